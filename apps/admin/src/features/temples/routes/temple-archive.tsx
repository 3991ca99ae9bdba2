import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, Loading } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { useArchiveTemple } from '../api/temples.ts';
import { useTemple } from './use-temple.ts';

/**
 * /temples/:templeId/archive and /restore: a confirmation. An archived temple keeps its events and
 * orders (still fulfilled) but receives no new events; the server refuses while one is on sale.
 */
export function TempleArchiveRoute({ action }: { action: 'archive' | 'restore' }) {
  const { t, i18n } = useTranslation('temples');
  const { temple, loading, close } = useTemple();
  const run = useArchiveTemple(action);
  const name = temple ? (i18n.language === 'hi' ? temple.nameHi : temple.nameEn) : '';
  return (
    <Dialog
      open
      onClose={close}
      title={t(`${action}Title`, { name })}
      footer={
        temple && (
          <>
            <Button
              variant={action === 'archive' ? 'danger' : 'primary'}
              loading={run.isPending}
              onClick={() =>
                run.mutate(temple.id, {
                  onSuccess: () => {
                    notifySuccess(t(`${action}Done`, { name }));
                    close();
                  },
                })
              }
            >
              {t(action)}
            </Button>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
          </>
        )
      }
    >
      {loading ? <Loading /> : temple ? <p>{t(`${action}Text`)}</p> : <p>{t('notFound')}</p>}
      <FormError>{run.error ? errorMessage(run.error) : undefined}</FormError>
    </Dialog>
  );
}

export const TempleArchive = () => <TempleArchiveRoute action="archive" />;
export const TempleRestore = () => <TempleArchiveRoute action="restore" />;
