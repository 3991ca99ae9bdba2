import { describe, expect, it } from 'vitest';
import { auditWho, refundReasonKind, timelineReason } from './timeline-reason.ts';

describe('timelineReason: each sentence the server stores, as a text key and its parameters', () => {
  it.each([
    ['checkout', { key: 'booked' }],
    ['payment pay_sim_abc captured (webhook payment.captured)', { key: 'paymentCaptured' }],
    ['payment - failed (reconciliation)', { key: 'paymentFailed' }],
    ['payment pay_1 authorized (webhook payment.authorized)', { key: 'paymentAuthorized' }],
    ["payment pay_1 captured after the event's booking closed (webhook payment.captured): cancelled, refunded automatically", { key: 'paidAfterClose' }],
    ["automatic refund of payment pay_1 (captured after the event's booking closed)", { key: 'autoRefund' }],
    [
      'refund of 40300 paise asked by Asha K (operator): Prasad: not available',
      { key: 'refundAsked', amountPaise: 40_300, name: 'Asha K', reason: 'Prasad: not available' },
    ],
    [
      'cancelled with refund of 110100 paise asked by Op (admin): devotee asked',
      { key: 'cancelledWithRefund', amountPaise: 110_100, name: 'Op', reason: 'devotee asked' },
    ],
    ['cancelled by Op (operator): unpaid for a week', { key: 'cancelledBy', name: 'Op', reason: 'unpaid for a week' }],
    ['refund of flagged payment pay_2 (DOUBLE_PAYMENT) by Op (operator)', { key: 'flaggedRefund', kind: 'DOUBLE_PAYMENT', name: 'Op' }],
    ['puja performed at 2026-03-20T05:00:00.000Z by Pandit (temple_staff)', { key: 'performed', at: '2026-03-20T05:00:00.000Z', name: 'Pandit' }],
    ['video attached by Op (operator)', { key: 'videoAttached', name: 'Op' }],
    ['group video attached by Op (operator)', { key: 'groupVideoAttached', name: 'Op' }],
    ['personal clip replaces the group video by Op (operator)', { key: 'clipReplaces', name: 'Op' }],
    ['group video replaced by Op (operator)', { key: 'groupVideoReplaced', name: 'Op' }],
    ['prasad shipped by India Post (EE1IN) by Op (operator)', { key: 'shipped', courier: 'India Post', tracking: 'EE1IN', name: 'Op' }],
    [
      'tracking corrected: India Post (EE1IN) → Blue Dart (BD99) by Op (operator)',
      { key: 'trackingCorrected', courier: 'Blue Dart', tracking: 'BD99', name: 'Op' },
    ],
    ['prasad delivered (reported by delhivery tracking webhook)', { key: 'delivered' }],
    ['booking closed: sankalp final', { key: 'sankalpFinal' }],
    ['refund 0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f of 40300 paise processed (reconciliation sweep)', { key: 'refundProcessed', amountPaise: 40_300 }],
  ])('%s', (reason, words) => expect(timelineReason(reason)).toEqual(words));

  it('a shape it does not know: null (the entry shows its step or status only, never the raw sentence)', () => {
    expect(timelineReason('something new 42')).toBeNull();
  });
});

describe('refundReasonKind and auditWho', () => {
  it('says an automatic refund’s kind and leaves what staff typed alone', () => {
    expect(refundReasonKind("EVENT_CLOSED: captured after the event's booking closed")).toBe('EVENT_CLOSED');
    expect(refundReasonKind('Devotee asked: no prasad')).toBeNull();
  });

  it('reads the audit actor the server writes', () => {
    expect(auditWho('Asha K (temple_staff)')).toEqual({ name: 'Asha K', role: 'temple_staff' });
    expect(auditWho('system (delhivery tracking webhook)')).toEqual({ kind: 'system' });
    expect(auditWho('devotee Ram (user 5f0c)')).toEqual({ kind: 'devotee', name: 'Ram' });
  });
});
