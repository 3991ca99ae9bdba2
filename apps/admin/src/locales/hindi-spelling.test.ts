import { hindiMisspellings } from '@sankalp/contract';
import { describe, expect, it } from 'vitest';

const hindi = import.meta.glob<{ default: unknown }>('./hi/*.json', { eager: true });

/** Every text of a locale tree. */
const texts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]);

/** Decision 232: the console's Hindi spells each word one way, as the site does; the refund is धनवापसी. */
describe('Hindi spelling in the console', () => {
  it('says धनवापसी, never रिफ़ंड / रिफंड, and one spelling of each word in every namespace', () => {
    expect(Object.keys(hindi).length).toBeGreaterThan(10);
    expect(hindiMisspellings(Object.values(hindi).flatMap((module) => texts(module.default)))).toEqual([]);
  });

  it('names its buttons in Hindi where a hint refers to them (reading mode said "press Start")', () => {
    const all = Object.values(hindi).flatMap((module) => texts(module.default));
    expect(all.filter((text) => /\b(Start|Next)\b/.test(text))).toEqual([]);
  });
});
