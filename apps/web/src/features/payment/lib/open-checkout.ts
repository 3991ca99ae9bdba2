import type { Language, TPaymentCheckout } from '@sankalp/contract';

/** Razorpay's Checkout script, loaded only when a devotee pays with that provider. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayInstance = { open: () => void; on: (event: string, handler: (response: unknown) => void) => void };
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
    /** Present when the site runs inside the native app's web view (spec §4 "Payment"). */
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

let scriptLoad: Promise<void> | null = null;
function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null; // a later attempt may succeed on a better network
      script.remove();
      reject(new Error('Razorpay script failed to load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** Checkout options in Razorpay's names; redirect mode posts the result to our callback. */
export function razorpayOptions(data: TPaymentCheckout, onDismiss: () => void): Record<string, unknown> {
  return {
    key: data.razorpayKey,
    order_id: data.razorpayOrderId,
    amount: data.amount,
    currency: data.currency,
    name: data.name,
    description: data.description,
    image: data.image,
    prefill: data.prefill,
    notes: { ...data.notes, customerId: data.customerId },
    theme: { color: data.themeColor },
    callback_url: data.callbackUrl,
    redirect: true,
    modal: { ondismiss: onDismiss },
  };
}

/** Our simulated checkout page, in the site's language, coming back to /payment/status. */
export function simulatedCheckoutUrl(data: TPaymentCheckout, language: Language): string {
  const url = new URL(data.checkoutUrl ?? '', window.location.origin);
  url.searchParams.set('orderId', data.orderId);
  url.searchParams.set('language', language);
  return url.toString();
}

/**
 * Opens the provider's checkout. The simulated provider is a page of our server (navigate to it);
 * Razorpay is its script's overlay. A native wrapper gets the options instead. `onClose` runs when
 * the devotee closes the overlay without paying.
 */
export async function openCheckout(data: TPaymentCheckout, language: Language, onClose: () => void): Promise<void> {
  if (data.checkoutUrl) {
    window.location.assign(simulatedCheckoutUrl(data, language));
    return;
  }
  if (window.ReactNativeWebView) {
    window.ReactNativeWebView.postMessage(JSON.stringify({ type: 'PAYMENT', options: razorpayOptions(data, () => {}) }));
    return;
  }
  await loadRazorpay();
  if (!window.Razorpay) throw new Error('Razorpay unavailable');
  const checkout = new window.Razorpay(razorpayOptions(data, onClose));
  checkout.open();
}
