import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../components/ui/field.module.css';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * Consent to booking updates on WhatsApp (issue 12, decision 171): unticked until the devotee
 * ticks it; left unticked, updates come by SMS — unless the number consented earlier, which an
 * unticked box leaves in place (the hint says so). Sent as the checkout's `whatsappOptIn`.
 */
export function WhatsAppOptIn({ checked, onChange }: Props) {
  const { t } = useTranslation('booking');
  const hintId = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.check}>
        <input type="checkbox" name="whatsappOptIn" checked={checked} aria-describedby={hintId} onChange={(e) => onChange(e.target.checked)} />
        <span>{t('cart.whatsappOptIn')}</span>
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        {t('cart.whatsappOptInHint')}
      </p>
    </div>
  );
}
