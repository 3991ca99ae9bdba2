import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /payment/processing: where a provider or the app wrapper may land while a payment settles.
 * It hands over to the status page for the order (which asks the provider), or home without one.
 */
export default function PaymentProcessingPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const navigate = useLangNavigate();
  const orderId = params.get('orderId')?.trim() ?? '';
  usePageTitle(t('payment.processing'));

  useEffect(() => {
    void navigate(orderId ? `/payment/status?orderId=${encodeURIComponent(orderId)}` : '/', { replace: true });
  }, [orderId, navigate]);

  return <Spinner label={t('payment.processing')} />;
}
