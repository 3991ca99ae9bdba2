import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@sankalp/contract';
import { temples } from './temple.ts';

/**
 * A member of staff, keyed by phone like a devotee but in a table of its own: a devotee account
 * never opens the console, and one person may be both. Revoking keeps the row (the audit log
 * names it) and frees the phone for a later grant.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_active_phone_uq')
      .on(t.phone)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Which temples a temple-staff member serves (admins and operators see every temple). */
export const staffTemples = pgTable(
  'staff_temples',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.templeId] }), index('staff_temples_temple_idx').on(t.templeId)],
);

/** A console session; separate from devotee sessions, so neither token opens the other side. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every write made in the console (and by the admin command): who, when, what, before and after.
 * Append-only: a trigger (migration 0004) refuses UPDATE and DELETE, so not even a bug can edit it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line (`npm run admin`); `actor` then says so. */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at)],
);
