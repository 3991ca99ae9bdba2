import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { resendSecondsLeft } from '../lib/sign-in-form.ts';
import { StepForm } from './step-form.tsx';
import styles from './sign-in.module.css';

type Props = {
  phone: string;
  otp: string;
  busy: boolean;
  error: string | null;
  resendAt: number | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
};

/** Re-renders every second while 'resend' is locked, so the countdown shows. */
function useSecondsLeft(resendAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(resendAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left > 0, resendAt]); // eslint-disable-line react-hooks/exhaustive-deps
  return left;
}

export function OtpForm({ phone, otp, busy, error, resendAt, onChange, onSubmit, onResend, onChangeNumber }: Props) {
  const { t } = useTranslation('account');
  const secondsLeft = useSecondsLeft(resendAt);
  const resend = (
    <button type="button" className={buttonClass('ghost', { block: true })} onClick={onResend} disabled={busy || secondsLeft > 0}>
      {secondsLeft > 0 ? t('signIn.resendIn', { seconds: secondsLeft }) : t('signIn.resend')}
    </button>
  );
  return (
    <StepForm busy={busy} submitLabel={t('signIn.verify')} busyLabel={t('signIn.verifying')} onSubmit={onSubmit} after={resend}>
      <p className={styles.intro}>
        {t('signIn.otpSentTo', { phone })}{' '}
        <button type="button" className={styles.linkButton} onClick={onChangeNumber} disabled={busy}>
          {t('signIn.changeNumber')}
        </button>
      </p>
      <TextField
        label={t('signIn.otpLabel')}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="••••••"
        className={styles.otp}
        value={otp}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step has one field, and the user came to fill it
        autoFocus
      />
    </StepForm>
  );
}
