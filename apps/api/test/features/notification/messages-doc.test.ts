import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, messageText } from '@sankalp/contract';
import { renderMessage, templateText } from '../../../src/features/notification/message-text.ts';
import { messagesDoc, messagesDocPath } from '../../../scripts/messages-doc.ts';

const FACTS = {
  orderId: 'SKPAB12CD34EF',
  eventName: 'रुद्राभिषेक',
  templeName: 'श्री काशी विश्वनाथ मंदिर',
  eventDateTime: '2026-12-01T01:00:00.000Z',
  devoteeName: 'सीता देवी',
  gotra: 'कश्यप',
  additionalNames: ['राम कुमार'],
  performedOn: '2026-12-01',
  performedAt: '2026-12-01T01:10:00.000Z',
  priestName: 'पं. शिव शंकर',
  courierName: 'India Post',
  trackingNumber: 'EE123IN',
  trackingUrl: 'https://www.indiapost.gov.in/t',
  refundPaise: 110_050,
};

describe('message texts', () => {
  it('docs/messages.md is what the code sends (npm run messages:doc -w @sankalp/api rewrites it)', async () => {
    expect(await readFile(messagesDocPath, 'utf8')).toBe(messagesDoc());
  });

  it('the body is the approved template with the variables filled in, in both languages, and names the order', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const eventKind of ['PUJA', 'OFFERING'] as const) {
        for (const language of ['english', 'hindi'] as const) {
          const sent = renderMessage(kind, { ...FACTS, eventKind }, language, 'https://sankalp.example/');
          const text = messageText(kind, eventKind);
          const filled = sent.params.reduce((body, value, i) => body.replace(`{{${i + 1}}}`, value), templateText(text, language).text);
          expect(sent.body).toBe(filled);
          expect(sent.body).toContain(FACTS.orderId);
          expect(sent.text).toBe(text);
          expect(sent.template).toBe(`sankalp_${text.toLowerCase()}`);
          // WhatsApp refuses parameters with newlines or tabs, and a template ending in a variable.
          for (const value of sent.params) expect(value).not.toMatch(/[\n\t]/);
          expect(templateText(text, language).text).not.toMatch(/\}\}$/);
        }
      }
    }
  });

  it('the paid message carries the sankalp exactly as it will be read, and the video message the priest', () => {
    const paid = renderMessage('ORDER_PAID', FACTS, 'hindi', 'https://sankalp.example');
    expect(paid.body).toContain('1 दिसंबर 2026 को श्री काशी विश्वनाथ मंदिर में रुद्राभिषेक हेतु संकल्प: सीता देवी, कश्यप गोत्र, साथ में राम कुमार।');
    expect(paid.body).toContain('https://sankalp.example/orders/details?orderId=SKPAB12CD34EF');
    const video = renderMessage(
      'VIDEO_READY',
      { ...FACTS, eventName: 'Rudrabhishek', templeName: 'Kashi', priestName: 'Pt. Shiv' },
      'english',
      'https://s.example',
    );
    expect(video.body).toContain('was performed on 1 Dec 2026 at Kashi by Pt. Shiv');
    expect(renderMessage('REFUND_PROCESSED', FACTS, 'english', 'https://s.example').body).toContain('₹1,100.50 ');
  });

  it('the performed message says when (Indian time) and by whom, a puja performed and a chadawa offered; without a priest no "by"', () => {
    const facts = { ...FACTS, eventName: 'Rudrabhishek', priestName: 'Pt. Shiv' };
    const puja = renderMessage('PUJA_PERFORMED', facts, 'english', 'https://s.example');
    expect(puja.body).toContain('Your puja Rudrabhishek (order SKPAB12CD34EF) was performed on 1 Dec 2026 at 6:40 am IST by Pt. Shiv.');
    expect(puja.body).toContain('https://s.example/orders/details?orderId=SKPAB12CD34EF');
    const chadawa = renderMessage('CHADAWA_OFFERED', { ...facts, priestName: null }, 'english', 'https://s.example');
    expect(chadawa.body).toContain('Your offering Rudrabhishek (order SKPAB12CD34EF) was made on 1 Dec 2026 at 6:40 am IST.');
    expect(chadawa.body).not.toContain(' by ');
    expect(chadawa.body).not.toMatch(/puja/i);
    const hindi = renderMessage('PUJA_PERFORMED', { ...FACTS, performedAt: '2026-12-01T14:35:00.000Z' }, 'hindi', 'https://s.example');
    expect(hindi.body).toContain('आपकी पूजा रुद्राभिषेक (ऑर्डर SKPAB12CD34EF) 1 दिसंबर 2026 को रात 8:05 बजे (IST) पं. शिव शंकर द्वारा संपन्न हुई।');
    const hindiChadawa = renderMessage('CHADAWA_OFFERED', { ...FACTS, priestName: null }, 'hindi', 'https://s.example');
    expect(hindiChadawa.body).toContain('आपका चढ़ावा रुद्राभिषेक (ऑर्डर SKPAB12CD34EF) 1 दिसंबर 2026 को सुबह 6:40 बजे (IST) अर्पित किया गया।');
    // Facts queued before the time was recorded: the day alone.
    const dayOnly = renderMessage('PUJA_PERFORMED', { ...facts, performedAt: null }, 'english', 'https://s.example');
    expect(dayOnly.body).toContain('was performed on 1 Dec 2026 by Pt. Shiv.');
  });

  it('a chadawa order is never told of a puja, in any message it can get (issue 21 item 4)', () => {
    // A chadawa order gets no PUJA_REMINDER (the sweep reads puja orders) and CHADAWA_OFFERED rather than PUJA_PERFORMED.
    const chadawaKinds = MESSAGE_KINDS.filter((kind) => kind !== 'PUJA_REMINDER' && kind !== 'PUJA_PERFORMED');
    const facts = { ...FACTS, eventKind: 'OFFERING' as const, eventName: 'बेलपत्र और गंगाजल चढ़ावा' };
    for (const kind of chadawaKinds) {
      expect(renderMessage(kind, facts, 'hindi', 'https://s.example').body, kind).not.toMatch(/पूजा|संपन्न|आपकी .* का प्रसाद/);
      expect(renderMessage(kind, { ...facts, eventName: 'Belpatra Chadawa' }, 'english', 'https://s.example').body, kind).not.toMatch(/puja|performed/i);
    }
    const video = renderMessage('VIDEO_READY', facts, 'hindi', 'https://s.example');
    expect(video.template).toBe('sankalp_video_ready_chadawa');
    expect(video.body).toContain(
      'बेलपत्र और गंगाजल चढ़ावा (ऑर्डर SKPAB12CD34EF) 1 दिसंबर 2026 को श्री काशी विश्वनाथ मंदिर (पं. शिव शंकर द्वारा) में अर्पित किया गया। अपने चढ़ावे का वीडियो देखें:',
    );
    // Facts queued before the kind was recorded, and puja orders: the puja's words and template.
    expect(renderMessage('VIDEO_READY', FACTS, 'hindi', 'https://s.example').template).toBe('sankalp_video_ready');
  });
});
