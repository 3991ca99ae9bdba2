import { PAYMENT_EXCEPTION_KINDS, STAFF_ROLES, type TPaymentExceptionKind, type TStaffRole } from '@sankalp/contract';

/**
 * The server stores each timeline entry's reason as an English sentence for its logs
 * (apps/api/src/features/order/order-status.ts callers), with ids, paise and sources in it. The
 * console says it the operator's way: each known shape becomes a text key (orders:reasons.*) and
 * its parameters; a shape not known here gives null, and the entry shows only its step or status
 * — never the raw sentence (issue 21, decision 212).
 */
export type ReasonWords = {
  key: ReasonKey;
  /** The staff member named in the sentence; absent when the system did it. */
  name?: string;
  amountPaise?: number;
  /** An ISO time (the puja's performance). */
  at?: string;
  courier?: string;
  tracking?: string;
  /** What the staff member typed. */
  reason?: string;
  kind?: TPaymentExceptionKind;
};

export type ReasonKey =
  | 'booked'
  | 'paymentCaptured'
  | 'paymentFailed'
  | 'paymentAuthorized'
  | 'paidAfterClose'
  | 'autoRefund'
  | 'refundAsked'
  | 'cancelledWithRefund'
  | 'cancelledBy'
  | 'performed'
  | 'videoAttached'
  | 'groupVideoAttached'
  | 'clipReplaces'
  | 'groupVideoReplaced'
  | 'shipped'
  | 'trackingCorrected'
  | 'delivered'
  | 'sankalpFinal'
  | 'refundProcessed'
  | 'flaggedRefund';

/** "by Name (role)" (a staff member) or "(reported by …)" (a system: no name). */
const ACTOR = String.raw`(?:by (?<name>.+) \([a-z_]+\)|\(reported by .+\))`;

const RULES: [RegExp, ReasonKey][] = [
  [/^checkout$/, 'booked'],
  [/^payment \S+ captured \(.+\)$/, 'paymentCaptured'],
  [/^payment \S+ failed \(.+\)$/, 'paymentFailed'],
  [/^payment \S+ authorized \(.+\)$/, 'paymentAuthorized'],
  [/^payment \S+ captured after .+: cancelled, refunded automatically$/, 'paidAfterClose'],
  [/^automatic refund of payment \S+ \(.+\)$/, 'autoRefund'],
  [/^cancelled with refund of (?<paise>\d+) paise asked by (?<name>.+?) \([a-z_]+\): (?<reason>[\s\S]*)$/, 'cancelledWithRefund'],
  [/^refund of (?<paise>\d+) paise asked by (?<name>.+?) \([a-z_]+\): (?<reason>[\s\S]*)$/, 'refundAsked'],
  [/^refund of flagged payment \S+ \((?<kind>[A-Z_]+)\) by (?<name>.+) \([a-z_]+\)$/, 'flaggedRefund'],
  [/^cancelled by (?<name>.+?) \([a-z_]+\): (?<reason>[\s\S]*)$/, 'cancelledBy'],
  [new RegExp(String.raw`^puja performed at (?<at>\S+) ${ACTOR}$`), 'performed'],
  [new RegExp(String.raw`^group video attached ${ACTOR}$`), 'groupVideoAttached'],
  [new RegExp(String.raw`^video attached ${ACTOR}$`), 'videoAttached'],
  [/^personal clip replaces the group video by (?<name>.+) \([a-z_]+\)$/, 'clipReplaces'],
  [/^group video replaced by (?<name>.+) \([a-z_]+\)$/, 'groupVideoReplaced'],
  [new RegExp(String.raw`^prasad shipped by (?<courier>.+?) \((?<tracking>[^()]+)\) ${ACTOR}$`), 'shipped'],
  // The corrected tracking (decision 297): the new courier and AWB are what the operator needs.
  [/^tracking corrected: .+? \([^()]+\) → (?<courier>.+?) \((?<tracking>[^()]+)\) by (?<name>.+) \([a-z_]+\)$/, 'trackingCorrected'],
  [new RegExp(String.raw`^prasad delivered ${ACTOR}$`), 'delivered'],
  [/^booking closed: sankalp final$/, 'sankalpFinal'],
  [/^refund \S+ of (?<paise>\d+) paise processed \(.+\)$/, 'refundProcessed'],
];

const isKind = (value: string | undefined): value is TPaymentExceptionKind => (PAYMENT_EXCEPTION_KINDS as readonly string[]).includes(value ?? '');

export function timelineReason(reason: string): ReasonWords | null {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const g = match.groups ?? {};
    const words: ReasonWords = { key };
    if (g.name) words.name = g.name;
    if (g.paise) words.amountPaise = Number(g.paise);
    if (g.at && !Number.isNaN(Date.parse(g.at))) words.at = g.at;
    if (g.courier) words.courier = g.courier;
    if (g.tracking) words.tracking = g.tracking;
    if (g.reason) words.reason = g.reason;
    if (isKind(g.kind)) words.kind = g.kind;
    return words;
  }
  return null;
}

/**
 * A refund's stored reason: what the staff member typed, or for a refund the system or the
 * exceptions queue asked, "KIND: detail" — then the kind is said in words.
 */
export function refundReasonKind(reason: string): TPaymentExceptionKind | null {
  const kind = /^([A-Z_]+): /.exec(reason)?.[1];
  return isKind(kind) ? kind : null;
}

/**
 * Who an audit entry names, as the server writes it (apps/api/src/admin/core/audit.ts):
 * "Name (role)" for staff — the role then said with common:roles — or a system, a command line or a
 * devotee, said in words without ids.
 */
export type AuditWho = { name: string; role: TStaffRole } | { kind: 'system' | 'cli' } | { kind: 'devotee'; name: string | null } | { raw: string };

export function auditWho(actor: string): AuditWho {
  const staff = /^(?<name>.+) \((?<role>[a-z_]+)\)$/.exec(actor)?.groups;
  if (staff && (STAFF_ROLES as readonly string[]).includes(staff.role!)) return { name: staff.name!, role: staff.role as TStaffRole };
  if (actor.startsWith('system (')) return { kind: 'system' };
  if (actor.startsWith('command line (')) return { kind: 'cli' };
  const devotee = /^devotee (?<name>.+) \(user \S+\)$/.exec(actor)?.groups;
  if (devotee) return { kind: 'devotee', name: devotee.name === '(no name)' ? null : devotee.name! };
  return { raw: actor };
}
