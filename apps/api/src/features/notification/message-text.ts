import {
  formatClockTime,
  formatDay,
  formatPaiseAmount,
  indiaClock,
  messageText,
  sankalpText,
  type Language,
  type TMessageKind,
  type TMessageText,
} from '@sankalp/contract';
import type { MessageFacts } from '../../db/schema/index.ts';
import { documentLinkPath } from '../receipt/links.ts';

/**
 * Every message, in both languages. Each kind is one approved WhatsApp utility template (same name
 * in English and Hindi, language code en / hi) and one DLT SMS template per language; `params` are
 * the template's variables in order, `body` the text with them filled in (what the console sender
 * logs and the console shows). The templates to submit to Meta and to DLT are in docs/messages.md.
 */
export type RenderedMessage = { text: TMessageText; template: string; params: string[]; body: string };

type Parts = { params: string[]; en: (p: string[]) => string; hi: (p: string[]) => string };

const orderLink = (baseUrl: string, orderId: string) => `${baseUrl}/orders/details?orderId=${encodeURIComponent(orderId)}`;
/** The receipt's PDF by its signed link (decision 260); the order page (which links it too) for a message queued without one. */
const receiptLink = (baseUrl: string, f: MessageFacts) => (f.receiptToken ? `${baseUrl}${documentLinkPath(f.receiptToken)}` : orderLink(baseUrl, f.orderId));
/** The order page with its player at the devotee's name in the group video (decision 181), when the video has that moment. */
const videoLink = (baseUrl: string, f: MessageFacts) =>
  `${orderLink(baseUrl, f.orderId)}${typeof f.videoStartSeconds === 'number' ? `&t=${f.videoStartSeconds}` : ''}`;
const rupees = (paise: number) => formatPaiseAmount(paise);
/**
 * The shared rule prints nothing for a missing or invalid time (a page shows a blank); a message
 * must never go out with a blank or "undefined" in it, so here such facts are an error, which the
 * worker records and the console shows as "text unavailable".
 */
function known(iso: string): string {
  // The same reading the format rule makes, so "valid here" and "printed there" never disagree.
  if (indiaClock(iso) === null) {
    throw new RangeError(`message facts: not a date or time: ${String(iso)}`);
  }
  return iso;
}
/** "1 Dec 2026" / "1 दिसंबर 2026": the shared rule (a calendar day is that day in India). */
const day = (isoDate: string, language: Language) => formatDay(known(isoDate), language);

/** "by Pt. Ramesh Shastri" when the operator gave the priest's name. */
const byPriest = (f: MessageFacts, language: Language) => (f.priestName ? (language === 'hindi' ? ` (${f.priestName} द्वारा)` : ` by ${f.priestName}`) : '');

/** "6:40 am" / "सुबह 6:40 बजे", India time: the shared rule (decision 200), with plain spaces in a message. */
const indianTime = (iso: string, language: Language) => formatClockTime(known(iso), language).replace(/\u00a0/g, ' ');

/**
 * When and by whom it was performed, one variable (a template may not leave one empty):
 * "on 1 Dec 2026 at 6:40 am IST by Pt. Shiv" / "1 दिसंबर 2026 को सुबह 6:40 बजे (IST) पं. शिव द्वारा";
 * without the time of the performance just the day, without a priest no "by".
 */
function performedWhen(f: MessageFacts, language: Language): string {
  const on = day(f.performedAt ?? f.performedOn ?? f.eventDateTime, language);
  if (language === 'hindi') {
    const at = f.performedAt ? ` ${indianTime(f.performedAt, language)} (IST)` : '';
    return `${on} को${at}${f.priestName ? ` ${f.priestName} द्वारा` : ''}`;
  }
  const at = f.performedAt ? ` at ${indianTime(f.performedAt, language)} IST` : '';
  return `on ${on}${at}${f.priestName ? ` by ${f.priestName}` : ''}`;
}

/**
 * Each text (a kind's, and a chadawa's own text of a kind whose words are a puja's, decision 231):
 * a chadawa order's video is of the offering, made (अर्पित), not a puja performed.
 */
