import '../orders.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError, Loading, PageHeader, StatusBadge } from '../../../components/ui/index.ts';
import { OrderActions } from '../../fulfilment/index.ts';
import { errorMessage } from '../../../lib/toast.ts';
import { useOrder } from '../api/orders-api.ts';
import { MessagesSection } from '../components/messages-section.tsx';
import { AuditSection, DevoteeSection, MoneySection, NotesSection, ShippingSection, TimelineSection } from '../components/order-sections.tsx';

/** One order, composed of small sections (style guide: Medusa's order detail). */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useTranslation('orders');
  const query = useOrder(orderId);
  const backToList = (
    <p className="no-print">
      <Link to="/orders">{t('backToList')}</Link>
    </p>
  );
  if (query.isLoading) return <Loading />;
  // One message (the server's: not found, or another temple's order), and the way back.
  if (query.error || !query.data)
    return (
      <>
        {backToList}
        <FormError>{query.error ? errorMessage(query.error) : t('notFound')}</FormError>
      </>
    );
  const order = query.data;
  return (
    <>
      {backToList}
      <PageHeader title={`${t('detail.title')} ${order.orderId}`} description={i18n.language === 'hi' ? order.eventNameHi : order.eventNameEn} />
      <p>
        <StatusBadge status={order.status} />
      </p>
      <OrderActions order={order} />
      <div className="order-detail">
        <DevoteeSection order={order} />
        <MoneySection order={order} />
        <ShippingSection order={order} />
        <TimelineSection order={order} />
        <MessagesSection order={order} />
        <NotesSection order={order} />
        <AuditSection order={order} />
      </div>
    </>
  );
}
