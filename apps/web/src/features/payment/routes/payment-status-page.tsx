import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trackPaymentStatus, trackPurchase, type PaymentResult } from '../../../lib/analytics.ts';
import { notify } from '../../../lib/toast.ts';
import { EventShowcase } from '../../landing/index.ts';
import { usePaymentOrder } from '../api/get-payment-order.ts';
import { FailureView, SorryView, SuccessView } from '../components/status-views.tsx';
import { InLineDialog } from '../components/in-line-dialog.tsx';
import { useStartPayment } from '../lib/use-start-payment.ts';

/** Orders counted as purchases in this tab, so a reload does not count one twice. */
const tracked = new Set<string>();
/** Statuses of a paid order (SUCCESS and after); a cancelled one is left out, whether it was paid or not. */
const PAID = new Set(['SUCCESS', 'COMPLETED', 'IN TRANSIT']);

/**
 * /payment/status?orderId= (spec §2): PAYMENT_FAILED or CREATED → failure with retry; any other
 * status → success; a failed or empty read → the sorry page; no orderId → 'Order ID not found'
 * and home. Each result has the in-progress events below.
 */
export default function PaymentStatusPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const navigate = useLangNavigate();
  const queryClient = useQueryClient();
  const order = usePaymentOrder(orderId);
  const { startPayment, payingOrderId, line } = useStartPayment();
  const failed = order.data && (order.data.orderStatus === 'PAYMENT_FAILED' || order.data.orderStatus === 'CREATED');

  useEffect(() => {
    if (orderId) return;
    notify.error(t('payment.orderIdNotFound'));
    void navigate('/', { replace: true });
  }, [orderId, navigate, t]);

  // The result shown, once per order and result on this page (a retry that pays shows a new one).
  const result: PaymentResult | null = order.isPending || !orderId ? null : !order.data ? 'error' : failed ? 'failure' : 'success';
  const reported = useRef('');
  useEffect(() => {
    if (!result || reported.current === `${orderId}:${result}`) return;
    reported.current = `${orderId}:${result}`;
    trackPaymentStatus({ orderId, result, orderStatus: order.data?.orderStatus ?? null, value: order.data?.totalAmount ?? null });
  }, [result, orderId, order.data]);

  useEffect(() => {
    if (!order.data || failed) return;
    // The order consumed the cart on the server; the basket and its cached copy follow.
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [order.data, failed, queryClient]);

  // A purchase only once the money is in: while the bank confirms, the page polls and the order may still fail.
  const paid = order.data && PAID.has(order.data.orderStatus) ? order.data : null;
  useEffect(() => {
    if (!paid || tracked.has(paid.orderId)) return;
    tracked.add(paid.orderId);
    trackPurchase({ orderId: paid.orderId, amount: paid.totalAmount });
  }, [paid]);

  if (!orderId) return null;
  return (
    <>
      {order.isPending ? (
        <Spinner label={t('payment.checking')} />
      ) : !order.data ? (
        <SorryView />
      ) : failed ? (
        <FailureView order={order.data} paying={payingOrderId !== null} onRetry={() => void startPayment(order.data!.orderId)} />
      ) : (
        <SuccessView order={order.data} />
      )}
      <InLineDialog line={line} />
      <EventShowcase place="PAYMENT_STATUS_PAGE" />
    </>
  );
}
