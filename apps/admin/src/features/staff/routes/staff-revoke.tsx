import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, Loading } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { useRevokeStaff } from '../api/staff.ts';
import { useMember } from './use-member.ts';

/** /staff/:staffId/revoke: a confirmation, then access ends at once on every device. */
export function StaffRevokeRoute() {
  const { t } = useTranslation('staff');
  const { member, loading, close } = useMember();
  const revoke = useRevokeStaff();
  return (
    <Dialog
      open
      onClose={close}
      title={t('revokeTitle')}
      footer={
        member && (
          <>
            <Button
              variant="danger"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(member.phone, {
                  onSuccess: (answer) => {
                    notifySuccess(answer.message);
                    close();
                  },
                })
              }
            >
              {t('revokeConfirm')}
            </Button>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
          </>
        )
      }
    >
      {loading ? <Loading /> : member ? <p>{t('revokeText', { name: member.name, phone: member.phone })}</p> : <p>{t('notFound')}</p>}
      <FormError>{revoke.error ? errorMessage(revoke.error) : undefined}</FormError>
    </Dialog>
  );
}
