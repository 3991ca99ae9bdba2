import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { StepForm } from './step-form.tsx';
import styles from './sign-in.module.css';

type Props = { name: string; busy: boolean; error: string | null; onChange: (value: string) => void; onSubmit: () => void };

/** New accounts give their name, which the pandit takes in the sankalp (spec §4: name and Register). */
export function CompleteProfileForm({ name, busy, error, onChange, onSubmit }: Props) {
  const { t } = useTranslation('account');
  return (
    <StepForm busy={busy} submitLabel={t('completeProfile.register')} busyLabel={t('completeProfile.registering')} onSubmit={onSubmit}>
      <h3 className={styles.stepTitle}>{t('completeProfile.title')}</h3>
      <p className={styles.intro}>{t('completeProfile.intro')}</p>
      <TextField
        label={t('completeProfile.nameLabel')}
        name="name"
        autoComplete="name"
        maxLength={60}
        value={name}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step has one field, and the user came to fill it
        autoFocus
      />
    </StepForm>
  );
}
