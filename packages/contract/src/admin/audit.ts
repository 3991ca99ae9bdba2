import * as z from 'zod/mini';
import { envelope } from '../common/envelope.ts';

/** One line of the audit log, as the console shows it (per order, per catalogue entry, per staff member). */
export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /audit/{entityType}/{entityId} */
export const AUDIT_PATH = '/audit/:entityType/:entityId';
export const ZAuditResponse = envelope(z.array(ZAuditEntry));
export type TAuditResponse = z.infer<typeof ZAuditResponse>;
