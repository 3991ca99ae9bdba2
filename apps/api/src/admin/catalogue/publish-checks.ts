import type { TBilingual, TCatalogueEventInput } from '@sankalp/contract';
import { fillIn, PUBLISH_MESSAGES } from '../../lib/messages/catalogue.ts';
import { isBlankHtml } from './sanitize-rich-text.ts';
import { ListedProblemsError } from '../../lib/errors.ts';

const filled = (t: TBilingual) => t.en.trim() !== '' && t.hi.trim() !== '';
const filledHtml = (t: TBilingual) => !isBlankHtml(t.en) && !isBlankHtml(t.hi);

/**
 * Every reason the event cannot be shown to devotees, in the editor's order; empty when it is
 * ready. Each problem is one fixed sentence, so the error handler can show its Hindi text.
 */
export function publishProblems(e: TCatalogueEventInput): string[] {
  const problems: (string | false)[] = [
    !filled(e.name) && fillIn('name'),
    !filledHtml(e.shortDescription) && fillIn('shortDescription'),
    !filled(e.attendeeStatusText) && fillIn('attendeeStatusText'),
    !filled(e.locationAddress) && fillIn('locationAddress'),
    !/^\d{6}$/.test(e.locationPincode) && PUBLISH_MESSAGES.pincode,
    !filledHtml(e.about) && fillIn('about'),
    [e.discountText.en.trim(), e.discountText.hi.trim()].filter(Boolean).length === 1 && fillIn('discountText'),
    !e.images.some((i) => i.section === 'MAIN' && i.url !== '') && PUBLISH_MESSAGES.mainImage,
    e.images.some((i) => !filled(i.alt)) && fillIn('imageAlt'),
    e.benefits.some((b) => !filled(b.name) || !filled(b.description)) && fillIn('benefit'),
    e.faqs.some((f) => !filled(f.question) || !filled(f.answerText)) && fillIn('faq'),
    ...(e.type === 'PUJA' ? packageProblems(e.packages) : itemProblems(e.items)),
    Date.parse(e.bookingClosesAt) <= Date.parse(e.bookingOpensAt) && PUBLISH_MESSAGES.closesBeforeOpens,
    ...dateProblems(e),
  ];
  return problems.filter((p): p is string => typeof p === 'string');
}

const packageProblems = (packages: TCatalogueEventInput['packages']) =>
  packages.length === 0
    ? [PUBLISH_MESSAGES.packageNeeded]
    : [packages.some((p) => !filled(p.name)) && fillIn('packageName'), packages.some((p) => p.imageUrl === '') && PUBLISH_MESSAGES.packageImage];

const itemProblems = (items: TCatalogueEventInput['items']) =>
  items.length === 0
    ? [PUBLISH_MESSAGES.itemNeeded]
    : [
        items.some((i) => !filled(i.name) || !filled(i.description)) && fillIn('itemName'),
        items.some((i) => i.imageUrl === '') && PUBLISH_MESSAGES.itemImage,
        items.some((i) => i.listAmountPaise < i.amountPaise) && PUBLISH_MESSAGES.listBelowAmount,
      ];

function dateProblems(e: TCatalogueEventInput): (string | false)[] {
  const dates = e.type === 'PUJA' ? e.dateOptions : null;
  if (dates?.mode === 'FIXED_DATES') return [dates.allowedDateTimes.length === 0 && PUBLISH_MESSAGES.fixedDatesEmpty];
  if (dates?.mode === 'RANGE')
    return [
      (!dates.startDateTime || !dates.endDateTime || Date.parse(dates.endDateTime) < Date.parse(dates.startDateTime)) && PUBLISH_MESSAGES.rangeIncomplete,
    ];
  return [];
}

/** Refuses a publish (or an edit of a published event) with every problem listed (decision 294). */
export function assertPublishable(e: TCatalogueEventInput): void {
  const problems = publishProblems(e);
  if (problems.length > 0) throw new ListedProblemsError(problems);
}
