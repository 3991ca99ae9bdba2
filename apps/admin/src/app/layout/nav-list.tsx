import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TStaffRole } from '@sankalp/contract';
import { ROLE_SECTIONS } from '../../lib/staff.ts';
import { SECTION_PATHS } from '../sections.ts';

/** The sections this role may open; the current one is marked (aria-current="page" by NavLink). */
export function NavList({ role, onNavigate }: { role: TStaffRole; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      {ROLE_SECTIONS[role].map((section) => (
        <li key={section}>
          <NavLink to={SECTION_PATHS[section]} className="nav-list__link" onClick={onNavigate}>
            {t(`nav.${section}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
