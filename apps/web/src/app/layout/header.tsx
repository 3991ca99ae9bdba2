import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LangLink } from '../../components/ui/lang-link.tsx';
import { buttonClass } from '../../components/ui/button.ts';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useVisibility } from '../../features/config/index.ts';
import { useAppState, useLanguage } from '../../lib/app-state.ts';
import { withLanguage } from '../../lib/language-url.ts';
import { useUserToken } from '../../lib/use-user-token.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { LogoMark } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation();
  const token = useUserToken();
  const visibility = useVisibility();
  const language = useLanguage();
  const cartCount = useAppState((s) => s.cart.cartItems.length);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = useCallback((returnFocus = false) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  const links = [
    { to: '/puja', label: t('nav.puja') },
    { to: '/chadawa', label: t('nav.chadawa') },
    ...(token ? [{ to: '/orders', label: t('nav.bookings') }] : []),
  ];

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          ref={menuButton}
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <LangLink to="/" className={styles.logo}>
          <LogoMark />
          <span className={styles.brand}>{t('brand')}</span>
          <span className="visually-hidden"> — {t('nav.home')}</span>
        </LangLink>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={withLanguage(link.to, language)} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {visibility.navbarSearchIcon && (
            <LangLink to="/puja" className={styles.iconButton}>
              <SearchIcon />
              <span className="visually-hidden">{t('nav.search')}</span>
            </LangLink>
          )}
          <LanguageToggle className={styles.hideOnPhone} />
          <LangLink to="/cart" className={styles.iconButton}>
            <CartIcon />
            <span className="visually-hidden">{t('nav.cart')}</span>
            {cartCount > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {cartCount}
              </span>
            )}
          </LangLink>
          {token ? (
            <LangLink to="/profile" className={styles.iconButton}>
              <UserIcon />
              <span className="visually-hidden">{t('nav.profile')}</span>
            </LangLink>
          ) : (
            <LangLink to="/auth" className={buttonClass('gold', { small: true })}>
              {t('nav.signup')}
            </LangLink>
          )}
        </div>
      </div>
      {menuOpen && <MobileMenu id="mobile-menu" links={links} signedIn={Boolean(token)} onClose={closeMenu} />}
    </header>
  );
}

/** Same height as the header, shown while the language pack loads, so nothing jumps. */
export function HeaderPlaceholder() {
  return (
    <div className={styles.header} aria-hidden="true">
      <div className={`container ${styles.bar}`}>
        <span className={styles.logo}>
          <LogoMark />
        </span>
      </div>
    </div>
  );
}
