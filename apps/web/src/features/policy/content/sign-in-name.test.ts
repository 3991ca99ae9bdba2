import { expect, it } from 'vitest';
import policy from './hi.json' with { type: 'json' };

/** Decision 204: the Hindi policy names signing in and out as the rest of the site does. */
it('the Hindi policy says साइन इन / साइन आउट, never लॉगिन / लॉग इन / लॉग आउट / साइन अप', () => {
  const texts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]);
  expect(texts(policy).filter((text) => /लॉगिन|लॉग इन|लॉग आउट|साइन अप/.test(text))).toEqual([]);
});
