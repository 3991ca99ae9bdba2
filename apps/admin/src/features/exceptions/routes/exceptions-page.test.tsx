import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPaymentException } from '@sankalp/contract';
import { ExceptionsPage } from './exceptions-page.tsx';

const flagged: TPaymentException = {
  exceptionId: '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b',
  orderId: 'SKP23VDAK8RV',
  templeId: 't1',
  kind: 'DOUBLE_PAYMENT',
  providerPaymentId: 'pay_second',
  amountPaise: 110_100,
  detail: 'second capture',
  detectedAt: '2026-03-20T04:00:00Z',
  resolvedAt: null,
  refund: null,
};
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ExceptionsPage', () => {
  it('lists open exceptions and refunds one after confirming, with a UUID key', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        return json(200, {
          data: {
            exception: { ...flagged, refund: { refundId: 'r1', status: 'PENDING', amountPaise: 110_100 } },
            order: { orderId: 'SKP23VDAK8RV', status: 'SUCCESS', version: 4 },
          },
        });
      expect(url).toContain('/exceptions?state=open');
      return json(200, { data: [flagged] });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ExceptionsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Paid twice')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Exceptions' });
    await userEvent.click(within(table).getByRole('button', { name: 'Refund the flagged payment of order SKP23VDAK8RV' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Refund/ }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toContain(`/exceptions/${flagged.exceptionId}/refund`);
    expect(JSON.parse(post[1]!.body as string)).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});
