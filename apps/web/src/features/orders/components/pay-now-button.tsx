import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './orders.module.css';

type PayNowProps = { processing: boolean; disabled?: boolean; onPay: () => void; small?: boolean; retry?: boolean };

/**
 * 'Pay Now' ('Retry payment' after a failed payment, issue 21), or a disabled 'Processing
 * Payment...' with a spinner while the payment starts.
 */
export function PayNowButton({ processing, disabled, onPay, small, retry }: PayNowProps) {
  const { t } = useTranslation('orders');
  return (
    <button type="button" className={buttonClass('primary', { small })} disabled={processing || disabled} aria-busy={processing} onClick={onPay}>
      {processing && <span className={styles.buttonSpinner} aria-hidden="true" />}
      {processing ? t('pay.processing') : retry ? t('pay.retry') : t('pay.payNow')}
    </button>
  );
}
