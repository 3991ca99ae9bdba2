import { useTranslation } from 'react-i18next';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { setShowModal } from '../../../lib/app-state.ts';
import { keepChoiceForReload } from '../../../lib/login-prompt.ts';
import { CompleteProfileForm } from './complete-profile-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { useSignIn, type SignInFinish } from './use-sign-in.ts';
import styles from './sign-in.module.css';

/**
 * Phone → OTP → (new users) name, on /auth and in the 'Please Login' modal (spec §2, §4). After
 * sign-in the modal reloads the page, and the page finishes what the guest had tapped
 * (lib/login-prompt.ts); the page goes home.
 */
export function SignInFlow({ inModal = false }: { inModal?: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useLangNavigate();
  const onFinished = (finish: SignInFinish) => {
    if (finish === 'reload') {
      // What the guest tapped (an item, a package) is finished by the page after the reload.
      keepChoiceForReload();
      setShowModal(false);
      window.location.reload();
    } else void navigate('/', { replace: true });
  };
  const flow = useSignIn(inModal, onFinished);
  const { state } = flow;
  const error = state.error ? t(state.error) : null;

  return (
    <div className={styles.flow}>
      {state.step === 'phone' && (
        <PhoneForm phone={state.phone} busy={state.busy} error={error} onChange={(value) => flow.dispatch({ type: 'phone', value })} onSubmit={flow.send} />
      )}
      {state.step === 'otp' && (
        <OtpForm
          phone={state.phone}
          otp={state.otp}
          busy={state.busy}
          error={error}
          resendAt={state.resendAt}
          onChange={(value) => flow.dispatch({ type: 'otp', value })}
          onSubmit={flow.verify}
          onResend={flow.send}
          onChangeNumber={() => flow.dispatch({ type: 'changeNumber' })}
        />
      )}
      {state.step === 'profile' && (
        <CompleteProfileForm
          name={state.name}
          busy={state.busy}
          error={error}
          onChange={(value) => flow.dispatch({ type: 'name', value })}
          onSubmit={flow.register}
        />
      )}
    </div>
  );
}
