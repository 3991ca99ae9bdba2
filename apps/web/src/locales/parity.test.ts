import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import hi from './hi/index.ts';

/** Every leaf path of a locale tree ("nav.puja", "importantDetails.0.title"). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('locales', () => {
  it('Hindi and English have exactly the same keys', () => {
    expect(leafPaths(hi).sort()).toEqual(leafPaths(en).sort());
  });

  it('no text is empty and placeholders match', () => {
    const get = (tree: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const path of leafPaths(en)) {
      const [english, hindi] = [get(en, path), get(hi, path)];
      expect(String(english).trim(), path).not.toBe('');
      expect(String(hindi).trim(), path).not.toBe('');
      const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(hindi), path).toEqual(vars(english));
    }
  });

  it('keeps the spec texts exactly', () => {
    expect(en.event.list.end).toBe('You have seen all events!');
    expect(en.common.notFound.title).toBe('Page Does Not Exist');
    expect(en.common.notFound.goHome).toBe('Go to Home');
    expect(en.common.noData).toBe('No data available');
    expect(en.event.detail.ended).toBe('The event has ended!');
    expect(en.event.detail.upcoming).toBe('The event is upcoming. Stay tuned!');
    expect(en.event.eventUpcoming).toBe('Upcoming Event');
    expect(en.event.eventEnded).toBe('Event Ended');
    expect(en.common.bannerImage).toBe('Banner Image');
    expect(en.common.devotee).toBe('Devotee');
    expect(en.common.loginModal.title).toBe('Please Login');
    expect(en.pages.cart).toBe('Puja Basket');
    expect(en.pages.cartEmpty).toBe('Puja Basket is Empty');
    expect(en.account.signIn.phoneInvalid).toBe('Please enter a valid 10-digit mobile number.');
    expect(en.account.signIn.otpSent).toBe('OTP sent successfully!');
    expect(en.account.signIn.sendFailed).toBe('Failed to send OTP. Please try again later.');
    expect(en.account.completeProfile.nameRequired).toBe('Name is mandatory!');
    expect(en.account.completeProfile.register).toBe('Register');
    expect(en.account.profile.updateFailed).toBe('Failed to update user. Please try again.');
    expect(en.account.deactivate.failed).toBe('Failed to deactivate account. Please try again.');
    expect(en.account.deactivate.redirecting).toBe('redirecting to homepage');
    expect(en.pages.policyLoadFailed).toBe('Failed to load privacy policy');
    expect(en.common.errors.httpStatus).toBe('HTTP error! Status: {{code}}');
  });
});
