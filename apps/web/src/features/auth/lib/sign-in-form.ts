import type { TRedirectTo } from '@sankalp/contract';

/** Spec §9: a phone is 10 digits, the OTP 6; 'resend' waits 30 s after each send. */
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const RESEND_WAIT_MS = 30_000;

export type SignInStep = 'phone' | 'otp' | 'profile';
/** Error texts are locale keys (account namespace), so they follow a language switch. */
export type SignInError = 'signIn.phoneInvalid' | 'signIn.otpInvalid' | 'completeProfile.nameRequired';

export type SignInState = {
  step: SignInStep;
  phone: string;
  otp: string;
  name: string;
  error: SignInError | null;
  busy: boolean;
  /** When 'resend' unlocks (ms since epoch); null before the first send. */
  resendAt: number | null;
};

export type SignInAction =
  | { type: 'phone'; value: string }
  | { type: 'otp'; value: string }
  | { type: 'name'; value: string }
  | { type: 'invalid'; error: SignInError }
  | { type: 'busy' }
  | { type: 'failed' }
  | { type: 'otpSent'; at: number }
  | { type: 'verified'; redirectTo: TRedirectTo }
  | { type: 'changeNumber' };

export const initialSignIn: SignInState = { step: 'phone', phone: '', otp: '', name: '', error: null, busy: false, resendAt: null };

/** Keeps digits only, at most `max` of them. */
export const digitsOnly = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

/** Digits only; a pasted '+91 98765 43210' or '098765 43210' loses its country code or trunk 0. */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

export const isValidPhone = (phone: string) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone);
export const isValidOtp = (otp: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
export const isValidName = (name: string) => name.trim() !== '';

/** Whole seconds until 'resend' unlocks; 0 when it may be pressed. */
export function resendSecondsLeft(resendAt: number | null, now: number): number {
  return resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/** After a verified OTP (spec §4 "Login"): the profile step, else reload (modal) or go home (page). */
export function afterVerify(redirectTo: TRedirectTo, inModal: boolean): 'profile' | 'reload' | 'home' {
  if (redirectTo === 'PROFILE') return 'profile';
  return inModal ? 'reload' : 'home';
}

export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'phone':
      return { ...state, phone: phoneDigits(action.value), error: null };
    case 'otp':
      return { ...state, otp: digitsOnly(action.value, OTP_LENGTH), error: null };
    case 'name':
      return { ...state, name: action.value, error: null };
    case 'invalid':
      return { ...state, error: action.error, busy: false };
    case 'busy':
      return { ...state, busy: true, error: null };
    case 'failed':
      return { ...state, busy: false };
    case 'otpSent':
      return { ...state, step: 'otp', otp: '', busy: false, resendAt: action.at + RESEND_WAIT_MS };
    case 'verified':
      return { ...state, busy: false, step: action.redirectTo === 'PROFILE' ? 'profile' : state.step };
    case 'changeNumber':
      return { ...state, step: 'phone', otp: '', error: null };
  }
}
