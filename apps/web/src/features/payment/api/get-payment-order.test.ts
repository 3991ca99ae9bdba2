import { GET_ORDER_PATH, PAYMENT_PATHS } from '@sankalp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { getPaymentOrder, RECONCILE_EVERY_MS } from './get-payment-order.ts';

vi.mock('../../../lib/request.ts', async (original) => ({ ...(await original<object>()), request: vi.fn() }));

const awaiting = { orderId: 'SKP1', orderStatus: 'AWAITING_PAYMENT_CONFIRMATION' };
let order: { orderId: string; orderStatus: string };
const reconcileCalls = () => vi.mocked(request).mock.calls.filter(([path]) => path === PAYMENT_PATHS.reconcile).length;

beforeEach(() => {
  vi.useFakeTimers();
  order = awaiting;
  vi.mocked(request).mockImplementation((path: string) =>
    Promise.resolve(path.startsWith(GET_ORDER_PATH) ? { ok: true, data: { data: order } } : { ok: true, data: { data: { orderStatus: order.orderStatus } } }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(request).mockReset();
});

describe('getPaymentOrder', () => {
  it('asks the provider about an unsettled order at most every 15 s, reading the order at each poll', async () => {
    await getPaymentOrder('SKP1', 'english');
    expect(reconcileCalls()).toBe(1);
    for (let poll = 0; poll < 2; poll++) {
      vi.advanceTimersByTime(5000); // the page's poll
      expect(await getPaymentOrder('SKP1', 'english')).toMatchObject(awaiting);
    }
    expect(reconcileCalls()).toBe(1);
    vi.advanceTimersByTime(RECONCILE_EVERY_MS - 10_000);
    await getPaymentOrder('SKP1', 'english');
    expect(reconcileCalls()).toBe(2);
    expect(vi.mocked(request).mock.calls.filter(([path]) => path.startsWith(GET_ORDER_PATH))).toHaveLength(4);
  });

  it('asks about a CREATED order (a checkout just closed, no polling) every time it is read', async () => {
    order = { orderId: 'SKP2', orderStatus: 'CREATED' };
    await getPaymentOrder('SKP2', 'english');
    await getPaymentOrder('SKP2', 'english');
    expect(reconcileCalls()).toBe(2);
  });
});
