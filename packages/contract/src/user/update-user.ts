import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';
import { isPersonText } from '../common/person-text.ts';
import { ZUserProfile } from './get-user.ts';

export const UPDATE_USER_PATH = '/user/update';

export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const NAME_MESSAGES = {
  required: 'Name is mandatory!',
  tooShort: 'Name must be at least 2 characters long',
  tooLong: 'Name must be at most 60 characters long',
  letters: 'Name must contain only letters',
} as const;

/** Latin or Devanagari letters (with their marks), spaces and the . ' - of names like "R. K. D'Souza". */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'-]+$/u;
const NAME_SCRIPTS = /^[\p{Script=Latin}\p{Script=Devanagari}\p{Script=Common}\p{Script=Inherited}]+$/u;

/** Trimmed, inner runs of spaces collapsed and Unicode-normalised, so one name is stored one way. */
export const ZPersonName = z.pipe(
  z.pipe(
    z.string({ error: NAME_MESSAGES.required }),
    z.transform((raw: string) => raw.normalize('NFC').trim().replace(/\s+/g, ' ')),
  ),
  z.string().check(
    z.minLength(1, { error: NAME_MESSAGES.required }),
    z.minLength(NAME_MIN, { error: NAME_MESSAGES.tooShort }),
    z.maxLength(NAME_MAX, { error: NAME_MESSAGES.tooLong }),
    z.refine((name: string) => isPersonText(name) && NAME_CHARACTERS.test(name) && NAME_SCRIPTS.test(name) && /\p{L}/u.test(name), {
      error: NAME_MESSAGES.letters,
    }),
  ),
);

/** POST /user/update {name}: the answer is the updated profile. */
export const ZUpdateUserRequest = z.object({ name: ZPersonName }, { error: NAME_MESSAGES.required });
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

export const ZUpdateUserResponse = envelope(ZUserProfile);
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;
