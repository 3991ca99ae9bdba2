import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Dialog, Loading } from '../../../components/ui/index.ts';
import { notifySuccess } from '../../../lib/toast.ts';
import { StaffForm } from '../components/staff-form.tsx';
import { useMember } from './use-member.ts';

/** /staff/grant (new member) and /staff/:staffId/edit (role or temples of an active member). */
export function StaffGrantRoute() {
  const { t } = useTranslation('staff');
  const { member, loading, close } = useMember();
  const editing = Boolean(useParams().staffId);
  return (
    <Dialog open onClose={close} variant="drawer" title={editing ? t('editTitle', { name: member?.name ?? '' }) : t('grantTitle')} description={t('grantHelp')}>
      {editing && loading ? (
        <Loading />
      ) : editing && !member ? (
        <p>{t('notFound')}</p>
      ) : (
        <StaffForm
          member={member}
          onCancel={close}
          onDone={(saved) => {
            notifySuccess(t('saved', { name: saved.name }));
            close();
          }}
        />
      )}
    </Dialog>
  );
}
