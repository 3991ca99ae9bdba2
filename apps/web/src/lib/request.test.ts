import { ACCESS_TOKEN_HEADER, IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_HEADER, ZCreateOrderResponse, ZGetFaqsResponse } from '@sankalp/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { appStore } from './app-state.ts';
import { ACCESS_TOKEN_HEADER_NAME, IDEMPOTENCY_KEY_HEADER_NAME, REQUEST_IN_FLIGHT_CODE } from './constants.ts';
import { IN_FLIGHT_WAIT_MS, request, RETRY_DELAYS_MS } from './request.ts';
import { notify } from './toast.ts';

vi.mock('./toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const faqs = { data: { faqs: [] } };

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  appStore.set({ showModal: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify.error).mockClear();
});

describe('request', () => {
  it('sends the API prefix, JSON and language headers, and the token when present', async () => {
    localStorage.setItem('userToken', 'tok-1');
    fetchMock.mockResolvedValue(json(200, faqs));
    const result = await request('/faq/puja', { schema: ZGetFaqsResponse, language: 'hindi' });
    expect(result).toEqual({ ok: true, data: faqs });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/public/api/v1/faq/puja');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'hindi', 'X-Access-Token': 'tok-1' });
    expect(ACCESS_TOKEN_HEADER_NAME).toBe(ACCESS_TOKEN_HEADER);
  });

  it('omits the token header for guests', async () => {
    fetchMock.mockResolvedValue(json(200, faqs));
    await request('/faq/puja', { schema: ZGetFaqsResponse });
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('X-Access-Token');
  });

  it('retries after 1 s, 2 s and 4 s, then toasts the failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(500, { statusCode: 500, code: 'INTERNAL', message: 'Boom' }));
    const pending = request('/faq/puja', { schema: ZGetFaqsResponse });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, reason: 'failed', message: 'Boom', code: 'INTERNAL' }); // the API's code, for callers that act on it (Pay Now)
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(notify.error).toHaveBeenCalledWith('Request failed: Boom');
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, faqs));
    const pending = request('/faq/puja', { schema: ZGetFaqsResponse });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: true, data: faqs });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('does not retry an error whose message names a final code', async () => {
    fetchMock.mockResolvedValue(json(502, { message: 'Upstream said 403' }));
    expect(await request('/faq/puja', { schema: ZGetFaqsResponse })).toMatchObject({ ok: false, reason: 'failed' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('toasts the body message of a 400 and returns nothing, without retrying', async () => {
    fetchMock.mockResolvedValue(json(400, { statusCode: 400, code: 'VALIDATION', message: 'pageNumber must be 0 or more' }));
    expect(await request('/puja/all?pageNumber=-1', { schema: ZGetFaqsResponse })).toMatchObject({ ok: false, reason: 'bad-request' });
    expect(notify.error).toHaveBeenCalledWith('pageNumber must be 0 or more');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'Bad Request' when a 400 has no message", async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 400 }));
    await request('/x', { schema: ZGetFaqsResponse });
    expect(notify.error).toHaveBeenCalledWith('Bad Request');
  });

  it('clears storage and opens the login modal on 401 and 403', async () => {
    for (const status of [401, 403]) {
      localStorage.setItem('userToken', 'expired');
      appStore.set({ showModal: false });
      fetchMock.mockResolvedValueOnce(json(status, { message: 'Please login' }));
      expect(await request('/cart/', { schema: ZGetFaqsResponse })).toMatchObject({ ok: false, reason: 'login-required' });
      expect(localStorage.getItem('userToken')).toBeNull();
      expect(appStore.get().showModal).toBe(true);
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('returns a not-found marker for 404 without retry or toast', async () => {
    fetchMock.mockResolvedValue(json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Puja not found.' }));
    expect(await request('/puja/name/nope', { schema: ZGetFaqsResponse })).toEqual({ ok: false, reason: 'not-found', message: 'Puja not found.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports a body of another shape as invalid without retrying', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { data: { faqs: 'not a list' } }));
    expect(await request('/faq/homepage', { schema: ZGetFaqsResponse })).toMatchObject({ ok: false, reason: 'invalid-response' });
    expect(error).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('toasts a 429 message once and does not retry it', async () => {
    fetchMock.mockResolvedValue(json(429, { message: 'Please wait a few seconds before requesting another OTP.' }));
    expect(await request('/client/auth/otp/send', { schema: ZGetFaqsResponse, method: 'POST' })).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Please wait a few seconds before requesting another OTP.');
  });

  it('returns a 409 with its code at once, without retrying', async () => {
    fetchMock.mockResolvedValue(json(409, { statusCode: 409, code: 'ORDER_ALREADY_PAID', message: 'This order is already paid.' }));
    const result = await request('/payment/initiate', { schema: ZGetFaqsResponse, method: 'POST' });
    expect(result).toMatchObject({ ok: false, reason: 'failed', code: 'ORDER_ALREADY_PAID' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Request failed: This order is already paid.');
  });

  it('returns a code the caller expects without a toast, and still toasts other refusals', async () => {
    const answerCodes = ['ORDER_ALREADY_PAID'];
    fetchMock.mockResolvedValue(json(409, { statusCode: 409, code: 'ORDER_ALREADY_PAID', message: 'This order is already paid.' }));
    const paid = await request('/payment/initiate', { schema: ZGetFaqsResponse, method: 'POST', answerCodes });
    expect(paid).toMatchObject({ ok: false, reason: 'failed', code: 'ORDER_ALREADY_PAID' });
    expect(notify.error).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(409, { statusCode: 409, code: 'ORDER_CANCELLED', message: 'This order was cancelled.' }));
    await request('/payment/initiate', { schema: ZGetFaqsResponse, method: 'POST', answerCodes });
    expect(notify.error).toHaveBeenCalledWith('Request failed: This order was cancelled.');
  });

  it('returns a 503 BUSY at once, with its Retry-After and untoasted, to a caller that waits in line', async () => {
    const busy = { statusCode: 503, code: 'BUSY', message: 'Many devotees are booking right now. Please try again in a few seconds.' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(busy), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '4' } }));
    const result = await request('/order/create', { schema: ZGetFaqsResponse, method: 'POST', waitsInLine: true });
    expect(result).toEqual({ ok: false, reason: 'busy', message: busy.message, retryAfterSeconds: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('retries a 503 BUSY like any failure for a caller that does not wait in line, and any other 503 for one that does', async () => {
    vi.useFakeTimers();
    const answer = (code: string) =>
      new Response(JSON.stringify({ statusCode: 503, code, message: 'Later' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      });
    for (const [code, waitsInLine] of [
      ['BUSY', false],
      ['SERVICE_UNAVAILABLE', true],
    ] as const) {
      fetchMock.mockReset();
      fetchMock.mockImplementation(async () => answer(code));
      const pending = request('/order/create', { schema: ZGetFaqsResponse, method: 'POST', waitsInLine });
      await vi.advanceTimersByTimeAsync(7000);
      expect(await pending).toMatchObject({ ok: false, reason: 'failed', code });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    }
  });

  it('a 401 also empties the basket and leaves a fresh guest id', async () => {
    localStorage.setItem('userToken', 'expired');
    appStore.set({ cart: { cartItems: [{ id: 'i1', amount: 51, itemName: 'Diya', imageInfo: null, chadawaId: 'c1', count: 1 }] } });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Your session has expired. Please login again.' }));
    await request('/cart/', { schema: ZGetFaqsResponse });
    expect(appStore.get().cart.cartItems).toEqual([]);
    expect(localStorage.getItem('guestId')).toMatch(/^GUEST_/);
  });
});

describe('safe retries (Idempotency-Key)', () => {
  const order = { data: { orderId: 'SKP234567892' } };
  const keyOf = (call: number) => (fetchMock.mock.calls[call]![1]?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER_NAME];
  const checkout = () => request('/order/create', { schema: ZCreateOrderResponse, method: 'POST', body: { cartId: 'c' }, idempotent: true });

  it('names the header and the in-flight code as the contract does', () => {
    expect(IDEMPOTENCY_KEY_HEADER_NAME).toBe(IDEMPOTENCY_KEY_HEADER);
    expect(REQUEST_IN_FLIGHT_CODE).toBe(IDEMPOTENCY_ERROR_CODES.inFlight);
  });

  it('sends one key on every retry of a call, and a new key on the next call (a new click)', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(502, { message: 'Bad gateway' }))
      .mockResolvedValueOnce(json(200, order));
    const pending = checkout();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    expect(await pending).toEqual({ ok: true, data: order });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(keyOf(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([keyOf(1), keyOf(2)]).toEqual([keyOf(0), keyOf(0)]);

    fetchMock.mockResolvedValueOnce(json(200, order));
    await checkout();
    expect(keyOf(3)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('sends no key on calls that do not ask for one', async () => {
    fetchMock.mockResolvedValue(json(200, faqs));
    await request('/faq/puja', { schema: ZGetFaqsResponse });
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty(IDEMPOTENCY_KEY_HEADER_NAME);
  });

  it('asks again after Retry-After while the request is in flight, with the same key, then takes its answer', async () => {
    vi.useFakeTimers();
    const inFlight = () =>
      new Response(JSON.stringify({ statusCode: 409, code: 'REQUEST_IN_FLIGHT', message: 'This request is still being processed. Please wait a moment.' }), {
        status: 409,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      });
    fetchMock.mockResolvedValueOnce(inFlight()).mockResolvedValueOnce(inFlight()).mockResolvedValueOnce(json(200, order));
    const pending = checkout();
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toEqual({ ok: true, data: order });
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('stops asking after IN_FLIGHT_WAIT_MS and says the request failed', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json(409, { statusCode: 409, code: 'REQUEST_IN_FLIGHT', message: 'Still being processed.' }));
    const pending = checkout();
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_WAIT_MS + 1000);
    expect(await pending).toMatchObject({ ok: false, reason: 'failed', code: 'REQUEST_IN_FLIGHT' });
    expect(fetchMock).toHaveBeenCalledTimes(IN_FLIGHT_WAIT_MS / 1000 + 1);
    expect(notify.error).toHaveBeenCalledWith('Request failed: Still being processed.');
  });

  it('does not retry a 422 (the key was used for another request)', async () => {
    fetchMock.mockResolvedValue(
      json(422, { statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request.' }),
    );
    expect(await checkout()).toMatchObject({ ok: false, reason: 'failed', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
