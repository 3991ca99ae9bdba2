import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A devotee account, keyed by a 10-digit Indian mobile number. Deactivation keeps the row (orders
 * stay with the operator) and frees the number: only one *active* account may hold a phone.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivationReason: text('deactivation_reason'),
  },
  (t) => [
    uniqueIndex('users_active_phone_uq')
      .on(t.phone)
      .where(sql`${t.deactivatedAt} is null`),
    // The console finds orders by phone, deactivated accounts included (decision 130).
    index('users_phone_idx').on(t.phone),
  ],
);

/** A signed-in session. Only the SHA-256 of the token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS. Only a hash of the code is stored; a code dies after too many wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** Who asked: a devotee signing in to the site, or staff to the console; a code opens only its own side. */
    audience: text('audience', { enum: ['devotee', 'staff'] })
      .notNull()
      .default('devotee'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * A verify sent with an Idempotency-Key: the key's SHA-256 and the session token it opened,
     * sealed with a key derived from that Idempotency-Key, so a retry whose answer was lost gets
     * the same session back for a short while (decision 193).
     */
    replayKeyHash: text('replay_key_hash'),
    replaySealedToken: text('replay_sealed_token'),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.audience, t.createdAt)],
);

/**
 * Fixed-window counters shared by every API process (per phone, per IP…): one row per key,
 * updated with a single atomic upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
