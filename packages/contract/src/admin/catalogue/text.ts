import * as z from 'zod/mini';

/** Longest plain text field (names, alt texts, short answers). */
export const SHORT_TEXT_MAX = 500;
/** Longest rich text (sanitized HTML of short description and about). */
export const RICH_TEXT_MAX = 20_000;

/**
 * Every text of the catalogue in both languages, edited side by side. Drafts may leave a language
 * empty; publishing refuses an event whose required English or Hindi text is empty.
 */
export const bilingual = (max = SHORT_TEXT_MAX) =>
  z.object({
    en: z.string().check(z.maxLength(max, { error: `A text is longer than ${max} characters.` })),
    hi: z.string().check(z.maxLength(max, { error: `A text is longer than ${max} characters.` })),
  });
export const ZBilingual = bilingual();
export type TBilingual = z.infer<typeof ZBilingual>;

/** A list of bullet lines in both languages (package descriptions, FAQ answer bullets). */
export const ZBilingualList = z.object({
  en: z.array(z.string().check(z.maxLength(SHORT_TEXT_MAX))).check(z.maxLength(30)),
  hi: z.array(z.string().check(z.maxLength(SHORT_TEXT_MAX))).check(z.maxLength(30)),
});
export type TBilingualList = z.infer<typeof ZBilingualList>;

/** An image URL from the media upload (or a site path such as /images/x.webp). */
export const ZImageUrl = z.string().check(
  z.maxLength(1000),
  z.refine((url: string) => url === '' || url.startsWith('/') || url.startsWith('https://'), {
    error: 'An image address must start with / or https://.',
  }),
);

/** An ISO 8601 date-time with its offset, e.g. 2026-12-01T06:30:00.000Z. */
export const ZDateTime = z
  .string()
  .check(z.refine((value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), { error: 'A date-time is not valid.' }));

export const ZPaise = z.int().check(z.minimum(0, { error: 'An amount cannot be negative.' }), z.maximum(100_000_000, { error: 'An amount is too large.' }));

/** Database ids are UUIDs; anything else is refused before it reaches a query. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ENTRY_ID_MESSAGE = 'This entry does not exist.';
export const ZEntryId = z.string().check(z.regex(UUID_PATTERN, { error: ENTRY_ID_MESSAGE }));
