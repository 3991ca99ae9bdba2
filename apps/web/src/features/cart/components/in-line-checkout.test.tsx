import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { TCreateOrderRequest } from '@sankalp/contract';
import { appStore } from '../../../lib/app-state.ts';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { InLineDialog, useWaitInLine, type Line } from '../../payment/index.ts';
import { createOrder } from '../api/create-order.ts';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const busy = () =>
  json(503, { statusCode: 503, code: 'BUSY', message: 'Many devotees are booking right now. Please try again in a few seconds.' }, { 'retry-after': '3' });
const admitted = () => json(200, { data: { orderId: 'SKPLINE0001' } });

const PAYLOAD = { cartId: 'c', userInfo: { name: 'Asha Devi', whatsappNumber: '9876543210', gotra: 'Kashyap', selectedEventDate: null, additionalNames: [] } };

/** The basket's confirm, reduced to its line: create the order, waiting in line while the server is busy. */
function Basket({ onAnswer }: { onAnswer: (answer: unknown) => void }) {
  const line = useWaitInLine();
  return (
    <>
      <button type="button" onClick={() => void line.waitFor(() => createOrder(PAYLOAD as TCreateOrderRequest)).then(onAnswer)}>
        Confirm and pay
      </button>
      <InLineDialog line={line} leaveLabel="Back to my basket" />
    </>
  );
}

/** i18next loads its languages with timers of its own: before the fake ones take over. */
const speak = async (language: 'english' | 'hindi') => {
  vi.useRealTimers();
  await initI18n(language, NAMESPACES);
  vi.useFakeTimers();
};

let fetchMock: Mock<typeof fetch>;
beforeAll(() => initI18n('english', NAMESPACES));
afterAll(() => initI18n('english', NAMESPACES));
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no jitter: the next try goes out exactly at Retry-After
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  appStore.set({ showModal: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const title = 'Many devotees are booking right now — you are in line';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the basket waits in line when the server is busy', () => {
  it('shows the in-line screen with a countdown, asks again by itself after Retry-After, and goes on once admitted', async () => {
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy()).mockResolvedValueOnce(admitted());
    const onAnswer = vi.fn();
    render(<Basket onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.getByText('Trying again in 3 seconds')).toBeTruthy();
    expect(screen.getByText(/Nothing is lost: your booking is kept/)).toBeTruthy();
    await advance(1000);
    expect(screen.getByText('Trying again in 2 seconds')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2); // the second try, refused again: still in line
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    await advance(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onAnswer).toHaveBeenCalledWith({ ok: true, data: 'SKPLINE0001' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Every try was the same order create, and none was retried by the helper on its own.
    for (const [url, init] of fetchMock.mock.calls) {
      expect(url).toBe('/public/api/v1/order/create');
      expect(init?.method).toBe('POST');
    }
  });

  it('stops asking when the devotee goes back to the basket', async () => {
    fetchMock.mockResolvedValue(busy());
    const onAnswer = vi.fn();
    render(<Basket onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await advance(0);
    // The dialog's close button and the button under the countdown both leave the line.
    const [close, back] = screen.getAllByRole('button', { name: 'Back to my basket' });
    expect(close).toBeTruthy();
    fireEvent.click(back!);
    await advance(0);
    expect(onAnswer).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a second call waits in the same line after the first was admitted (the order, then its payment)', async () => {
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(admitted()).mockResolvedValueOnce(busy()).mockResolvedValueOnce(admitted());
    const answers: unknown[] = [];
    let line: Line | undefined;
    function Checkout() {
      line = useWaitInLine();
      const go = async () => {
        answers.push(await line!.waitFor(() => createOrder(PAYLOAD as TCreateOrderRequest)));
        answers.push(await line!.waitFor(() => createOrder(PAYLOAD as TCreateOrderRequest)));
      };
      return (
        <>
          <button type="button" onClick={() => void go()}>
            Confirm and pay
          </button>
          <InLineDialog line={line} />
        </>
      );
    }
    render(<Checkout />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await advance(0);
    const firstStay = line!.turn!.stay;
    await advance(3000);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(line!.turn!.stay).not.toBe(firstStay);
    // A browser reports the first screen's closing late, as a close event: it must not take the second call out of line.
    act(() => line!.leave(firstStay));
    await advance(3000);
    expect(answers).toEqual([
      { ok: true, data: 'SKPLINE0001' },
      { ok: true, data: 'SKPLINE0001' },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('speaks Hindi in Hindi', async () => {
    await speak('hindi');
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(admitted());
    render(<Basket onAnswer={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'इस समय बहुत से भक्त बुकिंग कर रहे हैं — आप कतार में हैं' })).toBeTruthy();
    expect(screen.getByText('3 सेकंड में फिर से प्रयास करेंगे')).toBeTruthy();
    await advance(3000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
