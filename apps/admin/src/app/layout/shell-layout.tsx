import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button, Dialog } from '../../components/ui/index.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSignOut } from '../../features/auth/index.ts';
import { useSignedInStaff } from '../../lib/staff.ts';
import { NavList } from './nav-list.tsx';

/**
 * The signed-in frame: header (who, role, language, sign-out), navigation (side column on a desk,
 * a drawer behind "Menu" on a phone) and the page. Header and navigation are not printed.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const staff = useSignedInStaff();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="shell__header no-print">
        <Button className="shell__menu-button" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          {t('menu')}
        </Button>
        <p className="shell__brand">{t('appName')}</p>
        <div className="shell__who">
          <span className="shell__name">{staff.name}</span>
          <span className="shell__role">{t(`roles.${staff.role}`)}</span>
        </div>
        <div className="shell__tools">
          <LanguageSwitch />
          <Button
            variant="ghost"
            loading={signingOut}
            onClick={async () => {
              setSigningOut(true);
              await signOut();
            }}
          >
            {t('signOut')}
          </Button>
        </div>
      </header>
      <div className="shell__body">
        <nav className="shell__nav no-print" aria-label={t('mainNav')}>
          <NavList role={staff.role} />
        </nav>
        <main className="shell__main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={t('menu')} variant="drawer">
        <nav aria-label={t('mainNav')}>
          <NavList role={staff.role} onNavigate={() => setMenuOpen(false)} />
        </nav>
      </Dialog>
    </div>
  );
}
