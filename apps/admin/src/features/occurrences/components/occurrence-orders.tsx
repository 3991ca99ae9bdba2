import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOccurrence, TOccurrenceOrder } from '@sankalp/contract';
import { Button, Dialog, FormError, StatusBadge } from '../../../components/ui/index.ts';
import { errorMessage, notifySuccess } from '../../../lib/toast.ts';
import { VideoUpload } from '../../media/index.ts';
import { usePersonalClip } from '../api/occurrence-api.ts';

/** A personal clip for one order: uploaded for that order, it replaces the group video there. */
function ClipDialog({ occurrence, order, onClose }: { occurrence: TOccurrence; order: TOccurrenceOrder; onClose: () => void }) {
  const { t } = useTranslation('occurrences');
  const mutation = usePersonalClip({ eventId: occurrence.eventId, date: occurrence.date });
  return (
    <Dialog open onClose={onClose} title={t('orders.clipTitle', { name: order.devoteeName })} description={t('orders.clipHint')}>
      <VideoUpload
        target={{ orderId: order.orderId }}
        onUploaded={({ id }) =>
          mutation.mutate(
            { orderId: order.orderId, mediaId: id },
            {
              onSuccess: () => {
                notifySuccess(t('orders.clipDone'));
                onClose();
              },
            },
          )
        }
      />
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
    </Dialog>
  );
}

const mark = (value: unknown) => (value ? '✓' : '—');

/** Every order of the day, with where it stands; a performed order can get its own clip. */
export function OccurrenceOrders({ occurrence }: { occurrence: TOccurrence }) {
  const { t } = useTranslation('occurrences');
  const [clipFor, setClipFor] = useState<TOccurrenceOrder | null>(null);
  return (
    <section className="card" aria-labelledby="occurrence-orders">
      <h2 id="occurrence-orders">{t('orders.title', { count: occurrence.orders.length })}</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="occurrence-orders">
        <table className="occurrence-orders">
          <caption className="visually-hidden">{t('orders.title', { count: occurrence.orders.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.devotee')}</th>
              <th scope="col">{t('orders.order')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.performed')}</th>
              <th scope="col">{t('orders.video')}</th>
              <th scope="col">{t('orders.shipped')}</th>
              <th scope="col">{t('orders.delivered')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {occurrence.orders.map((o) => (
              <tr key={o.orderId}>
                <td>{o.devoteeName}</td>
                <td>
                  <Link to={`/orders/${o.orderId}`}>{o.orderId}</Link>
                </td>
                <td>{o.refunded ? t('orders.refunded') : <StatusBadge status={o.status} />}</td>
                <td>{mark(o.performedAt)}</td>
                <td>{o.video ? t(`orders.videoKinds.${o.video}`) : '—'}</td>
                <td>{o.hasPrasad ? (o.trackingNumber ?? '—') : t('orders.noPrasad')}</td>
                <td>{mark(o.deliveredAt)}</td>
                <td>
                  {o.performedAt && o.video !== 'PERSONAL' && !o.refunded && (
                    <Button variant="secondary" onClick={() => setClipFor(o)}>
                      {t('orders.clip')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {clipFor && <ClipDialog occurrence={occurrence} order={clipFor} onClose={() => setClipFor(null)} />}
    </section>
  );
}
