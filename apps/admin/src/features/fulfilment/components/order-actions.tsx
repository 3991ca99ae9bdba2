import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fulfilment.module.css';
import type { TOrderAction, TOrderActionResult } from '@sankalp/contract';
import { Button, Dialog } from '../../../components/ui/index.ts';
import { useSignedInStaff } from '../../../lib/staff.ts';
import type { TAdminOrderDetail } from '../lib/admin-order.ts';
import { allowedActions } from '../lib/allowed-actions.ts';
import { DeliveredForm, PerformedForm, ShipForm, TrackingForm, VideoForm, type FormProps } from './fulfil-forms.tsx';
import { CancelForm, RefundForm } from './refund-forms.tsx';

const FORMS: Record<TOrderAction, (props: FormProps) => React.ReactNode> = {
  performed: PerformedForm,
  video: VideoForm,
  ship: ShipForm,
  tracking: TrackingForm,
  delivered: DeliveredForm,
  refund: RefundForm,
  cancel: CancelForm,
};

export type OrderActionsProps = { order: TAdminOrderDetail; onChanged?: (result: TOrderActionResult) => void };

/**
 * The actions allowed for the order's state and the signed-in staff member's role, each opening
 * its own form in a drawer (a full screen on a phone). The form unmounts when the drawer closes,
 * so each opening starts fresh (and a refund gets a fresh idempotency key).
 */
export function OrderActions({ order, onChanged }: OrderActionsProps) {
  const { t } = useTranslation('fulfilment');
  const { role } = useSignedInStaff();
  const [open, setOpen] = useState<TOrderAction | null>(null);
  const actions = allowedActions(order, role);
  if (actions.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  const Form = open ? FORMS[open] : null;
  return (
    <section aria-label={t('title')}>
      <div className="button-row">
        {actions.map((action) => (
          <Button key={action} variant={action === 'refund' || action === 'cancel' ? 'danger' : 'secondary'} onClick={() => setOpen(action)}>
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
      <Dialog
        variant="drawer"
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`titles.${open}`) : ''}
        description={t('orderLine', { id: order.orderId })}
      >
        {Form && (
          <Form
            order={order}
            onCancel={() => setOpen(null)}
            onDone={(result) => {
              setOpen(null);
              onChanged?.(result);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
