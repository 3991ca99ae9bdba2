import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CART_ITEM_SUB_TYPES, LANGUAGES, ORDER_STATUS_VALUES, ORDER_STEPS } from '@sankalp/contract';
import { users } from './account.ts';
import { events } from './event.ts';
import { temples } from './temple.ts';

/** One cart per user, for one parent event at a time. `version` grows with every change. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['PUJA', 'OFFERING'] }).notNull(),
  parentId: uuid('parent_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line of a cart: what (sub type + catalogue id) and how many. Prices are never stored here. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    subType: text('sub_type', { enum: CART_ITEM_SUB_TYPES }).notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.subType, t.itemId)],
);

/**
 * A booking. Everything shown later (names, prices, address) is copied in at creation, so
 * catalogue edits never change an order. Amounts in paise.
 */
export const orders = pgTable(
  'orders',
  {
    /** Public order id shown to devotees, e.g. SKP7K2M9Q4XZ. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** The event's temple, copied at booking: staff scoping and the order list filter on it without a join. */
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    type: text('type', { enum: ['PUJA', 'OFFERING'] }).notNull(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    totalPaise: integer('total_paise').notNull(),
    eventNameEn: text('event_name_en').notNull(),
    eventNameHi: text('event_name_hi').notNull(),
    imageUrl: text('image_url').notNull(),
    eventDateTime: timestamp('event_date_time', { withTimezone: true }).notNull(),
    devoteeName: text('devotee_name').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    gotra: text('gotra').notNull(),
    additionalNames: jsonb('additional_names').$type<string[]>().notNull().default([]),
    /** Delivery address for prasad, when chosen: {address, city, state, pincode, country}. */
    shipping: jsonb('shipping').$type<{ address: string; city: string; state: string; pincode: string; country: string } | null>(),
    videoUrl: text('video_url'),
    /** The uploaded video attached (the occurrence's group video or the order's own clip); null for an external link. */
    videoMediaId: uuid('video_media_id'),
    /** Fulfilment, written by the console's actions (each also a status transition or audit entry). */
    performedOn: date('performed_on', { mode: 'string' }),
    performedAt: timestamp('performed_at', { withTimezone: true }),
    /** Who performed it, when the operator says (the devotee's timeline shows "by …"). */
    priestName: text('priest_name'),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The carrier's latest status of the prasad shipment (tracking webhook) and when it was scanned. */
    shipmentStatus: text('shipment_status'),
    shipmentStatusAt: timestamp('shipment_status_at', { withTimezone: true }),
    /** The language of the checkout (its Accept-Language): messages about the order use it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('english'),
    /** When the devotee ticked WhatsApp updates at checkout; null when left unticked. */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reconciliation sweep last asked the provider about this order (it asks the least recently asked first). */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /**
     * The cart this order was made from (carts are deleted at checkout; their random ids are never
     * reused): a retried checkout of that cart answers this order instead of "basket empty" (decision 191).
     */
    cartId: uuid('cart_id'),
    /**
     * The donor's PAN and address, asked at checkout only when the cart holds a donation line of a
     * temple with 80G registration (decision 263); null otherwise.
     */
    donorPan: text('donor_pan'),
    donorAddress: text('donor_address'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    // The console's order list (decision 130): newest first by (created_at, id) keyset, alone or per
    // temple or status; the sankalp list per event and day; phone search on the WhatsApp number.
    // Name search uses a trigram index on lower(devotee_name), hand-written in migration 0005.
    // NULLS FIRST is what ORDER BY … DESC means, so the list's ORDER BY matches the index exactly.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_temple_created_idx').on(t.templeId, t.createdAt, t.id),
    index('orders_event_date_idx').on(t.eventId, t.eventDateTime),
    // A day's pujas across events: the sankalp picker and the dashboard.
    index('orders_event_time_idx').on(t.eventDateTime),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_whatsapp_idx').on(t.whatsappNumber),
    // The carrier's webhook and the shipments import find an order by its AWB.
    // One AWB, one order: the carrier's tracking webhook finds the order by it (decision 290).
    uniqueIndex('orders_tracking_number_key').on(t.trackingNumber),
    // The dashboard's two backlogs, counted from small partial indexes rather than every paid order.
    index('orders_awaiting_video_idx')
      .on(t.templeId, t.eventDateTime)
      .where(sql`${t.videoUrl} is null and ${t.status} in ('SUCCESS', 'IN TRANSIT')`),
    index('orders_awaiting_shipment_idx')
      .on(t.templeId)
      .where(sql`${t.shippedAt} is null and ${t.shipping} is not null and ${t.status} in ('SUCCESS', 'IN TRANSIT', 'COMPLETED')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subType: text('sub_type', { enum: CART_ITEM_SUB_TYPES }).notNull(),
    itemId: uuid('item_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    listUnitPaise: integer('list_unit_paise').notNull(),
    quantity: integer('quantity').notNull(),
    totalPaise: integer('total_paise').notNull(),
    position: integer('position').notNull().default(0),
    /** Copied from the offering item at booking: a donation ('daan') line (decision 263). */
    isDonation: boolean('is_donation').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every status an order went through, for the order's tracking tab and for audit. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** A fulfilment step (performed, video, shipped…) recorded with the status it left the order in. */
    step: text('step', { enum: ORDER_STEPS }),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * One attempt to pay an order at a provider. Retried initiations reuse the open attempt; the
 * provider's payment id is unique, so a callback or webhook delivered twice records one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['simulated', 'razorpay'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['CREATED', 'CAPTURED', 'FAILED'] }).notNull(),
    method: text('method'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Takings by day (the console's dashboard) read captured payments by when they were captured.
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_status_updated_idx').on(t.status, t.updatedAt)],
);

/** Webhook deliveries already handled (by the provider's event id), so a redelivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
