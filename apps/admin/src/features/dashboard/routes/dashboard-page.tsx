import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError, Loading, PageHeader } from '../../../components/ui/index.ts';
import { ROLE_SECTIONS, useSignedInStaff } from '../../../lib/staff.ts';
import { useDashboard } from '../api/dashboard-api.ts';
import { DashboardCards } from '../components/dashboard-cards.tsx';
import '../dashboard.css';

/** The first page after sign-in: who is signed in, their temples, and the sections they can open. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const staff = useSignedInStaff();
  const sections = ROLE_SECTIONS[staff.role].filter((section) => section !== 'dashboard');
  const board = useDashboard();
  return (
    <>
      <PageHeader title={t('title')} description={t('welcome', { name: staff.name })} />
      {board.isLoading && <Loading />}
      {board.error && <FormError>{board.error.message}</FormError>}
      {board.data && <DashboardCards board={board.data} />}
      {staff.temples.length > 0 && (
        <section className="card" aria-labelledby="dashboard-temples">
          <h2 id="dashboard-temples">{t('yourTemples')}</h2>
          <ul>
            {staff.temples.map((temple) => (
              <li key={temple.id}>{i18n.language === 'hi' ? temple.nameHi : temple.nameEn}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="card" aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections">{t('sections')}</h2>
        <ul className="link-list">
          {sections.map((section) => (
            <li key={section}>
              <Link to={`/${section}`}>{t(`common:nav.${section}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
