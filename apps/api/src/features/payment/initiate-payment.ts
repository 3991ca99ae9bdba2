import { API_PREFIX, PAYMENT_PATHS, type Language, type TPaymentCheckout } from '@sankalp/contract';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import { isPayable, orderNotFound } from '../order/order-status.ts';
import { eventNotSellingError, notSellingFrom } from './event-selling.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { nothingToPay, notPayable, paymentStartFailed } from './payment-errors.ts';
import { findOwnedOrder, lockOrder, orderStatusOf, reuseOrRecordAttempt, touchPayment, type PaymentAttempt } from './queries.ts';
import { reconcileOnRequest } from './reconcile-payment.ts';

type OwnedOrder = NonNullable<Awaited<ReturnType<typeof findOwnedOrder>>>;

/**
 * POST /payment/initiate: the checkout data for one of the caller's payable orders. The amount is
 * the order's own total (paise), never the client's. A retry reuses the open provider order.
 * Only while the order's event sells (published, booking not closed; decision 184): otherwise a
 * 409 saying why, before any provider order is made.
 */
export async function initiatePayment(deps: PaymentDeps, user: AuthUser, orderId: string, language: Language, origin: string): Promise<TPaymentCheckout> {
  const order = await findOwnedOrder(deps.db, orderId, user.userId, deps.provider.name);
  if (!order) throw orderNotFound();
  if (!isPayable(order.status)) throw notPayable(order.status);
  if (order.totalPaise <= 0) throw nothingToPay();
  const notSelling = notSellingFrom(order.eventStatus, order.bookingClosed);
  if (notSelling) throw eventNotSellingError(notSelling);
  const payment = await openPayment(deps, order);

  const { keyId, checkoutUrl } = deps.provider.checkout(payment.providerOrderId, order.id);
  const base = deps.config.PUBLIC_BASE_URL ?? origin;
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url);
  const eventName = language === 'hindi' ? order.eventNameHi : order.eventNameEn;
  return {
    provider: deps.provider.name,
    razorpayKey: keyId,
    razorpayOrderId: payment.providerOrderId,
    orderId: order.id,
    amount: payment.amountPaise,
    currency: 'INR',
    name: deps.config.PAYMENT_BRAND_NAME,
    description: `${eventName} (${order.id})`.slice(0, 255),
    image: absolute(deps.config.PAYMENT_BRAND_IMAGE_URL),
    callbackUrl: `${base}${API_PREFIX}${PAYMENT_PATHS.callback}?orderId=${encodeURIComponent(order.id)}&language=${language}`,
    customerId: user.userId,
    themeColor: deps.config.PAYMENT_THEME_COLOR,
    prefill: { name: order.devoteeName, contact: `+91${user.phone}` },
    notes: { orderId: order.id },
    checkoutUrl: checkoutUrl && `${checkoutUrl}&language=${language}`,
  };
}

/**
 * A checkout was started for this order before, and its payment may have been taken while we
 * heard nothing (webhook and callback lost, decision 062). So the provider is asked first (within
 * the order's look-up budget): if it was paid, Pay Now answers ORDER_ALREADY_PAID and the site
 * shows the status page, instead of a second checkout the provider would refuse. If the provider
 * cannot be reached the checkout is offered as before (its own page refuses a paid order).
 */
async function reuseStartedCheckout(deps: PaymentDeps, orderId: string, open: PaymentAttempt): Promise<PaymentAttempt> {
  try {
    await reconcileOnRequest(deps, orderId, 'pay now');
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'PAYMENT_PROVIDER_UNAVAILABLE')) throw err;
    deps.log.warn({ orderId }, 'provider unreachable before reusing a started checkout');
  }
  const now = await orderStatusOf(deps.db, orderId);
  if (!now) throw orderNotFound();
  if (!isPayable(now.status)) throw notPayable(now.status);
  await touchPayment(deps.db, open.id);
  return open;
}

/**
 * The provider is called outside any transaction (no row lock or pooled connection is held over a
 * network call). Two initiations racing each create a provider order; the order row lock lets the
 * first insert win and the second return it, leaving one unused provider order that is never paid.
 */
async function openPayment(deps: PaymentDeps, order: OwnedOrder): Promise<PaymentAttempt> {
  const { db, provider, log } = deps;
  if (order.reusable) return reuseStartedCheckout(deps, order.id, order.reusable);
  let created;
  try {
    created = await provider.createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes: { orderId: order.id } });
  } catch (err) {
    if (err instanceof PaymentProviderError) throw paymentStartFailed();
    throw err;
  }
  if (created.amountPaise !== order.totalPaise) {
    log.error({ orderId: order.id, providerOrder: created, totalPaise: order.totalPaise }, 'provider order amount differs from the order total');
    throw paymentStartFailed();
  }
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw orderNotFound();
    if (!isPayable(locked.status)) throw notPayable(locked.status);
    const { fresh, ...attempt } = await reuseOrRecordAttempt(tx, {
      orderId: order.id,
      provider: provider.name,
      providerOrderId: created.id,
      amountPaise: created.amountPaise,
    });
    if (!fresh) log.info({ orderId: order.id, unused: created.id, kept: attempt.providerOrderId }, 'concurrent initiation: provider order left unused');
    return attempt;
  });
}
