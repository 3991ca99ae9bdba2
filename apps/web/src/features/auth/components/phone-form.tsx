import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { StepForm } from './step-form.tsx';
import styles from './sign-in.module.css';

type Props = { phone: string; busy: boolean; error: string | null; onChange: (value: string) => void; onSubmit: () => void };

export function PhoneForm({ phone, busy, error, onChange, onSubmit }: Props) {
  const { t } = useTranslation('account');
  return (
    <StepForm busy={busy} submitLabel={t('signIn.sendOtp')} busyLabel={t('signIn.sending')} onSubmit={onSubmit}>
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
        // eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step has one field, and the user came to fill it
        autoFocus
      />
    </StepForm>
  );
}
