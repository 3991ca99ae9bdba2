import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { istDayRange } from '../../lib/ist-day.ts';

export type Period = { from: string; to: string };

/** The instants of a period of IST days: [start of `from`, end of `to`). */
export const bounds = (p: Period) => ({ start: istDayRange(p.from).from.toISOString(), end: istDayRange(p.to).to.toISOString() });

/**
 * The money movements of a temple's open statement (decision 270), as one SQL text both the totals
 * and the settling INSERT … SELECT use: every payment CAPTURED (its updated_at is the capture: a
 * captured row is never written again) and every refund PROCESSED (likewise) in the period, of the
 * temple's orders, that no settled statement's line holds. A refund counts when it pays back a
 * payment we hold as captured (by provider payment id); one of money we never recorded (a second
 * capture, an exception) is not the temple's. Amounts positive; `kind` tells which.
 */
export function openMovements(templeId: string, p: Period): SQL {
  const { start, end } = bounds(p);
  return sql`
    select 'PAYMENT'::text as kind, pay.id as payment_id, null::uuid as refund_id, pay.order_id, pay.amount_paise, pay.updated_at as at
      from payments pay join orders o on o.id = pay.order_id
     where pay.status = 'CAPTURED' and pay.updated_at >= ${start}::timestamptz and pay.updated_at < ${end}::timestamptz
       and o.temple_id = ${templeId}::uuid
       and not exists (select 1 from temple_statement_lines l where l.payment_id = pay.id)
    union all
    select 'REFUND'::text, null::uuid, r.id, r.order_id, r.amount_paise, r.updated_at
      from refunds r join orders o on o.id = r.order_id
     where r.status = 'PROCESSED' and r.updated_at >= ${start}::timestamptz and r.updated_at < ${end}::timestamptz
       and o.temple_id = ${templeId}::uuid
       and exists (select 1 from payments q where q.provider_payment_id = r.provider_payment_id and q.status = 'CAPTURED')
       and not exists (select 1 from temple_statement_lines l where l.refund_id = r.id)`;
}

export type MovementCounts = { paymentsCount: number; refundsCount: number; grossPaise: number; refundsPaise: number };

/** Counts and sums of a set of movements, by the database. */
export async function countMovements(db: Db, movements: SQL): Promise<MovementCounts> {
  const [row] = await rowsOf<Record<keyof MovementCounts, string | number>>(
    db,
    sql`select count(*) filter (where kind = 'PAYMENT') as "paymentsCount",
               count(*) filter (where kind = 'REFUND') as "refundsCount",
               coalesce(sum(amount_paise) filter (where kind = 'PAYMENT'), 0) as "grossPaise",
               coalesce(sum(amount_paise) filter (where kind = 'REFUND'), 0) as "refundsPaise"
          from (${movements}) m`,
  );
  return {
    paymentsCount: Number(row!.paymentsCount),
    refundsCount: Number(row!.refundsCount),
    grossPaise: Number(row!.grossPaise),
    refundsPaise: Number(row!.refundsPaise),
  };
}

export type LineRow = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  orderId: string;
  devoteeName: string;
  eventNameEn: string;
  eventNameHi: string;
  status: string;
  amountPaise: number;
  at: string | Date;
};

/**
 * The movements oldest first, each with its order's names (joined after the sort and slice, so a
 * page joins 100 orders, not all). `page` null: every one of them (the CSV).
 */
export function movementLines(db: Db, movements: SQL, page: { limit: number; offset: number } | null): Promise<LineRow[]> {
  const slice = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  return rowsOf<LineRow>(
    db,
    sql`select mv.id, mv.kind, mv.order_id as "orderId", o.devotee_name as "devoteeName", o.event_name_en as "eventNameEn", o.event_name_hi as "eventNameHi",
               o.status, mv.amount_paise as "amountPaise", mv.at
          from (select coalesce(payment_id, refund_id)::text as id, kind, order_id, amount_paise, at from (${movements}) m
                 order by at, order_id, kind, coalesce(payment_id, refund_id) ${slice}) mv
          join orders o on o.id = mv.order_id
         order by mv.at, mv.order_id, mv.kind, mv.id`,
  );
}

/** The lines of a settled statement, as movements (the same shape as openMovements). */
export const settledMovements = (statementId: string): SQL =>
  sql`select kind, payment_id, refund_id, order_id, amount_paise, at from temple_statement_lines where statement_id = ${statementId}::uuid`;

export type CsvLineRow = { orderId: string; devoteeName: string; eventName: string; status: string; kind: 'PAYMENT' | 'REFUND'; rupees: string; atIst: string };

/**
 * Every movement as the CSV writes it, formatted by the database (rupees signed, a refund
 * negative; the IST time as text): 100 000 lines without a Date or Intl call each.
 */
export function csvLines(db: Db, movements: SQL, language: 'english' | 'hindi'): Promise<CsvLineRow[]> {
  const eventName = language === 'hindi' ? sql.raw('o.event_name_hi') : sql.raw('o.event_name_en');
  return rowsOf<CsvLineRow>(
    db,
    sql`select mv.order_id as "orderId", o.devotee_name as "devoteeName", ${eventName} as "eventName", o.status, mv.kind,
               to_char((case when mv.kind = 'REFUND' then -mv.amount_paise else mv.amount_paise end) / 100.0, 'FM999999999990.00') as rupees,
               to_char(mv.at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as "atIst"
          from (${movements}) mv join orders o on o.id = mv.order_id
         order by mv.at, mv.order_id, mv.kind`,
  );
}
