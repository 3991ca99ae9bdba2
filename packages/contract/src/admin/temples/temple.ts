import * as z from 'zod/mini';
import { envelope } from '../../common/envelope.ts';
import { isPersonText } from '../../common/person-text.ts';

/** English texts of temple validation; the API holds their Hindi (apps/api/src/lib/messages/console.ts). */
export const TEMPLE_MESSAGES = {
  nameEn: 'Enter the temple name in English.',
  nameHi: 'Enter the temple name in Hindi.',
  nameTooLong: 'A temple name can be at most 120 characters.',
  addressEn: 'Enter the address in English.',
  addressHi: 'Enter the address in Hindi.',
  addressTooLong: 'An address can be at most 300 characters.',
  pincode: 'Enter a valid 6-digit pincode.',
  contactName: 'Enter a contact name of at most 60 characters.',
  contactPhone: 'Enter the contact phone as a valid 10-digit mobile number.',
  contactEmail: 'Enter a valid contact email address.',
  characters: 'The text contains characters that are not allowed.',
  notFound: 'Temple not found.',
  alreadyArchived: 'This temple is already archived.',
  notArchived: 'This temple is not archived.',
  hasPublishedEvents: 'This temple still has published events. Unpublish or archive them first.',
  archived: 'This temple is archived: it cannot receive new events.',
  trustName: 'Enter the trust’s name as registered (at most 120 characters).',
  trustPan: 'Enter the trust’s PAN: 5 letters, 4 digits, 1 letter (e.g. AAATR1234K).',
  registration80g: 'Enter the 80G registration number (at most 60 characters).',
  registration80gDate: 'Enter the 80G validity as dates (YYYY-MM-DD).',
  registration80gAll: 'For 80G, fill in the trust’s name, PAN, registration number and its validity; or leave all of them empty.',
  registration80gOrder: 'The 80G validity must end after it starts.',
} as const;

/** A PAN: 5 letters, 4 digits, a letter (Income Tax Department's format). */
export const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const TEMPLE_NAME_MAX = 120;
export const TEMPLE_ADDRESS_MAX = 300;
export const CONTACT_NAME_MAX = 60;

/** One line a person types: trimmed, inner whitespace folded, NFC; then the given checks. */
const line = (required: string, max: number, tooLong: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: required }),
      z.transform((raw: string) => raw.normalize('NFC').trim().replace(/\s+/g, ' ')),
    ),
    z.string().check(z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }), z.refine(isPersonText, { error: TEMPLE_MESSAGES.characters })),
  );

/** An optional contact field: absent, null or blank all mean "none" (stored as null). */
const optional = <T extends z.ZodMiniType<string, string>>(inner: T) =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((raw: string | null | undefined) => (raw?.trim() ? raw.trim() : null)),
    ),
    z.nullable(inner),
  );

export const ZPincode = z.string({ error: TEMPLE_MESSAGES.pincode }).check(z.regex(/^[1-9]\d{5}$/, { error: TEMPLE_MESSAGES.pincode }));

/**
 * What the console sends to create or replace a temple. Name and address in both languages are
 * required (the site shows either); the contact is whom operations call about this temple's
 * pujas and prasad, optional because not every temple has named one yet.
 */
export const ZTempleInput = z
  .object(
    {
      nameEn: line(TEMPLE_MESSAGES.nameEn, TEMPLE_NAME_MAX, TEMPLE_MESSAGES.nameTooLong),
      nameHi: line(TEMPLE_MESSAGES.nameHi, TEMPLE_NAME_MAX, TEMPLE_MESSAGES.nameTooLong),
      addressEn: line(TEMPLE_MESSAGES.addressEn, TEMPLE_ADDRESS_MAX, TEMPLE_MESSAGES.addressTooLong),
      addressHi: line(TEMPLE_MESSAGES.addressHi, TEMPLE_ADDRESS_MAX, TEMPLE_MESSAGES.addressTooLong),
      pincode: ZPincode,
      contactName: optional(
        z.string().check(z.maxLength(CONTACT_NAME_MAX, { error: TEMPLE_MESSAGES.contactName }), z.refine(isPersonText, { error: TEMPLE_MESSAGES.characters })),
      ),
      contactPhone: optional(z.string().check(z.regex(/^[6-9]\d{9}$/, { error: TEMPLE_MESSAGES.contactPhone }))),
      contactEmail: optional(z.email({ error: TEMPLE_MESSAGES.contactEmail }).check(z.maxLength(254, { error: TEMPLE_MESSAGES.contactEmail }))),
      /**
       * Additive (issue 23, decision 263): the temple trust's 80G registration. All five, or none
       * (absent, null or blank): with them, the temple's donation lines get an 80G receipt.
       */
      trustName: optional(
        z.string().check(z.maxLength(TEMPLE_NAME_MAX, { error: TEMPLE_MESSAGES.trustName }), z.refine(isPersonText, { error: TEMPLE_MESSAGES.characters })),
      ),
      trustPan: optional(
        z.pipe(
          z.transform((v: string) => v.toUpperCase()),
          z.string().check(z.regex(PAN_SHAPE, { error: TEMPLE_MESSAGES.trustPan })),
        ),
      ),
      registration80g: optional(
        z.string().check(z.maxLength(60, { error: TEMPLE_MESSAGES.registration80g }), z.refine(isPersonText, { error: TEMPLE_MESSAGES.characters })),
      ),
      registration80gValidFrom: optional(z.string().check(z.regex(ISO_DATE, { error: TEMPLE_MESSAGES.registration80gDate }))),
      registration80gValidTo: optional(z.string().check(z.regex(ISO_DATE, { error: TEMPLE_MESSAGES.registration80gDate }))),
    },
    { error: TEMPLE_MESSAGES.nameEn },
  )
  .check(
    z.refine(
      (t) => {
        const set = [t.trustName, t.trustPan, t.registration80g, t.registration80gValidFrom, t.registration80gValidTo].filter((v) => v !== null).length;
        return set === 0 || set === 5;
      },
      { error: TEMPLE_MESSAGES.registration80gAll, path: ['trustName'] },
    ),
    z.refine((t) => !t.registration80gValidFrom || !t.registration80gValidTo || t.registration80gValidFrom < t.registration80gValidTo, {
      error: TEMPLE_MESSAGES.registration80gOrder,
      path: ['registration80gValidTo'],
    }),
  );
export type TTempleInput = z.input<typeof ZTempleInput>;
export type TTempleData = z.output<typeof ZTempleInput>;

/** A temple as the console shows it. `archivedAt` set: it keeps its events and orders, takes no new events. */
export const ZTemple = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  addressEn: z.string(),
  addressHi: z.string(),
  pincode: z.string(),
  contactName: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  /** Additive (issue 23): the trust's 80G registration, or nulls. */
  trustName: z.optional(z.nullable(z.string())),
  trustPan: z.optional(z.nullable(z.string())),
  registration80g: z.optional(z.nullable(z.string())),
  registration80gValidFrom: z.optional(z.nullable(z.string())),
  registration80gValidTo: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.nullable(z.string()),
  /** The platform's share of the temple's takings (decision 270): basis points of the net, paise per paid order. */
  shareBps: z.int(),
  feePerOrderPaise: z.int(),
});
export type TTemple = z.infer<typeof ZTemple>;

export const ZTempleResponse = envelope(ZTemple);
export type TTempleResponse = z.infer<typeof ZTempleResponse>;
