import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/ui/lang-link.tsx';
import { CartIcon, UserIcon } from '../../components/ui/icons.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import styles from './header.module.css';

type Props = { id: string; links: { to: string; label: string }[]; signedIn: boolean; onClose: (returnFocus?: boolean) => void };

/** The header's links for phones: opens below the bar, closes on Escape or on navigation. */
export function MobileMenu({ id, links, signedIn, onClose }: Props) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <nav id={id} ref={panel} className={styles.mobileMenu} aria-label={t('nav.main')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <LangLink to={link.to} className={styles.mobileLink} onClick={() => onClose()}>
              {link.label}
            </LangLink>
          </li>
        ))}
        <li>
          <LangLink to="/cart" className={styles.mobileLink} onClick={() => onClose()}>
            <CartIcon size={20} /> {t('nav.cart')}
          </LangLink>
        </li>
        <li>
          {signedIn ? (
            <LangLink to="/profile" className={styles.mobileLink} onClick={() => onClose()}>
              <UserIcon size={20} /> {t('nav.profile')}
            </LangLink>
          ) : (
            <LangLink to="/auth" className={styles.mobileLink} onClick={() => onClose()}>
              <UserIcon size={20} /> {t('nav.signup')}
            </LangLink>
          )}
        </li>
      </ul>
      <LanguageToggle className={styles.mobileToggle} />
    </nav>
  );
}
