import { sql, type SQL } from 'drizzle-orm';
import { RECONCILIATION_LIST_LIMIT, type TReconciliation, type TReconciliationDifference, type TReconciliationQuery } from '@sankalp/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { bounds } from '../statements/statement-queries.ts';
import { documentDifferences } from './document-checks.ts';
import { inRange, type Range } from './period-sql.ts';

export type DiffRow = {
  kind: TReconciliationDifference['kind'];
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
  statementId: string | null;
  amountPaise: string | number;
  detail: string;
};

const PAID = sql`('SUCCESS', 'IN TRANSIT', 'COMPLETED')`;
/** What has been (or is being) paid back of a provider payment: the `given` CTE, joined as `g`. */
const GIVEN_BACK = sql`coalesce(g.amount, 0)`;
const GIVEN = sql`given as (select provider_payment_id, sum(amount_paise) as amount from refunds where status in ('PENDING', 'PROCESSED') group by provider_payment_id)`;

export const toDifference = (r: DiffRow & { total?: unknown }): TReconciliationDifference => ({
  kind: r.kind,
  orderId: r.orderId,
  paymentId: r.paymentId,
  refundId: r.refundId,
  statementId: r.statementId,
  amountPaise: Number(r.amountPaise),
  detail: r.detail,
});

/** Sums of the period: captured, refunded (of captured payments), settled lines (net) and open movements (net). */
async function sums(db: Db, r: Range) {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from payments p where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)}) as "capturedCount",
      (select coalesce(sum(p.amount_paise), 0) from payments p where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)}) as "capturedPaise",
      (select count(*) from refunds x where x.status = 'PROCESSED' and ${inRange('x.updated_at', r)}
          and exists (select 1 from payments q where q.provider_payment_id = x.provider_payment_id and q.status = 'CAPTURED')) as "refundedCount",
      (select coalesce(sum(x.amount_paise), 0) from refunds x where x.status = 'PROCESSED' and ${inRange('x.updated_at', r)}
          and exists (select 1 from payments q where q.provider_payment_id = x.provider_payment_id and q.status = 'CAPTURED')) as "refundedPaise",
      (select coalesce(sum(case when l.kind = 'PAYMENT' then l.amount_paise else -l.amount_paise end), 0)
         from temple_statement_lines l where ${inRange('l.at', r)}) as "settledPaise",
      (select coalesce(sum(p.amount_paise), 0) from payments p where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)}
          and not exists (select 1 from temple_statement_lines l where l.payment_id = p.id))
      - (select coalesce(sum(x.amount_paise), 0) from refunds x where x.status = 'PROCESSED' and ${inRange('x.updated_at', r)}
          and exists (select 1 from payments q where q.provider_payment_id = x.provider_payment_id and q.status = 'CAPTURED')
          and not exists (select 1 from temple_statement_lines l where l.refund_id = x.id)) as "openPaise"`,
  );
  const n = (k: string) => Number(row![k]);
  return {
    capturedCount: n('capturedCount'),
    capturedPaise: n('capturedPaise'),
    refundedCount: n('refundedCount'),
    refundedPaise: n('refundedPaise'),
    settledPaise: n('settledPaise'),
    openPaise: n('openPaise'),
  };
}

/**
 * At most `RECONCILIATION_LIST_LIMIT` rows of a differences query (by kind, then order), each
 * carrying how many there are in all: a period where receipts were never issued must not answer
 * 100 000 rows, and its count still says so.
 */
export async function listed(db: Db, query: SQL): Promise<{ rows: DiffRow[]; total: number }> {
  const rows = await rowsOf<DiffRow & { total: string | number }>(
    db,
    sql`select d.*, count(*) over () as total from (${query}) d order by d.kind, d."orderId", d."paymentId", d."refundId" limit ${RECONCILIATION_LIST_LIMIT}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Every difference of the period, one row each (see RECONCILIATION_DIFFERENCE_KINDS). */
