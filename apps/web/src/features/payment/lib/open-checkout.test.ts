import type { TPaymentCheckout } from '@sankalp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCheckout, RAZORPAY_SCRIPT, razorpayOptions, simulatedCheckoutUrl } from './open-checkout.ts';

const data: TPaymentCheckout = {
  provider: 'razorpay',
  razorpayKey: 'rzp_test_key',
  razorpayOrderId: 'order_abc',
  orderId: 'SNK-1',
  amount: 25100,
  currency: 'INR',
  name: 'Sankalp',
  description: 'Rudrabhishek',
  image: '/logo.png',
  callbackUrl: 'https://site.example/public/api/v1/payment/callback?orderId=SNK-1',
  customerId: 'u-1',
  themeColor: '#7b1e1e',
  prefill: { name: 'Gita', contact: '9876543210' },
  notes: { orderId: 'SNK-1' },
  checkoutUrl: null,
};

/** Captures the script tag instead of letting the test DOM fetch it. */
function captureScript() {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as HTMLScriptElement[])));
  return appended;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('opening the checkout', () => {
  it("maps the initiation data to Razorpay's options, in redirect mode to our callback", () => {
    const onDismiss = () => {};
    expect(razorpayOptions(data, onDismiss)).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_abc',
      amount: 25100,
      currency: 'INR',
      callback_url: data.callbackUrl,
      redirect: true,
      theme: { color: '#7b1e1e' },
      prefill: data.prefill,
      modal: { ondismiss: onDismiss },
    });
  });

  it('sends the simulated checkout the order and language', () => {
    const url = new URL(
      simulatedCheckoutUrl({ ...data, provider: 'simulated', checkoutUrl: '/public/api/v1/payment/simulated/checkout/order_sim_1' }, 'hindi'),
    );
    expect(url.pathname).toBe('/public/api/v1/payment/simulated/checkout/order_sim_1');
    expect(url.searchParams.get('language')).toBe('hindi');
    expect(url.searchParams.get('orderId')).toBe('SNK-1');
  });

  // The failing load first: the loader keeps a successful load for the rest of the page's life.
  it('fails (so the caller can say so) when the script cannot load', async () => {
    const appended = captureScript();
    const pending = openCheckout(data, 'english', () => {});
    appended[0]!.onerror?.(new Event('error'));
    await expect(pending).rejects.toThrow('Razorpay script failed to load');
  });
  it('loads checkout.js only when Razorpay is used, then opens it', async () => {
    const open = vi.fn();
    const appended = captureScript();
    const pending = openCheckout(data, 'english', () => {});
    const script = appended[0];
    expect(script?.src).toBe(RAZORPAY_SCRIPT);
    window.Razorpay = vi.fn(function (this: unknown) {
      return { open, on: vi.fn() };
    });
    script!.onload?.(new Event('load'));
    await pending;
    expect(open).toHaveBeenCalled();
  });
});
