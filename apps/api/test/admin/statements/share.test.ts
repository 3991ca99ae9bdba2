import { describe, expect, it } from 'vitest';
import { statementTotals } from '../../../src/admin/statements/share.ts';

const counts = (grossPaise: number, refundsPaise = 0, paymentsCount = 1) => ({ paymentsCount, refundsCount: refundsPaise ? 1 : 0, grossPaise, refundsPaise });

/** The share's rounding (decision 270): the percentage of the net, half up, once per statement. */
describe('statement share', () => {
  it('rounds the percentage half up, once for the whole statement', () => {
    // 12.5 % of 1001 = 125.125 → 125; of 1004 = 125.5 → 126; of 1003 = 125.375 → 125.
    expect(statementTotals(counts(1001), { shareBps: 1250, feePerOrderPaise: 0 }).percentSharePaise).toBe(125);
    expect(statementTotals(counts(1004), { shareBps: 1250, feePerOrderPaise: 0 }).percentSharePaise).toBe(126);
    expect(statementTotals(counts(1003), { shareBps: 1250, feePerOrderPaise: 0 }).percentSharePaise).toBe(125);
    // Per order it would be 3 × round(12.5 % of 4) = 3 × 1 = 3 (0.5 up each); per statement 12.5 % of 12 = 1.5 → 2.
    expect(statementTotals(counts(12, 0, 3), { shareBps: 1250, feePerOrderPaise: 0 }).percentSharePaise).toBe(2);
  });

  it('takes the percentage of the net, adds the fee per paid order, and owes the rest', () => {
    expect(statementTotals(counts(110_100, 10_100, 2), { shareBps: 1000, feePerOrderPaise: 500 })).toEqual({
      paymentsCount: 2,
      refundsCount: 1,
      grossPaise: 110_100,
      refundsPaise: 10_100,
      percentSharePaise: 10_000,
      feesPaise: 1_000,
      sharePaise: 11_000,
      owedPaise: 89_000,
    });
  });

  it('a statement of refunds only gives the percentage back (rounded away from zero) and owes a negative amount', () => {
    expect(statementTotals(counts(0, 1004, 0), { shareBps: 1250, feePerOrderPaise: 500 })).toMatchObject({
      percentSharePaise: -126,
      feesPaise: 0,
      owedPaise: -878,
    });
  });

  it('stays exact past 2^53 in the product (100 000 orders of ₹10 000 at 100 %)', () => {
    const gross = 100_000 * 1_000_000 + 1;
    expect(statementTotals(counts(gross, 0, 100_000), { shareBps: 10_000, feePerOrderPaise: 0 }).percentSharePaise).toBe(gross);
    expect(statementTotals(counts(gross, 0, 100_000), { shareBps: 3_333, feePerOrderPaise: 0 }).percentSharePaise).toBe(33_330_000_000);
  });
});
