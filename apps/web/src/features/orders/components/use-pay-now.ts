import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_PAGE } from '@sankalp/contract';
import { getLanguage } from '../../../lib/app-state.ts';
import { notify } from '../../../lib/toast.ts';
import { initiatePayment } from '../api/initiate-payment.ts';

/** Spec §9: the payment error toast closes after 3 s. */
const ERROR_TOAST_MS = 3000;

/**
 * Pay Now (spec §4 "Payment"): initiate, then open the provider's checkout. With the simulated
 * provider that is a page of our own server, which ends on /payment/status?orderId=. The button
 * stays in its processing state while the browser leaves; any failure resets it with a toast.
 */
export function usePayNow() {
  const { t } = useTranslation('orders');
  const [payingId, setPayingId] = useState<string | null>(null);
  const busy = useRef(false);

  const payNow = useCallback(
    async (orderId: string) => {
      if (busy.current) return; // one payment at a time, even on a double tap
      busy.current = true;
      setPayingId(orderId);
      const result = await initiatePayment(orderId);
      const checkout = result.ok ? result.data.data : null;
      if (checkout?.checkoutUrl) {
        window.location.assign(checkout.checkoutUrl);
        return;
      }
      if (checkout) {
        // Razorpay's checkout.js is opened by the payment feature's component; until then its
        // status page asks the provider where the payment stands.
        window.location.assign(`${PAYMENT_STATUS_PAGE}?orderId=${encodeURIComponent(orderId)}&language=${getLanguage()}`);
        return;
      }
      // A sign-in problem opens the login modal instead; a reply without data is 'Invalid payment data' (§5).
      if (!result.ok && result.reason !== 'login-required') notify.error(t(result.reason === 'invalid-response' ? 'pay.invalidData' : 'pay.failed'), ERROR_TOAST_MS);
      busy.current = false;
      setPayingId(null);
    },
    [t],
  );

  return { payingId, payNow };
}
