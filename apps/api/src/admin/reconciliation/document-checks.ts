import { sql, type SQL } from 'drizzle-orm';
import { inRange, type Range } from './period-sql.ts';

/**
 * Every captured payment has its receipt, every processed refund its refund note (the receipts
 * work's money_documents, decision 260): those of the period that do not are listed.
 */
export function documentDifferences(r: Range): SQL {
  return sql`
    select 'PAYMENT_WITHOUT_RECEIPT' as kind, p.order_id as "orderId", p.id::text as "paymentId", null as "refundId", null as "statementId",
           p.amount_paise as "amountPaise", 'payment ' || coalesce(p.provider_payment_id, p.id::text) || ' captured, no receipt issued' as detail
      from payments p
     where p.status = 'CAPTURED' and ${inRange('p.updated_at', r)}
       and not exists (select 1 from money_documents d where d.payment_id = p.id and d.kind = 'RECEIPT')
    union all
    select 'REFUND_WITHOUT_NOTE', x.order_id, null, x.id::text, null, x.amount_paise,
           'refund ' || coalesce(x.provider_refund_id, x.id::text) || ' processed, no refund note issued'
      from refunds x
     where x.status = 'PROCESSED' and ${inRange('x.updated_at', r)}
       and not exists (select 1 from money_documents d where d.refund_id = x.id and d.kind = 'REFUND_NOTE')`;
}