function moneyDifferences(r: Range): SQL {
  return sql`
    with ${GIVEN}
    select 'CAPTURED_ORDER_NOT_PAID' as kind, p.order_id as "orderId", p.id::text as "paymentId", null as "refundId", null as "statementId",
           p.amount_paise - ${GIVEN_BACK} as "amountPaise",
           'payment ' || coalesce(p.provider_payment_id, p.id::text) || ' captured, order is ' || o.status as detail
      from payments p join orders o on o.id = p.order_id left join given g on g.provider_payment_id = p.provider_payment_id
     where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)} and o.status not in ${PAID}
       and ${GIVEN_BACK} < p.amount_paise
    union all
    select 'EXTRA_CAPTURE', p.order_id, p.id::text, null, null, p.amount_paise - ${GIVEN_BACK},
           'second captured payment ' || coalesce(p.provider_payment_id, p.id::text) || ' of a paid order, not refunded'
      from payments p join orders o on o.id = p.order_id left join given g on g.provider_payment_id = p.provider_payment_id
     where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)} and o.status in ${PAID}
       and exists (select 1 from payments q where q.order_id = p.order_id and q.status = 'CAPTURED' and (q.created_at, q.id) < (p.created_at, p.id))
       and ${GIVEN_BACK} < p.amount_paise
    union all
    select 'CAPTURE_NOT_RECORDED', e.order_id, null, null, null, e.amount_paise - ${GIVEN_BACK},
           e.kind || ': provider payment ' || e.provider_payment_id || ' captured, no payment of ours, not refunded'
      from payment_exceptions e left join given g on g.provider_payment_id = e.provider_payment_id
     where ${inRange('e.detected_at', r)}
       and not exists (select 1 from payments q where q.provider_payment_id = e.provider_payment_id)
       and ${GIVEN_BACK} < e.amount_paise
    union all
    select 'REFUND_WITHOUT_PAYMENT', x.order_id, null, x.id::text, null, x.amount_paise,
           'refund ' || coalesce(x.provider_refund_id, x.id::text) || ' of provider payment ' || x.provider_payment_id || ' that we hold no capture for'
      from refunds x
     where x.status = 'PROCESSED' and ${inRange('x.updated_at', r)}
       and not exists (select 1 from payments q where q.provider_payment_id = x.provider_payment_id and q.status = 'CAPTURED')
       and not exists (select 1 from payment_exceptions e where e.provider_payment_id = x.provider_payment_id)
    union all
    select 'REFUND_WITHOUT_PAYMENT', p.order_id, p.id::text, null, null, t.refunded - p.amount_paise,
           'refunds of payment ' || p.provider_payment_id || ' come to more than it captured'
      from payments p join (select provider_payment_id, sum(amount_paise) as refunded from refunds where status = 'PROCESSED'
                              and provider_payment_id in (select provider_payment_id from refunds where status = 'PROCESSED' and ${inRange('updated_at', r)})
                             group by provider_payment_id) t on t.provider_payment_id = p.provider_payment_id
     where p.status = 'CAPTURED' and t.refunded > p.amount_paise
    union all
    select 'STATEMENT_TOTALS', null, null, null, s.id::text,
           (s.gross_paise - s.refunds_paise) - coalesce(l.net, 0),
           'statement ' || s.reference || ' stores ' || s.payments_count || ' payments / ' || s.gross_paise || ' paise, '
             || s.refunds_count || ' refunds / ' || s.refunds_paise || ' paise, owed ' || s.owed_paise
             || '; its lines: ' || coalesce(l.payments, 0) || ' / ' || coalesce(l.gross, 0) || ', ' || coalesce(l.refunds, 0) || ' / ' || coalesce(l.refunded, 0)
      from temple_statements s
      left join (select statement_id,
                        count(*) filter (where kind = 'PAYMENT') as payments, coalesce(sum(amount_paise) filter (where kind = 'PAYMENT'), 0) as gross,
                        count(*) filter (where kind = 'REFUND') as refunds, coalesce(sum(amount_paise) filter (where kind = 'REFUND'), 0) as refunded,
                        sum(case when kind = 'PAYMENT' then amount_paise else -amount_paise end) as net
                   from temple_statement_lines group by statement_id) l on l.statement_id = s.id
     where exists (select 1 from temple_statement_lines z where z.statement_id = s.id and ${inRange('z.at', r)})
       and (s.payments_count <> coalesce(l.payments, 0) or s.gross_paise <> coalesce(l.gross, 0)
            or s.refunds_count <> coalesce(l.refunds, 0) or s.refunds_paise <> coalesce(l.refunded, 0)
            or s.owed_paise <> s.gross_paise - s.refunds_paise - s.share_paise)
    union all
    select 'STATEMENT_LINE', l.order_id, l.payment_id::text, l.refund_id::text, l.statement_id::text,
           l.amount_paise - coalesce(p.amount_paise, x.amount_paise, 0),
           l.kind || ' settled as ' || l.amount_paise || ' paise at ' || l.at || '; now ' || coalesce(p.status, x.status, 'missing') || ' '
             || coalesce(p.amount_paise, x.amount_paise, 0) || ' paise at ' || coalesce(p.updated_at, x.updated_at)::text
      from temple_statement_lines l
      left join payments p on p.id = l.payment_id
      left join refunds x on x.id = l.refund_id
     where ${inRange('l.at', r)}
       and ((l.kind = 'PAYMENT' and (p.status is distinct from 'CAPTURED' or p.amount_paise <> l.amount_paise or p.updated_at <> l.at))
         or (l.kind = 'REFUND' and (x.status is distinct from 'PROCESSED' or x.amount_paise <> l.amount_paise or x.updated_at <> l.at)))`;
}

/**
 * The money of a period adds up (issue 23 part 5, decision 271): captured − refunded against the
 * statements (settled lines and open movements), then each thing that does not fit, listed.
 */
export async function reconcile(db: Db, q: TReconciliationQuery): Promise<TReconciliation> {
  const r = bounds(q);
  const [totals, money, documents] = await Promise.all([sums(db, r), listed(db, moneyDifferences(r)), listed(db, documentDifferences(r))]);
  return {
    from: q.from,
    to: q.to,
    ...totals,
    differencePaise: totals.capturedPaise - totals.refundedPaise - (totals.settledPaise + totals.openPaise),
    differencesTotal: money.total + documents.total,
    differences: [...money.rows, ...documents.rows].map(toDifference),
  };
}
