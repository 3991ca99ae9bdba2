import { hindiMisspellings } from '@sankalp/contract';
import { expect, it } from 'vitest';
import policy from './hi.json' with { type: 'json' };

const texts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]);

/** Decision 204: the Hindi policy names signing in and out as the rest of the site does. */
it('the Hindi policy says साइन इन / साइन आउट, never लॉगिन / लॉग इन / लॉग आउट / साइन अप', () => {
  expect(texts(policy).filter((text) => /लॉगिन|लॉग इन|लॉग आउट|साइन अप/.test(text))).toEqual([]);
});

/** Decision 232: and spells each word as the rest of the site does (धनवापसी for a refund). */
it('the Hindi policy spells each word as the site does', () => {
  expect(hindiMisspellings(texts(policy))).toEqual([]);
});
