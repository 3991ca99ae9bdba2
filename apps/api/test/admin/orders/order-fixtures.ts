import { randomBytes, randomInt } from 'node:crypto';
import type { TOrderStatus } from '@sankalp/contract';
import type { Db } from '../../../src/db/client.ts';
import { events, orderItems, orders, orderStatusHistory, payments, refunds, temples, users } from '../../../src/db/schema/index.ts';
import { newOrderId } from '../../../src/features/order/order-id.ts';
import { randomPhone } from '../../fixtures/sign-in.ts';

/**
 * Orders written straight into the database, in a temple and event of the test's own: test files
 * share one PostgreSQL database, and a temple nobody else uses keeps each file's lists exact.
 */
export type TestEvent = { templeId: string; eventId: string; nameEn: string; nameHi: string };

const tag = () => randomBytes(4).toString('hex');

export async function createTempleWithEvent(db: Db, eventDateTime = new Date()): Promise<TestEvent> {
  const t = tag();
  const [temple] = await db
    .insert(temples)
    .values({ nameEn: `Test Temple ${t}`, nameHi: `परीक्षण मंदिर ${t}`, addressEn: 'Varanasi', addressHi: 'वाराणसी', pincode: '221001' })
    .returning({ id: temples.id });
  return { templeId: temple!.id, ...(await createEvent(db, temple!.id, eventDateTime)) };
}

export async function createEvent(db: Db, templeId: string, eventDateTime = new Date()): Promise<{ eventId: string; nameEn: string; nameHi: string }> {
  const t = tag();
  const nameEn = `Rudrabhishek, Test ${t}`;
  const nameHi = `रुद्राभिषेक परीक्षण ${t}`;
  const [event] = await db
    .insert(events)
    .values({
      type: 'PUJA',
      templeId,
      // Not on the site: on PostgreSQL every test file shares one database, and the site's list tests compare with the seed.
      status: 'UNPUBLISHED',
      searchKey: `test-${t}`,
      pujaType: 'FIXED_DATE',
      eventDateTime,
      bookingOpensAt: new Date(eventDateTime.getTime() - 30 * 86_400_000),
      bookingClosesAt: eventDateTime,
      nameEn,
      nameHi,
      shortDescriptionEn: 'Test',
      shortDescriptionHi: 'परीक्षण',
      attendeeStatusTextEn: 'Test',
      attendeeStatusTextHi: 'परीक्षण',
      locationAddressEn: 'Varanasi',
      locationAddressHi: 'वाराणसी',
      locationPincode: '221001',
      aboutDescriptionEn: 'Test',
      aboutDescriptionHi: 'परीक्षण',
    })
    .returning({ id: events.id });
  return { eventId: event!.id, nameEn, nameHi };
}

export async function createUser(db: Db, phone = randomPhone()): Promise<{ userId: string; phone: string }> {
  const [user] = await db.insert(users).values({ phone, name: 'Test Devotee' }).returning({ id: users.id });
  return { userId: user!.id, phone };
}

export type OrderInput = {
  status?: TOrderStatus;
  devoteeName?: string;
  gotra?: string;
  additionalNames?: string[];
  whatsappNumber?: string;
  userId?: string;
  eventDateTime?: Date;
  createdAt?: Date;
  shipping?: { address: string; city: string; state: string; pincode: string; country: string } | null;
  prasad?: boolean;
  videoUrl?: string | null;
  shippedAt?: Date | null;
  totalPaise?: number;
};

/** One order with a package line (and a prasad line when asked), a CREATED history row and its status. */
export async function insertOrder(db: Db, event: TestEvent, input: OrderInput = {}): Promise<string> {
  const id = newOrderId();
  const userId = input.userId ?? (await createUser(db)).userId;
  const totalPaise = input.totalPaise ?? 110_100;
  await db.insert(orders).values({
    id,
    userId,
    eventId: event.eventId,
    templeId: event.templeId,
    type: 'PUJA',
    status: input.status ?? 'SUCCESS',
    totalPaise,
    eventNameEn: event.nameEn,
    eventNameHi: event.nameHi,
    imageUrl: '/images/test.webp',
    eventDateTime: input.eventDateTime ?? new Date(),
    devoteeName: input.devoteeName ?? `Devotee ${tag()}`,
    whatsappNumber: input.whatsappNumber ?? randomPhone(),
    gotra: input.gotra ?? 'Kashyap',
    additionalNames: input.additionalNames ?? [],
    shipping: input.shipping ?? null,
    videoUrl: input.videoUrl ?? null,
    shippedAt: input.shippedAt ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  await db.insert(orderItems).values([
    {
      orderId: id,
      subType: 'PUJA_PACKAGE',
      itemId: crypto.randomUUID(),
      nameEn: 'Family package',
      nameHi: 'परिवार पैकेज',
      unitPaise: 110_100,
      listUnitPaise: 150_100,
      quantity: 1,
      totalPaise: 110_100,
      position: 0,
    },
    ...(input.prasad
      ? [
          {
            orderId: id,
            subType: 'PRASAD' as const,
            itemId: crypto.randomUUID(),
            nameEn: 'Prasad',
            nameHi: 'प्रसाद',
            unitPaise: 0,
            listUnitPaise: 0,
            quantity: 1,
            totalPaise: 0,
            position: 1,
          },
        ]
      : []),
  ]);
  await db.insert(orderStatusHistory).values({ orderId: id, fromStatus: null, toStatus: 'CREATED', reason: 'Order placed' });
  return id;
}

/** A captured payment of the order (and, when asked, a refund of it in `refundStatus`). */
export async function insertPayment(
  db: Db,
  orderId: string,
  amountPaise: number,
  refund?: { amountPaise: number; status: 'PENDING' | 'PROCESSED' | 'FAILED' },
): Promise<{ paymentId: string; refundId?: string }> {
  const providerPaymentId = `pay_test_${tag()}${randomInt(1000)}`;
  const [payment] = await db
    .insert(payments)
    .values({ orderId, provider: 'simulated', providerOrderId: `order_test_${tag()}`, providerPaymentId, amountPaise, status: 'CAPTURED', method: 'upi' })
    .returning({ id: payments.id });
  if (!refund) return { paymentId: payment!.id };
  const [row] = await db
    .insert(refunds)
    .values({
      orderId,
      paymentId: payment!.id,
      provider: 'simulated',
      providerPaymentId,
      idempotencyKey: `test-${tag()}`,
      amountPaise: refund.amountPaise,
      status: refund.status,
      reason: 'Devotee asked',
    })
    .returning({ id: refunds.id });
  return { paymentId: payment!.id, refundId: row!.id };
}
