import type { Language, TOrderDetail, TOrderListItem, TOrderScan } from '@sankalp/contract';
import { rupees } from '../cart/price-cart.ts';
import { toOrderScans } from '../shipping/scans.ts';
import { isPayable } from './order-status.ts';
import type { findOrderParts, OrderRow } from './queries.ts';
import { sankalpClosesAt, toOrderSankalp } from './sankalp.ts';
import { namesAllowed } from './sankalp-names.ts';
import { paymentMessage, statusDescription, statusName, timelineDescription, timelineName } from './status-text.ts';
import { refundStatusText, stepDescription, stepName, stepShown, timelineSteps } from './step-text.ts';

type OrderParts = Awaited<ReturnType<typeof findOrderParts>>;

const pick = <T>(language: Language, en: T, hi: T) => (language === 'hindi' ? hi : en);

export function toOrderListItem(order: OrderRow, language: Language): TOrderListItem {
  return {
    orderId: order.id,
    orderStatus: order.status,
    orderDisplayName: statusName(order.status, language),
    orderDescription: statusDescription(order.status, language, order.type),
    eventName: pick(language, order.eventNameEn, order.eventNameHi),
    orderDate: order.createdAt.toISOString(),
    totalAmount: rupees(order.totalPaise),
    paymentDetails: { showPaymentButton: isPayable(order.status) },
  };
}

/** Everything comes from the order's own copy, so later catalogue edits never change it. */
export function toOrderDetail(order: OrderRow, parts: OrderParts, language: Language, now = new Date()): TOrderDetail {
  const card = toOrderListItem(order, language);
  const steps = timelineSteps(parts.history);
  return {
    ...card,
    eventDateTime: order.eventDateTime.toISOString(),
    type: order.type,
    videoUrl: order.videoUrl,
    image: order.imageUrl,
    name: card.eventName,
    userInfo: { name: order.devoteeName, additionalNames: order.additionalNames },
    items: parts.items.map((item) => ({
      catalogName: pick(language, item.nameEn, item.nameHi),
      catalogSubType: item.subType,
      itemAmount: rupees(item.unitPaise),
      quantity: item.quantity,
      totalAmount: rupees(item.totalPaise),
    })),
    shippingDetails: order.shipping ? { location: order.shipping, tracking: trackingOf(order, toOrderScans(parts.scans, language)) } : null,
    paymentDetails: {
      paymentId: parts.payment?.providerPaymentId ?? null,
      paymentMethod: parts.payment?.method ?? null,
      message: paymentMessage(order.status, language),
      showPaymentButton: card.paymentDetails.showPaymentButton,
      refunds: parts.refunds.map((r) => ({
        amount: rupees(r.amountPaise),
        status: r.status,
        statusText: refundStatusText(r.status, language),
        createdAt: r.createdAt.toISOString(),
      })),
    },
    sankalp: toOrderSankalp(
      order,
      {
        templeName: parts.templeName(language),
        closesAt: sankalpClosesAt(parts.bookingClosesAt, order.eventDateTime),
        now,
        confirmed: parts.history.some((row) => row.step === 'SANKALP_CONFIRMED'),
        namesAllowed: namesAllowed(parts.items, parts.participantRules, order.additionalNames.length),
      },
      language,
    ),
    orderProcessingSteps: parts.history.map((row, i) => {
      const step = steps[i];
      // A fulfilment step is named by what happened; a status change by the status it reached.
      return step
        ? {
            displayInUI: stepShown(step),
            processingTypeDisplayName: stepName(
              step,
              { performedOn: order.performedOn, priestName: order.priestName, templeName: parts.templeName(language), kind: order.type },
              language,
            ),
            processingTypeDescription: stepDescription(step, language, order.type),
            startedAt: row.at.toISOString(),
          }
        : {
            displayInUI: true,
            processingTypeDisplayName: timelineName(row.toStatus as OrderRow['status'], language),
            processingTypeDescription: timelineDescription(row.toStatus as OrderRow['status'], language, order.type),
            startedAt: row.at.toISOString(),
          };
    }),
  };
}

function trackingOf(order: OrderRow, scans: TOrderScan[]) {
  if (!order.shippedAt || !order.courierName || !order.trackingNumber || !order.trackingUrl) return null;
  return {
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt.toISOString(),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    scans,
  };
}
