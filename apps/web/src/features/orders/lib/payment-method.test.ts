import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { KNOWN_PAYMENT_METHODS, paymentMethodName } from './payment-method.ts';

const name = (method: string | null | undefined) => paymentMethodName(method, i18n.getFixedT(null, 'orders'));

beforeAll(() => initI18n('english', NAMESPACES));
afterAll(() => applyLanguage('english'));

describe('payment method names', () => {
  it('English: the way a devotee reads them', () => {
    expect(name('upi')).toBe('UPI');
    expect(name('UPI')).toBe('UPI');
    expect(name('netbanking')).toBe('Net banking');
    expect(name('card')).toBe('Card');
    expect(name('cardless_emi')).toBe('Cardless EMI');
    expect(name('paylater')).toBe('Pay later');
  });

  it('Hindi: their Hindi names', async () => {
    await applyLanguage('hindi');
    expect(name('upi')).toBe('यूपीआई');
    expect(name('card')).toBe('कार्ड');
    expect(name('netbanking')).toBe('नेट बैंकिंग');
    for (const method of KNOWN_PAYMENT_METHODS) expect(name(method), method).not.toContain('paymentMethods.');
    await applyLanguage('english');
  });

  it('an unknown method readably, a missing one as null (the view shows N/A)', () => {
    expect(name('crypto_wallet')).toBe('Crypto wallet');
    expect(name('  ')).toBeNull();
    expect(name(null)).toBeNull();
    expect(name(undefined)).toBeNull();
  });
});