const TEXTS: Record<TMessageText, (f: MessageFacts, language: Language, baseUrl: string) => Parts> = {
  ORDER_PAID: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, sankalpText({ ...f, name: f.devoteeName }, language), orderLink(baseUrl, f.orderId), receiptLink(baseUrl, f)],
    en: ([id, event, sankalp, link, receipt]) =>
      `🙏 Your booking ${id} for ${event} is confirmed and paid. The priest will read your sankalp: “${sankalp}” To correct it before booking closes, open ${link} Your receipt: ${receipt}`,
    hi: ([id, event, sankalp, link, receipt]) =>
      `🙏 ${event} के लिए आपकी बुकिंग ${id} की पुष्टि हो गई है और भुगतान मिल गया है। पुजारी जी आपका संकल्प पढ़ेंगे: “${sankalp}” बुकिंग बंद होने से पहले इसे सुधारने के लिए खोलें ${link} आपकी रसीद: ${receipt}`,
  }),
  VIDEO_READY: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, day(f.performedOn ?? f.eventDateTime, language), `${f.templeName}${byPriest(f, language)}`, videoLink(baseUrl, f)],
    en: ([id, event, on, where, link]) => `🙏 ${event} (order ${id}) was performed on ${on} at ${where}. Watch the video of your puja: ${link}`,
    hi: ([id, event, on, where, link]) => `🙏 ${event} (ऑर्डर ${id}) ${on} को ${where} में संपन्न हुई। अपनी पूजा का वीडियो देखें: ${link}`,
  }),
  VIDEO_READY_CHADAWA: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, day(f.performedOn ?? f.eventDateTime, language), `${f.templeName}${byPriest(f, language)}`, videoLink(baseUrl, f)],
    en: ([id, event, on, where, link]) => `🙏 ${event} (order ${id}) was offered on ${on} at ${where}. Watch the video of your offering: ${link}`,
    hi: ([id, event, on, where, link]) => `🙏 ${event} (ऑर्डर ${id}) ${on} को ${where} में अर्पित किया गया। अपने चढ़ावे का वीडियो देखें: ${link}`,
  }),
  PRASAD_SHIPPED: (f) => ({
    params: [f.orderId, f.courierName ?? '', f.trackingNumber ?? '', f.trackingUrl ?? ''],
    en: ([id, courier, number, link]) => `🙏 The prasad of order ${id} is on its way with ${courier}, tracking number ${number}. Track it: ${link}`,
    hi: ([id, courier, number, link]) => `🙏 ऑर्डर ${id} का प्रसाद ${courier} से भेज दिया गया है, ट्रैकिंग नंबर ${number}। यहाँ देखें: ${link}`,
  }),
  PRASAD_DELIVERED: (f, _language, baseUrl) => ({
    params: [f.orderId, f.eventName, orderLink(baseUrl, f.orderId)],
    en: ([id, event, link]) => `🙏 The prasad of your ${event} (order ${id}) has been delivered. Your order: ${link}`,
    // Not "आपकी {event} का प्रसाद": आपकी agrees with a puja, not with a chadawa; this reads right for both.
    hi: ([id, event, link]) => `🙏 ऑर्डर ${id} (${event}) का प्रसाद आप तक पहुँच गया है। आपका ऑर्डर: ${link}`,
  }),
  ORDER_CANCELLED: (f, _language, baseUrl) => ({
    params: [f.orderId, f.eventName, orderLink(baseUrl, f.orderId)],
    en: ([id, event, link]) => `Your booking ${id} for ${event} has been cancelled. Any refund is shown on your order: ${link}`,
    hi: ([id, event, link]) => `${event} के लिए आपकी बुकिंग ${id} रद्द कर दी गई है। धनवापसी की जानकारी आपके ऑर्डर में है: ${link}`,
  }),
  REFUND_PROCESSED: (f, _language, baseUrl) => ({
    params: [f.orderId, rupees(f.refundPaise ?? 0), orderLink(baseUrl, f.orderId)],
    en: ([id, amount, link]) => `Your refund of ${amount} for order ${id} has been processed. It reaches your account in 5–7 working days. ${link}`,
    hi: ([id, amount, link]) => `ऑर्डर ${id} के ${amount} की धनवापसी कर दी गई है। यह राशि 5–7 कार्य दिवसों में आपके खाते में पहुँच जाएगी। ${link}`,
  }),
  PUJA_REMINDER: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, day(f.eventDateTime, language), f.templeName, orderLink(baseUrl, f.orderId)],
    en: ([id, event, on, temple, link]) => `🙏 Tomorrow, ${on}, ${event} is performed at ${temple} with your sankalp (order ${id}). Your order: ${link}`,
    hi: ([id, event, on, temple, link]) => `🙏 कल, ${on} को, ${temple} में आपके संकल्प के साथ ${event} होगी (ऑर्डर ${id})। आपका ऑर्डर: ${link}`,
  }),
  PUJA_PERFORMED: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, performedWhen(f, language), orderLink(baseUrl, f.orderId)],
    en: ([id, event, when, link]) => `🙏 Your puja ${event} (order ${id}) was performed ${when}. Its video will follow on your order page: ${link}`,
    hi: ([id, event, when, link]) => `🙏 आपकी पूजा ${event} (ऑर्डर ${id}) ${when} संपन्न हुई। इसका वीडियो आपके ऑर्डर पेज पर आएगा: ${link}`,
  }),
  CHADAWA_OFFERED: (f, language, baseUrl) => ({
    params: [f.orderId, f.eventName, performedWhen(f, language), orderLink(baseUrl, f.orderId)],
    en: ([id, event, when, link]) => `🙏 Your offering ${event} (order ${id}) was made ${when}. Its video will follow on your order page: ${link}`,
    hi: ([id, event, when, link]) => `🙏 आपका चढ़ावा ${event} (ऑर्डर ${id}) ${when} अर्पित किया गया। इसका वीडियो आपके ऑर्डर पेज पर आएगा: ${link}`,
  }),
};

