import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './sign-in.module.css';

type Props = { name: string; busy: boolean; error: string | null; onChange: (value: string) => void; onSubmit: () => void };

/** New accounts give their name, which the pandit takes in the sankalp (spec §4: name and Register). */
export function CompleteProfileForm({ name, busy, error, onChange, onSubmit }: Props) {
  const { t } = useTranslation('account');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
        autoFocus
      />
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={busy}>
        {busy ? t('completeProfile.registering') : t('completeProfile.register')}
      </button>
    </form>
  );
}
