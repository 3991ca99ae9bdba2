import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCatalogueEvent } from '@sankalp/contract';
import { Button, Dialog, FormError, StatusBadge } from '../../../components/ui/index.ts';
import { errorDetail, errorMessage, notifyError, notifySuccess } from '../../../lib/toast.ts';
import { useDeleteEvent, useEventAction, type EventAction } from '../api/events.ts';

/**
 * Publish / unpublish / archive / delete. The server decides (a publish with a missing Hindi text,
 * a delete of an event with orders): its message shows as a toast and stays here.
 */
export function EventActions({ event, dirty, onDeleted }: { event: TCatalogueEvent; dirty: boolean; onDeleted: () => void }) {
  const { t } = useTranslation('catalogue');
  const action = useEventAction(event.id);
  const remove = useDeleteEvent(event.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = (what: EventAction) => {
    setProblem(null);
    action.mutate(what, {
      onSuccess: () => notifySuccess(t(`actions.done.${what}`)),
      onError: (error) => {
        notifyError(error);
        setProblem(errorDetail(error));
      },
    });
  };

  return (
    <section className="catalogue-actions" aria-label={t('actions.label')}>
      <p>
        {t('actions.status')} <StatusBadge status={event.status} /> {event.orderCount > 0 && <span>{t('actions.orders', { count: event.orderCount })}</span>}
      </p>
      {dirty && <p className="ui-field__hint">{t('actions.saveFirst')}</p>}
      <div className="catalogue-actions__buttons">
        {event.status !== 'PUBLISHED' && event.status !== 'ARCHIVED' && (
          <Button variant="primary" loading={action.isPending && action.variables === 'publish'} disabled={dirty} onClick={() => run('publish')}>
            {t('actions.publish')}
          </Button>
        )}
        {event.status === 'PUBLISHED' && (
          <Button loading={action.isPending && action.variables === 'unpublish'} onClick={() => run('unpublish')}>
            {t('actions.unpublish')}
          </Button>
        )}
        {event.status !== 'ARCHIVED' && (
          <Button loading={action.isPending && action.variables === 'archive'} onClick={() => run('archive')}>
            {t('actions.archive')}
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          {t('actions.delete')}
        </Button>
      </div>
      <FormError>{problem}</FormError>
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('actions.deleteTitle')}
        description={t('actions.deleteBody')}
        footer={
          <>
            <Button onClick={() => setConfirmDelete(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notifySuccess(t('actions.done.delete'));
                    onDeleted();
                  },
                  onError: (error) => {
                    setConfirmDelete(false);
                    notifyError(error);
                    setProblem(errorMessage(error));
                  },
                })
              }
            >
              {t('actions.delete')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}
