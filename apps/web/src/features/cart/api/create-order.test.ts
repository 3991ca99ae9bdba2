import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER_NAME } from '../../../lib/constants.ts';
import { RETRY_DELAYS_MS } from '../../../lib/request.ts';
import { createOrder } from './create-order.ts';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const payload = {
  cartId: '6f1c2b7e-9a4d-4c1e-8f2a-3b5d7e9f1a2c',
  userInfo: { name: 'Asha', whatsappNumber: '9876543210', gotra: 'Kashyap', selectedEventDate: null },
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const keys = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER_NAME]);

describe('createOrder', () => {
  it('one key per press of "Proceed to pay": its retry sends it again, the next press a new one', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(answer(502, { message: 'Bad gateway' })).mockResolvedValueOnce(answer(200, { data: { orderId: 'SKP234567892' } }));
    const first = createOrder(payload);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(await first).toEqual({ ok: true, data: 'SKP234567892' });
    fetchMock.mockResolvedValueOnce(answer(200, { data: { orderId: 'SKP234567893' } }));
    await createOrder(payload);
    const [press1, retry1, press2] = keys();
    expect(press1).toBeTruthy();
    expect(retry1).toBe(press1);
    expect(press2).toBeTruthy();
    expect(press2).not.toBe(press1);
  });
});
