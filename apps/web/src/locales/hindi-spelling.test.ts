import { hindiMisspellings } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';
import hi from './hi/index.ts';

/** Every text of a locale tree. */
const texts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]);

/** Decision 232: one spelling per word in Hindi; the refund is धनवापसी. */
describe('Hindi spelling', () => {
  it('the site says धनवापसी, never रिफ़ंड / रिफंड, and one spelling of each word (the policy text: features/policy)', () => {
    expect(hindiMisspellings(texts(hi))).toEqual([]);
    expect(hi.orders.details.refunded).toContain('धनवापसी');
  });
});
