import { describe, expect, it } from 'vitest';
import {
  afterVerify,
  initialSignIn,
  isValidOtp,
  isValidPhone,
  phoneDigits,
  resendSecondsLeft,
  RESEND_WAIT_MS,
  signInReducer,
  type SignInAction,
  type SignInState,
} from './sign-in-form.ts';

const run = (...actions: SignInAction[]): SignInState => actions.reduce(signInReducer, initialSignIn);

describe('sign-in form logic', () => {
  it('keeps the phone to digits only, at most 10', () => {
    expect(phoneDigits('98a76-5 43')).toBe('9876543');
    expect(phoneDigits('98765432109')).toBe('9876543210');
    expect(run({ type: 'phone', value: 'abc' }).phone).toBe('');
  });

  it('takes a pasted number with +91 or a leading 0 as the 10-digit number', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('098765 43210')).toBe('9876543210');
  });

  it('accepts exactly 10 digits as a phone and 6 as an OTP', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(run({ type: 'otp', value: '12a34567' }).otp).toBe('123456');
  });

  it('moves to the OTP step on send and locks resend for 30 s', () => {
    const state = run({ type: 'phone', value: '9876543210' }, { type: 'busy' }, { type: 'otpSent', at: 1_000 });
    expect(state).toMatchObject({ step: 'otp', busy: false, resendAt: 1_000 + RESEND_WAIT_MS });
    expect(resendSecondsLeft(state.resendAt, 1_000)).toBe(30);
    expect(resendSecondsLeft(state.resendAt, 1_000 + 29_001)).toBe(1);
    expect(resendSecondsLeft(state.resendAt, 1_000 + 30_000)).toBe(0);
    expect(resendSecondsLeft(null, 0)).toBe(0);
  });

  it('clears the error as soon as the devotee types again', () => {
    const invalid = run({ type: 'invalid', error: 'signIn.phoneInvalid' });
    expect(invalid.error).toBe('signIn.phoneInvalid');
    expect(signInReducer(invalid, { type: 'phone', value: '9' }).error).toBeNull();
  });

  it('goes to the profile step only when the server asks for it', () => {
    const otp = run({ type: 'otpSent', at: 0 });
    expect(signInReducer(otp, { type: 'verified', redirectTo: 'PROFILE' }).step).toBe('profile');
    expect(signInReducer(otp, { type: 'verified', redirectTo: 'HOME' }).step).toBe('otp');
  });

  it('after verify: profile step, else reload in the modal or home on the page', () => {
    expect(afterVerify('PROFILE', true)).toBe('profile');
    expect(afterVerify('HOME', true)).toBe('reload');
    expect(afterVerify('HOME', false)).toBe('home');
  });

  it('lets the devotee go back and change the number', () => {
    const state = run({ type: 'phone', value: '9876543210' }, { type: 'otpSent', at: 0 }, { type: 'otp', value: '12' }, { type: 'changeNumber' });
    expect(state).toMatchObject({ step: 'phone', phone: '9876543210', otp: '' });
  });
});
