import { ORDER_PAGE_SIZE, type Language, type TOrderDetail, type TOrderListItem } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { momentSeconds, videoMoment } from '../../occurrence/reading-moments.ts';
import { whatsappConsent } from '../notification/consent.ts';
import { listedDocuments } from '../receipt/documents.ts';
import type { LinkSigner } from '../receipt/links.ts';
import { ORDER_ID_SHAPE } from './order-id.ts';
import { orderNotFound } from './order-status.ts';
import { countOrders, findOrderPage, findOrderParts, findOwnOrder } from './queries.ts';
import { toOrderDetail, toOrderListItem } from './to-order.ts';

/** GET /order/get: the caller's own order; any other id, well-formed or not, is a 404. */
export async function getOrder(db: Db, userId: string, orderId: string, language: Language, signer?: LinkSigner): Promise<TOrderDetail> {
  const id = orderId.toUpperCase();
  if (!ORDER_ID_SHAPE.test(id)) throw orderNotFound();
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw orderNotFound();
  const [parts, moment, consent, documents] = await Promise.all([
    findOrderParts(db, order),
    videoMoment(db, order),
    whatsappConsent(db, order.whatsappNumber),
    signer ? listedDocuments(db, order.id, signer) : undefined,
  ]);
  // The channel the messages take is the number's consent, not the box alone (decision 171).
  const detail = {
    ...toOrderDetail(order, parts, language),
    updatesChannel: consent.whatsapp ? ('WHATSAPP' as const) : ('SMS' as const),
    // Issue 23: the receipt and refund notes, each with a signed link (decision 260).
    ...(documents ? { documents } : {}),
  };
  // Issue 19: the group video starts where the devotee's name is read (decision 181).
  return moment ? { ...detail, videoStartSeconds: momentSeconds(moment) } : detail;
}

/** POST /order/getAll: one page of the caller's orders, newest first. */
export async function getOrders(db: Db, userId: string, pageNumber: number, language: Language): Promise<{ content: TOrderListItem[]; totalPages: number }> {
  const [total, rows] = await Promise.all([countOrders(db, userId), findOrderPage(db, userId, pageNumber * ORDER_PAGE_SIZE, ORDER_PAGE_SIZE)]);
  return { content: rows.map((row) => toOrderListItem(row, language)), totalPages: Math.ceil(total / ORDER_PAGE_SIZE) };
}
