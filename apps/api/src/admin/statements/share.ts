import type { TShareConfig, TStatementTotals } from '@sankalp/contract';

/**
 * Half-up (away from zero) division by 10 000, in BigInt: 100 000 orders of ₹10 000 at 100 %
 * is 10^16, past what a double holds exactly.
 */
function bpsOf(netPaise: number, bps: number): number {
  const product = BigInt(netPaise) * BigInt(bps);
  const whole = product / 10_000n;
  const rest = product % 10_000n;
  const away = (rest < 0n ? -rest : rest) * 2n >= 10_000n;
  return Number(away ? whole + (product < 0n ? -1n : 1n) : whole);
}

/**
 * The platform's share and what the temple is owed (decision 270): the percentage is taken of the
 * net (gross − refunds), rounded once per statement, half up; the fixed fee is per captured payment
 * (an order paid) and is not given back by a refund. owed = gross − refunds − share.
 */
export function statementTotals(
  counts: { paymentsCount: number; refundsCount: number; grossPaise: number; refundsPaise: number },
  share: TShareConfig,
): TStatementTotals {
  const net = counts.grossPaise - counts.refundsPaise;
  const percentSharePaise = bpsOf(net, share.shareBps);
  const feesPaise = share.feePerOrderPaise * counts.paymentsCount;
  const sharePaise = percentSharePaise + feesPaise;
  return { ...counts, percentSharePaise, feesPaise, sharePaise, owedPaise: net - sharePaise };
}
