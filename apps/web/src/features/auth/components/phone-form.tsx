import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './sign-in.module.css';

type Props = { phone: string; busy: boolean; error: string | null; onChange: (value: string) => void; onSubmit: () => void };

export function PhoneForm({ phone, busy, error, onChange, onSubmit }: Props) {
  const { t } = useTranslation('account');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('signIn.intro')}</p>
      <TextField
        label={t('signIn.phoneLabel')}
        hint={t('signIn.phoneHint')}
        prefix="+91"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="9876543210"
        value={phone}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        autoFocus
      />
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={busy}>
        {busy ? t('signIn.sending') : t('signIn.sendOtp')}
      </button>
    </form>
  );
}
