import { REASON_MAX } from '@sankalp/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink } from '../../../components/ui/lang-link.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { deactivateUser } from '../api/deactivate-user.ts';
import styles from './profile.module.css';

/** Reason and an understanding checkbox; submit stays disabled until it is ticked (spec §4, §5). */
export function DeactivateForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('deactivate.reasonRequired'));
    setBusy(true);
    const message = await deactivateUser(reason.trim());
    setBusy(false);
    if (message) onDone(message);
  };

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('deactivate.intro')}</p>
      <TextAreaField
        label={t('deactivate.reasonLabel')}
        name="reason"
        maxLength={REASON_MAX}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      <label className={fieldStyles.check}>
        <input type="checkbox" name="understood" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>{t('deactivate.understand')}</span>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('maroon')} disabled={!understood || busy}>
          {busy ? t('deactivate.submitting') : t('deactivate.submit')}
        </button>
        <LangLink to="/profile" className={buttonClass('ghost')}>
          {t('deactivate.cancel')}
        </LangLink>
      </div>
    </form>
  );
}
