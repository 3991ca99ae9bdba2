import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrail } from '../../../components/audit-trail.tsx';
import { Dialog } from '../../../components/ui/index.ts';
import { useMember } from './use-member.ts';

/** /staff/:staffId/history: every grant, change and removal of this member, from the audit log. */
export function StaffHistoryRoute() {
  const { t } = useTranslation('staff');
  const { staffId = '' } = useParams();
  const { member, close } = useMember();
  return (
    <Dialog open onClose={close} variant="drawer" title={t('historyTitle', { name: member?.name ?? '' })}>
      <AuditTrail entityType="staff" entityId={staffId} />
    </Dialog>
  );
}
