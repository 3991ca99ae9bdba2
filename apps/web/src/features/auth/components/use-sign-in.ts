import { useReducer } from 'react';
import { ANALYTICS_EVENTS, track } from '../../../lib/analytics.ts';
import { updateUser } from '../../profile/index.ts';
import { sendOtp } from '../api/send-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { notify } from '../../../lib/toast.ts';
import { afterVerify, initialSignIn, isValidName, isValidOtp, isValidPhone, resendSecondsLeft, signInReducer } from '../lib/sign-in-form.ts';

export type SignInFinish = 'reload' | 'home';

/** The sign-in steps with their calls; the forms only render state and call these. */
export function useSignIn(inModal: boolean, onFinished: (finish: SignInFinish) => void) {
  const [state, dispatch] = useReducer(signInReducer, initialSignIn);
  const finish = () => {
    notify.dismissAll();
    onFinished(inModal ? 'reload' : 'home');
  };

  async function send() {
    if (!isValidPhone(state.phone)) return dispatch({ type: 'invalid', error: 'signIn.phoneInvalid' });
    if (state.step === 'otp' && resendSecondsLeft(state.resendAt, Date.now()) > 0) return;
    dispatch({ type: 'busy' });
    dispatch((await sendOtp(state.phone)) ? { type: 'otpSent', at: Date.now() } : { type: 'failed' });
  }

  async function verify() {
    if (!isValidOtp(state.otp)) return dispatch({ type: 'invalid', error: 'signIn.otpInvalid' });
    dispatch({ type: 'busy' });
    const redirectTo = await verifyOtp(state.phone, state.otp);
    if (!redirectTo) return dispatch({ type: 'failed' });
    // The right code: a 'wrong OTP' toast from an earlier try would now contradict the screen.
    notify.dismissAll();
    dispatch({ type: 'verified', redirectTo });
    const next = afterVerify(redirectTo, inModal);
    if (next !== 'profile') onFinished(next);
  }

  async function register() {
    if (!isValidName(state.name)) return dispatch({ type: 'invalid', error: 'completeProfile.nameRequired' });
    dispatch({ type: 'busy' });
    if (!(await updateUser(state.name.trim()))) return dispatch({ type: 'failed' });
    track(ANALYTICS_EVENTS.registration);
    finish();
  }

  return { state, dispatch, send, verify, register };
}
