import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '../components/ui/index.ts';
import { canSeeSection, useSignedInStaff, type ConsoleSection } from '../lib/staff.ts';

/** A section's pages for the roles that may open it; others get a plain "no access" page (the API refuses them anyway). */
export function RequireSection({ section }: { section: ConsoleSection }) {
  const { t } = useTranslation();
  const staff = useSignedInStaff();
  if (canSeeSection(staff.role, section)) return <Outlet />;
  return (
    <>
      <PageHeader title={t('forbidden.title')} />
      <p>{t('forbidden.text')}</p>
    </>
  );
}
