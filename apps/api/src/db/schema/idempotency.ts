import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The Idempotency-Key store (decision 190), shared by every API process. One row per caller, route
 * and key: claimed (status null) while its first request runs, then holding that request's final
 * answer until `expires_at`. A claim whose process died is taken over once `locked_until` passes.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>`, `staff:<id>`, or for an OTP send `otp:<audience>:<phone>`. */
    caller: text('caller').notNull(),
    /** Method and route pattern, e.g. `POST /public/api/v1/order/create`: keys of different routes never meet. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical JSON of the request's path parameters, query and validated body. */
    fingerprint: text('fingerprint').notNull(),
    /** Random per claiming request: only the holder of the claim may store or release it. */
    claim: uuid('claim').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** The first answer, once there is one: HTTP status and the JSON body exactly as sent. */
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.route, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
