import type { TBilingual, TCatalogueEventInput } from '@sankalp/contract';
import { isBlankHtml } from './sanitize-rich-text.ts';

/**
 * What an event needs before devotees may see it. Each problem is one fixed sentence (so the
 * error handler can show its Hindi text); the first problem found is the one reported.
 */
const FIELDS = {
  name: ['name', 'नाम'],
  shortDescription: ['short description', 'संक्षिप्त विवरण'],
  attendeeStatusText: ['attendee status text', 'श्रद्धालु स्थिति पाठ'],
  locationAddress: ['location address', 'स्थान का पता'],
  about: ['about text', 'परिचय पाठ'],
  discountText: ['discount text', 'छूट पाठ'],
  imageAlt: ['image description (alt text)', 'चित्र विवरण (alt पाठ)'],
  benefit: ['benefit name and description', 'लाभ का नाम और विवरण'],
  faq: ['FAQ question and answer', 'प्रश्न और उत्तर'],
  packageName: ['package name', 'पैकेज का नाम'],
  itemName: ['offering item name and description', 'चढ़ावा वस्तु का नाम और विवरण'],
} as const;
type Field = keyof typeof FIELDS;

const fillIn = (field: Field) => `Fill in the ${FIELDS[field][0]} in both English and Hindi before publishing.`;

export const PUBLISH_MESSAGES = {
  pincode: 'Add the 6-digit pincode before publishing.',
  mainImage: 'Add at least one main image before publishing.',
  packageNeeded: 'Add at least one package before publishing.',
  itemNeeded: 'Add at least one offering item before publishing.',
  packageImage: 'Every package needs an image before publishing.',
  itemImage: 'Every offering item needs an image before publishing.',
  listBelowAmount: 'An item’s list amount cannot be below its amount.',
  closesBeforeOpens: 'Booking must close after it opens.',
  fixedDatesEmpty: 'Add at least one allowed date for a puja with fixed dates.',
  rangeIncomplete: 'A puja with a date range needs a start and an end, the end after the start.',
} as const;

export const PUBLISH_MESSAGES_HI: Record<string, string> = {
  ...Object.fromEntries(
    (Object.keys(FIELDS) as Field[]).map((f) => [fillIn(f), `प्रकाशित करने से पहले ${FIELDS[f][1]} अंग्रेज़ी और हिंदी दोनों में भरें।`]),
  ),
  [PUBLISH_MESSAGES.pincode]: 'प्रकाशित करने से पहले 6 अंकों का पिनकोड जोड़ें।',
  [PUBLISH_MESSAGES.mainImage]: 'प्रकाशित करने से पहले कम से कम एक मुख्य चित्र जोड़ें।',
  [PUBLISH_MESSAGES.packageNeeded]: 'प्रकाशित करने से पहले कम से कम एक पैकेज जोड़ें।',
  [PUBLISH_MESSAGES.itemNeeded]: 'प्रकाशित करने से पहले कम से कम एक चढ़ावा वस्तु जोड़ें।',
  [PUBLISH_MESSAGES.packageImage]: 'प्रकाशित करने से पहले हर पैकेज का चित्र जोड़ें।',
  [PUBLISH_MESSAGES.itemImage]: 'प्रकाशित करने से पहले हर चढ़ावा वस्तु का चित्र जोड़ें।',
  [PUBLISH_MESSAGES.listBelowAmount]: 'किसी वस्तु की सूची राशि उसकी राशि से कम नहीं हो सकती।',
  [PUBLISH_MESSAGES.closesBeforeOpens]: 'बुकिंग खुलने के बाद ही बंद हो सकती है।',
  [PUBLISH_MESSAGES.fixedDatesEmpty]: 'निश्चित तिथियों वाली पूजा के लिए कम से कम एक तिथि जोड़ें।',
  [PUBLISH_MESSAGES.rangeIncomplete]: 'तिथि सीमा वाली पूजा के लिए आरंभ और अंत चाहिए, अंत आरंभ के बाद।',
};

const filled = (t: TBilingual) => t.en.trim() !== '' && t.hi.trim() !== '';
const filledHtml = (t: TBilingual) => !isBlankHtml(t.en) && !isBlankHtml(t.hi);

/** The first reason the event cannot be shown to devotees, or null when it is ready. */
export function publishProblem(e: TCatalogueEventInput): string | null {
  if (!filled(e.name)) return fillIn('name');
  if (!filledHtml(e.shortDescription)) return fillIn('shortDescription');
  if (!filled(e.attendeeStatusText)) return fillIn('attendeeStatusText');
  if (!filled(e.locationAddress)) return fillIn('locationAddress');
  if (!/^\d{6}$/.test(e.locationPincode)) return PUBLISH_MESSAGES.pincode;
  if (!filledHtml(e.about)) return fillIn('about');
  const discount = [e.discountText.en.trim(), e.discountText.hi.trim()].filter(Boolean).length;
  if (discount === 1) return fillIn('discountText');
  if (!e.images.some((i) => i.section === 'MAIN' && i.url !== '')) return PUBLISH_MESSAGES.mainImage;
  if (e.images.some((i) => !filled(i.alt))) return fillIn('imageAlt');
  if (e.benefits.some((b) => !filled(b.name) || !filled(b.description))) return fillIn('benefit');
  if (e.faqs.some((f) => !filled(f.question) || !filled(f.answerText))) return fillIn('faq');
  if (e.type === 'PUJA') {
    if (e.packages.length === 0) return PUBLISH_MESSAGES.packageNeeded;
    if (e.packages.some((p) => !filled(p.name))) return fillIn('packageName');
    if (e.packages.some((p) => p.imageUrl === '')) return PUBLISH_MESSAGES.packageImage;
  } else {
    if (e.items.length === 0) return PUBLISH_MESSAGES.itemNeeded;
    if (e.items.some((i) => !filled(i.name) || !filled(i.description))) return fillIn('itemName');
    if (e.items.some((i) => i.imageUrl === '')) return PUBLISH_MESSAGES.itemImage;
    if (e.items.some((i) => i.listAmountPaise < i.amountPaise)) return PUBLISH_MESSAGES.listBelowAmount;
  }
  if (Date.parse(e.bookingClosesAt) <= Date.parse(e.bookingOpensAt)) return PUBLISH_MESSAGES.closesBeforeOpens;
  const dates = e.type === 'PUJA' ? e.dateOptions : null;
  if (dates?.mode === 'FIXED_DATES' && dates.allowedDateTimes.length === 0) return PUBLISH_MESSAGES.fixedDatesEmpty;
  if (dates?.mode === 'RANGE' && (!dates.startDateTime || !dates.endDateTime || Date.parse(dates.endDateTime) < Date.parse(dates.startDateTime)))
    return PUBLISH_MESSAGES.rangeIncomplete;
  return null;
}
