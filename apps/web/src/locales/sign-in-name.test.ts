import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import hi from './hi/index.ts';

/** Every text of a locale tree. */
const texts = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]);

/** Decision 204: the site names signing in one way in Hindi, साइन इन (and its opposite साइन आउट). */
describe('one name for signing in', () => {
  it('Hindi says साइन इन everywhere, never लॉगिन / लॉग इन / साइन अप (the policy text: features/policy)', () => {
    const other = texts(hi).filter((text) => /लॉगिन|लॉग इन|लॉग आउट|साइन अप/.test(text));
    expect(other).toEqual([]);
    expect(hi.common.loginModal.title).toContain('साइन इन');
    expect(hi.common.nav.signup).toBe('साइन इन');
  });

  it("English keeps the spec's 'Please Login' and 'Signup' and says Sign in elsewhere", () => {
    expect(en.common.loginModal.title).toBe('Please Login');
    expect(en.common.nav.signup).toBe('Signup');
    const other = texts(en).filter((text) => !['Please Login', 'Signup'].includes(text) && /\blog ?in\b|\bsign ?up\b/i.test(text));
    expect(other).toEqual([]);
  });
});
