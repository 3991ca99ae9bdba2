import { createHash } from 'node:crypto';
import type { Language } from '@sankalp/contract';
import { escapeHtml, rupees } from './html.ts';

const TEXT = {
  english: {
    title: 'Test payment',
    note: 'Simulated checkout: no money is taken. Choose what the payment should do.',
    order: 'Order',
    method: 'Pay with',
    methods: { upi: 'UPI', card: 'Card', netbanking: 'Net banking' },
    pay: 'Pay',
    fail: 'Make the payment fail',
    redirecting: 'Returning to Sankalp…',
    continue: 'Continue',
  },
  hindi: {
    title: 'परीक्षण भुगतान',
    note: 'नकली चेकआउट: कोई पैसा नहीं कटेगा। चुनें कि भुगतान का क्या परिणाम हो।',
    order: 'ऑर्डर',
    method: 'भुगतान का तरीका',
    methods: { upi: 'यूपीआई', card: 'कार्ड', netbanking: 'नेट बैंकिंग' },
    pay: 'भुगतान करें',
    fail: 'भुगतान विफल करें',
    redirecting: 'संकल्प पर वापस जा रहे हैं…',
    continue: 'आगे बढ़ें',
  },
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;background:#faf5f0;color:#2b1d14;display:flex;justify-content:center;padding:2rem 1rem;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:1.5rem;max-width:24rem;width:100%}
h1{color:#7b1e1e;font-size:1.3rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{font-size:.85rem;color:#6b5b4f}fieldset{border:1px solid #e5d5c5;border-radius:8px;margin:1rem 0}
button{width:100%;padding:.75rem;border-radius:8px;border:0;font-size:1rem;margin-top:.5rem;cursor:pointer}
.pay{background:#7b1e1e;color:#fff}.fail{background:#eee;color:#7b1e1e}`;

const AUTO_POST_SCRIPT = "document.getElementById('result').submit()";

/** CSP source of an inline element's exact text: the pages allow their own style and script, nothing else inline. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const PAGE_STYLE_HASH = cspHash(STYLE);
export const AUTO_POST_SCRIPT_HASH = cspHash(AUTO_POST_SCRIPT);

const page = (language: Language, title: string, body: string) =>
  `<!doctype html><html lang="${language === 'hindi' ? 'hi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export type CheckoutPageInput = { language: Language; amountPaise: number; orderId: string; payAction: string; failAction: string };

/** The simulated provider's checkout: self-contained (no external assets), in the caller's language. */
export function simulatedCheckoutPage({ language, amountPaise, orderId, payAction, failAction }: CheckoutPageInput): string {
  const t = TEXT[language];
  const methods = Object.entries(t.methods)
    .map(([value, label], i) => `<label><input type="radio" name="method" value="${value}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label><br>`)
    .join('');
  return page(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1><p class="note">${escapeHtml(t.note)}</p>
<p>${escapeHtml(t.order)}: <strong>${escapeHtml(orderId)}</strong></p><p class="amount">${rupees(amountPaise)}</p>
<form method="post" action="${escapeHtml(payAction)}"><fieldset><legend>${escapeHtml(t.method)}</legend>${methods}</fieldset>
<button class="pay" type="submit">${escapeHtml(t.pay)} ${rupees(amountPaise)}</button></form>
<form method="post" action="${escapeHtml(failAction)}"><button class="fail" type="submit">${escapeHtml(t.fail)}</button></form>`,
  );
}

/** What Razorpay's redirect mode does after checkout: POST the result fields to the callback URL. */
export function autoPostPage(language: Language, action: string, fields: Record<string, string>): string {
  const t = TEXT[language];
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    language,
    t.redirecting,
    `<p>${escapeHtml(t.redirecting)}</p><form id="result" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button class="pay" type="submit">${escapeHtml(t.continue)}</button></noscript></form><script>${AUTO_POST_SCRIPT}</script>`,
  );
}
