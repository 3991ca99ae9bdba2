import { and, eq, ne } from 'drizzle-orm';
import type { TNotificationSettings } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordOptIn, recordOptOut, whatsappConsent } from '../notification/consent.ts';

/** GET /user/notifications: whether the account's own phone takes order updates on WhatsApp. */
export async function notificationSettings(db: Db, user: AuthUser): Promise<TNotificationSettings> {
  const consent = await whatsappConsent(db, user.phone);
  return { whatsapp: consent.whatsapp, whatsappSince: consent.since?.toISOString() ?? null };
}

/**
 * POST /user/notifications. On: consent for the account's phone, now (it outweighs an older STOP,
 * even a STOP replied from that phone: the account proved it holds the number by OTP at sign-in).
 * Off: consent is withdrawn for the account's phone and for every WhatsApp number the devotee gave
 * on an order (decision 171) — "stop WhatsApp" on the profile means all of this account's updates,
 * which may go to a number other than the sign-in phone. Consent is per number, so switching back
 * on restores only the account's phone; another number is opted in again by ticking checkout's box.
 */
export async function updateNotificationSettings(db: Db, user: AuthUser, whatsapp: boolean): Promise<TNotificationSettings> {
  await db.transaction(async (tx) => {
    if (whatsapp) {
      await recordOptIn(tx, user.phone, 'profile', { verifiedOwner: true });
      return;
    }
    const numbers = await tx
      .selectDistinct({ phone: orders.whatsappNumber })
      .from(orders)
      .where(and(eq(orders.userId, user.userId), ne(orders.whatsappNumber, user.phone)));
    // One connection (the transaction): writes in turn, in a fixed order.
    for (const phone of [user.phone, ...numbers.map((n) => n.phone).sort()]) await recordOptOut(tx, phone, 'profile');
  });
  return notificationSettings(db, user);
}
