import type { TBilingual, TCatalogueEventInput } from '@sankalp/contract';
import { fillIn, PUBLISH_MESSAGES } from '../../lib/messages/catalogue.ts';
import { isBlankHtml } from './sanitize-rich-text.ts';

const filled = (t: TBilingual) => t.en.trim() !== '' && t.hi.trim() !== '';
const filledHtml = (t: TBilingual) => !isBlankHtml(t.en) && !isBlankHtml(t.hi);

/**
 * The first reason the event cannot be shown to devotees, or null when it is ready. Each problem
 * is one fixed sentence, so the error handler can show its Hindi text.
 */
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
