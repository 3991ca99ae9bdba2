import { describe, expect, it } from 'vitest';
import { pdfRenderer } from '../../../src/features/receipt/pdf-renderer.ts';
import type { RenderableDocument } from '../../../src/features/receipt/pdf.ts';
import { hasPdftotext, pdfText } from './pdf-text.ts';

const receipt: RenderableDocument = {
  kind: 'RECEIPT',
  number: 'RCT/2026-27/000042',
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  language: 'hindi',
  amountPaise: 110_100,
  content: {
    issuer: { legalName: 'Sankalp Seva Trust', address: '1 Ghat Road, Varanasi', gstin: null, stateCode: null },
    orderId: 'SNK7Q2XW',
    orderType: 'PUJA',
    bookedAt: '2026-11-27T09:55:00Z',
    devotee: { name: 'राधा शर्मा', phoneMasked: '******3210' },
    event: { nameEn: 'Ganga Aarti', nameHi: 'गंगा आरती', templeNameEn: 'Kashi Temple', templeNameHi: 'काशी मंदिर', dateTime: '2026-12-01T13:30:00Z' },
    lines: [
      {
        nameEn: 'Family puja',
        nameHi: 'परिवार पूजा',
        quantity: 1,
        unitPaise: 110_100,
        amountPaise: 110_100,
        isDonation: false,
        tax: { kind: 'EXEMPT', reason: 'RELIGIOUS_CEREMONY' },
      },
    ],
    totalPaise: 110_100,
    payment: { provider: 'simulated', method: 'upi', reference: 'pay_sim_1' },
  },
};

/** Documents are drawn on worker threads, not on the event loop (decision 283). */
describe('pdfRenderer', () => {
  it('draws documents on a worker thread it starts when first asked, and ends its threads when closed', async () => {
    const renderer = pdfRenderer(1);
    try {
      expect(renderer.threads()).toBe(0);
      const [first, second] = await Promise.all([renderer.render(receipt), renderer.render({ ...receipt, language: 'english' })]);
      expect(renderer.threads()).toBe(1);
      expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(second.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (hasPdftotext) {
        expect(await pdfText(first)).toContain('RCT/2026-27/000042');
        expect(await pdfText(first)).toContain('गंगा आरती');
        expect(await pdfText(second)).toContain('Ganga Aarti');
      }
    } finally {
      await renderer.close();
    }
    expect(renderer.threads()).toBe(0);
  });
});