/**
 * Every message ends with this signature: besides telling who writes, it keeps a variable (most
 * end with the order link) off the end of the template, which Meta does not approve.
 */
const SIGNATURE = { en: ' — Team Sankalp', hi: ' — टीम संकल्प' };
const say = (parts: Parts, language: Language, params: string[]) =>
  language === 'hindi' ? `${parts.hi(params)}${SIGNATURE.hi}` : `${parts.en(params)}${SIGNATURE.en}`;

/** The template's name at Meta: sankalp_order_paid, sankalp_video_ready, sankalp_video_ready_chadawa… */
export const templateName = (text: TMessageText) => `sankalp_${text.toLowerCase()}`;

/** The message of `kind` about the order in `facts`, in the words of its kind (a puja's or a chadawa's). */
export function renderMessage(kind: TMessageKind, facts: MessageFacts, language: Language, baseUrl: string): RenderedMessage {
  const text = messageText(kind, facts.eventKind);
  const parts = TEXTS[text](facts, language, baseUrl.replace(/\/+$/, ''));
  return { text, template: templateName(text), params: parts.params, body: say(parts, language, parts.params) };
}

const SAMPLE: MessageFacts = {
  orderId: 'SKP7K2M9Q4XZ',
  eventName: 'Rudrabhishek',
  templeName: 'Shri Kashi Vishwanath Temple',
  eventDateTime: '2026-12-01T06:30:00+05:30',
  devoteeName: 'Asha Devi',
  gotra: 'Kashyap',
  additionalNames: [],
};

/**
 * A template as submitted for approval (Meta, DLT): its text with {{1}}, {{2}}… where the variables
 * go. docs/messages.md is written from this (npm run messages:doc -w @sankalp/api), so the
 * approved wording and what we send cannot drift apart silently (a test compares them).
 */
export function templateText(text: TMessageText, language: Language): { name: string; text: string } {
  const parts = TEXTS[text](SAMPLE, language, 'https://sankalp.example');
  const slots = parts.params.map((_, i) => `{{${i + 1}}}`);
  return { name: templateName(text), text: say(parts, language, slots) };
}
