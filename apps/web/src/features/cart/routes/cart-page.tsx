import type { TCreateOrderRequest } from '@sankalp/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LangLink, useLangNavigate } from '../../../components/ui/lang-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trackBeginCheckout, trackViewCart } from '../../../lib/analytics.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { InLineDialog, useStartPayment, useWaitInLine } from '../../payment/index.ts';
import { createOrder } from '../api/create-order.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartEvent } from '../api/get-cart-event.ts';
import { AddItemsDialog } from '../components/add-items-dialog.tsx';
import { DevoteeForm } from '../components/devotee-form.tsx';
import { ReviewPanel } from '../components/review-panel.tsx';
import { setBasket } from '../lib/basket-store.ts';
import styles from '../components/cart-page.module.css';

function EmptyBasket() {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('cart.empty')}</p>
      <p>{t('cart.emptyHint')}</p>
      <div className={styles.emptyActions}>
        <LangLink to="/puja" className={buttonClass('primary')}>
          {t('cart.browsePuja')}
        </LangLink>
        <LangLink to="/chadawa" className={buttonClass('secondary')}>
          {t('cart.browseChadawa')}
        </LangLink>
      </div>
    </div>
  );
}

/**
 * /cart, 'Puja Basket' (spec §2): review panel and devotee form for the server's cart; confirm
 * creates the order (which empties the cart) and opens the payment. If the payment cannot start,
 * the status page of the new order offers Pay Now again. Past the server's capacity the order, then
 * the payment, waits in line on the in-line screen (decision 196): the basket stays as it is meanwhile,
 * and leaving the line before the order exists comes back to it unchanged.
 */
export default function CartPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('cart.title'));
  const cart = useCart();
  const event = useCartEvent(cart.data?.type, cart.data?.parentId);
  const line = useWaitInLine();
  const { startPayment } = useStartPayment(line);
  const [ordered, setOrdered] = useState(false);
  const navigate = useLangNavigate();
  const [processing, setProcessing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [pickedDay, setPickedDay] = useState('');

  const hasBooking = cart.data?.itemList.some((l) => l.subType === 'PUJA_PACKAGE' || l.subType === 'OFFERING_ITEM');

  // Once per visit, when a basket with a booking first shows (later answers are the devotee's own edits).
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart.data || !hasBooking) return;
    viewed.current = true;
    trackViewCart(cart.data);
  }, [cart.data, hasBooking]);

  const confirm = async (payload: TCreateOrderRequest) => {
    setProcessing(true);
    if (cart.data) trackBeginCheckout(cart.data);
    const order = await line.waitFor(() => createOrder(payload));
    if (!order?.ok) return setProcessing(false);
    setOrdered(true);
    setBasket([]);
    if (!(await startPayment(order.data))) void navigate(`/payment/status?orderId=${encodeURIComponent(order.data)}`);
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('cart.title')}
      </h1>
      {cart.isLoading ? (
        <Spinner label={t('cart.loading')} />
      ) : !cart.data || !hasBooking ? (
        <EmptyBasket />
      ) : (
        <div className={styles.layout}>
          <ReviewPanel cart={cart.data} event={event.data} pickedDay={pickedDay} />
          <div className={styles.formColumn}>
            {event.data && event.data.offeringItemList.length > 0 && (
              <button type="button" className={buttonClass('secondary', { block: true })} onClick={() => setAdding(true)}>
                {t('cart.addItems')}
              </button>
            )}
            <DevoteeForm
              cart={cart.data}
              event={event.data}
              processing={processing}
              onSubmit={(payload) => void confirm(payload)}
              onDateChange={setPickedDay}
            />
          </div>
          {adding && event.data && <AddItemsDialog event={event.data} onClose={() => setAdding(false)} />}
          <InLineDialog line={line} leaveLabel={ordered ? t('line.leave') : t('line.backToBasket')} />
        </div>
      )}
    </section>
  );
}
