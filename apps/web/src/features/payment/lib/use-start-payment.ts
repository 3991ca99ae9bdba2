import { PAYMENT_STATUS_PAGE } from '@sankalp/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { getLanguage } from '../../../lib/app-state.ts';
import { notify } from '../../../lib/toast.ts';
import { initiatePayment } from '../api/initiate-payment.ts';
import { openCheckout } from './open-checkout.ts';
import { useWaitInLine, type Line } from './wait-in-line.ts';

/** Toasts of payment errors close after 3 s (spec §9). */
const ERROR_TOAST_MS = 3000;

/**
 * Pay Now (spec §4 "Payment"): initiation, then the provider's checkout; closing it goes to
 * /payment/status?orderId=. While starting, `payingOrderId` names the order (buttons show
 * 'Processing Payment...'); on any failure it resets. Used by the basket and the bookings pages.
 * Past the server's capacity the initiation waits in `line` (decision 196; the basket passes its
 * own, which its order already waited in): the screen shows `<InLineDialog line={line} />`.
 * Leaving the line is a failure like any other (false; no toast).
 */
export function useStartPayment(sharedLine?: Line) {
  const { t } = useTranslation('booking');
  const navigate = useLangNavigate();
  const [payingOrderId, setPayingOrderId] = useState<string | null>(null);
  const ownLine = useWaitInLine();
  const line = sharedLine ?? ownLine;
  const { waitFor } = line;

  const startPayment = useCallback(
    async (orderId: string): Promise<boolean> => {
      setPayingOrderId(orderId);
      const started = await waitFor(() => initiatePayment(orderId));
      if (!started) {
        setPayingOrderId(null);
        return false;
      }
      const toStatus = () => navigate(`${PAYMENT_STATUS_PAGE}?orderId=${encodeURIComponent(orderId)}`);
      if (!started.ok && started.error === 'alreadyPaid') {
        // Paid already (the provider took it while we heard nothing): show where the order stands.
        setPayingOrderId(null);
        void toStatus();
        return false;
      }
      if (!started.ok) {
        notify.error(`${t('payment.somethingWrong')}: ${t(`payment.${started.error}`)}`, ERROR_TOAST_MS);
        setPayingOrderId(null);
        return false;
      }
      try {
        await openCheckout(started.checkout, getLanguage(), () => {
          setPayingOrderId(null);
          void toStatus();
        });
        return true;
      } catch (error) {
        console.warn('Checkout did not open', error);
        notify.error(
          t('payment.failedToStart', { provider: started.checkout.provider === 'razorpay' ? 'Razorpay' : started.checkout.provider }),
          ERROR_TOAST_MS,
        );
        setPayingOrderId(null);
        return false;
      }
    },
    [navigate, t, waitFor],
  );

  return { startPayment, payingOrderId, line };
}
