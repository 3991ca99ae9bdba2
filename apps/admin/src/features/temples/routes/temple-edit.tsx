import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/audit-trail.tsx';
import { Dialog, Loading } from '../../../components/ui/index.ts';
import { notifySuccess } from '../../../lib/toast.ts';
import { TempleForm } from '../components/temple-form.tsx';
import { TempleShareForm } from '../components/temple-share-form.tsx';
import { useTemple } from './use-temple.ts';

/** /temples/new and /temples/:templeId/edit (with the temple's history below the form). */
export function TempleEditRoute() {
  const { t, i18n } = useTranslation('temples');
  const { templeId, temple, loading, close } = useTemple();
  const editing = Boolean(templeId);
  const name = temple ? (i18n.language === 'hi' ? temple.nameHi : temple.nameEn) : '';
  return (
    <Dialog open onClose={close} variant="drawer" title={editing ? t('editTitle', { name }) : t('newTitle')}>
      {editing && loading ? (
        <Loading />
      ) : editing && !temple ? (
        <p>{t('notFound')}</p>
      ) : (
        <>
          {temple?.archivedAt && <p>{t('archivedNote')}</p>}
          <TempleForm
            temple={temple}
            onCancel={close}
            onDone={(saved) => {
              notifySuccess(t('saved', { name: i18n.language === 'hi' ? saved.nameHi : saved.nameEn }));
              close();
            }}
          />
          {temple && <TempleShareForm temple={temple} />}
          {temple && (
            <section aria-labelledby="temple-history">
              <h3 id="temple-history">{t('audit:title')}</h3>
              <AuditTrail entityType="temple" entityId={temple.id} />
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
