import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReconciliation } from '@sankalp/contract';
import { createQueryClient } from '../../lib/query-client.ts';
import { staffMeQueryKey } from '../../lib/staff.ts';
import { setStaffToken } from '../../lib/staff-session.ts';
import { reconciliationRoutes } from './index.ts';

const LAZY = { timeout: 10_000 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const base: TReconciliation = {
  from: '2026-06-01',
  to: '2026-06-02',
  capturedPaise: 440_400,
  capturedCount: 4,
  refundedPaise: 115_100,
  refundedCount: 2,
  settledPaise: 440_400,
  openPaise: -115_100,
  differencePaise: 0,
  differencesTotal: 0,
  differences: [],
};

afterEach(() => vi.restoreAllMocks());

function renderWith(answer: TReconciliation) {
  const seen: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    seen.push(input as string);
    return json({ data: answer });
  });
  setStaffToken('tok');
  const router = createMemoryRouter([{ path: '/reconciliation', children: reconciliationRoutes }], {
    initialEntries: ['/reconciliation?from=2026-06-01&to=2026-06-02'],
  });
  const client = createQueryClient();
  client.setQueryData(staffMeQueryKey, { staffId: 'a1', phone: '9999900001', name: 'Demo', role: 'operator', temples: [] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return seen;
}

describe('reconciliation page', () => {
  it('says it adds up when there is no difference', async () => {
    const seen = renderWith(base);
    expect(await screen.findByText('It adds up: no difference in this period.', {}, LAZY)).toBeTruthy();
    expect(seen[0]).toContain('/reconciliation?from=2026-06-01&to=2026-06-02');
    expect(screen.getByText('Captured − refunded').nextElementSibling!.textContent).toBe('₹3,253');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists every difference, order by order', async () => {
    renderWith({
      ...base,
      differencePaise: 100,
      differencesTotal: 2,
      differences: [
        {
          kind: 'CAPTURED_ORDER_NOT_PAID',
          orderId: 'SKPAAAA11111',
          paymentId: 'p1',
          refundId: null,
          statementId: null,
          amountPaise: 110_100,
          detail: 'payment pay_1 captured, order is PAYMENT_FAILED',
        },
        {
          kind: 'STATEMENT_LINE',
          orderId: 'SKPBBBB22222',
          paymentId: 'p2',
          refundId: null,
          statementId: 's1',
          amountPaise: -100,
          detail: 'PAYMENT settled as 110000',
        },
      ],
    });
    expect(await screen.findByText('2 differences found.', {}, LAZY)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Differences' });
    expect(within(table).getByText('Money taken, order not paid')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'SKPBBBB22222' })).toBeTruthy();
    expect(within(table).getByText('Settled line changed since')).toBeTruthy();
  });
});
