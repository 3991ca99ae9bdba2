import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStatement } from '@sankalp/contract';
import { createQueryClient } from '../../lib/query-client.ts';
import { staffMeQueryKey } from '../../lib/staff.ts';
import { setStaffToken } from '../../lib/staff-session.ts';
import { statementsRoutes } from './index.ts';

const LAZY = { timeout: 10_000 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-03-10T04:00:00.000Z';
const temple = {
  id: 't1',
  nameEn: 'Kashi Vishwanath',
  nameHi: 'काशी विश्वनाथ',
  addressEn: 'Varanasi',
  addressHi: 'वाराणसी',
  pincode: '221001',
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  createdAt: at,
  updatedAt: at,
  archivedAt: null,
  shareBps: 1250,
  feePerOrderPaise: 500,
};
const statement: TStatement = {
  templeId: 't1',
  templeNameEn: 'Kashi Vishwanath',
  templeNameHi: 'काशी विश्वनाथ',
  from: '2026-03-10',
  to: '2026-03-10',
  share: { shareBps: 1250, feePerOrderPaise: 500 },
  totals: {
    paymentsCount: 2,
    refundsCount: 1,
    grossPaise: 220_200,
    refundsPaise: 10_000,
    percentSharePaise: 26_275,
    feesPaise: 1_000,
    sharePaise: 27_275,
    owedPaise: 182_925,
  },
  lines: [
    {
      id: 'p1',
      kind: 'PAYMENT',
      orderId: 'SKPAAAA11111',
      devoteeName: 'Sita Devi',
      eventNameEn: 'Rudrabhishek',
      eventNameHi: 'रुद्राभिषेक',
      status: 'SUCCESS',
      amountPaise: 110_100,
      at,
    },
    {
      id: 'p2',
      kind: 'PAYMENT',
      orderId: 'SKPBBBB22222',
      devoteeName: 'Mohan Lal',
      eventNameEn: 'Rudrabhishek',
      eventNameHi: 'रुद्राभिषेक',
      status: 'SUCCESS',
      amountPaise: 110_100,
      at,
    },
    {
      id: 'r1',
      kind: 'REFUND',
      orderId: 'SKPBBBB22222',
      devoteeName: 'Mohan Lal',
      eventNameEn: 'Rudrabhishek',
      eventNameHi: 'रुद्राभिषेक',
      status: 'SUCCESS',
      amountPaise: 10_000,
      at,
    },
  ],
  page: 0,
  pageSize: 100,
};
const empty: TStatement = {
  ...statement,
  totals: { paymentsCount: 0, refundsCount: 0, grossPaise: 0, refundsPaise: 0, percentSharePaise: 0, feesPaise: 0, sharePaise: 0, owedPaise: 0 },
  lines: [],
};

afterEach(() => vi.restoreAllMocks());

/** Answers by method and path; records every call with its URL, headers and body. */
function serve(answers: Record<string, (url: URL, body: unknown) => Response>) {
  const calls: { key: string; url: URL; headers: Headers; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input as string, 'http://console.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/admin/api/v1', '')}`;
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ key, url, headers: new Headers(init?.headers), body });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(url, body);
  });
  return calls;
}

function renderAt(path: string, role: 'admin' | 'operator' | 'temple_staff') {
  setStaffToken('tok');
  const router = createMemoryRouter([{ path: '/statements', children: statementsRoutes }], { initialEntries: [path] });
  const client = createQueryClient();
  client.setQueryData(staffMeQueryKey, { staffId: 'a1', phone: '9999900001', name: 'Demo', role, temples: [] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('temple statements page', () => {
  it("shows the day's figures and lines, and the admin marks it settled with a reference and an Idempotency-Key", async () => {
    let settled = false;
    const calls = serve({
      'GET /temples': () => json(200, { data: [temple] }),
      'GET /statements': () => json(200, { data: settled ? empty : statement }),
      'GET /statements/settled': () => json(200, { data: [] }),
      'POST /statements/settle': () => {
        settled = true;
        return json(200, {
          data: {
            id: 's1',
            templeId: 't1',
            from: '2026-03-10',
            to: '2026-03-10',
            share: statement.share,
            totals: statement.totals,
            reference: 'UTR 42',
            settledBy: 'Demo',
            settledAt: at,
          },
        });
      },
    });
    renderAt('/statements?templeId=t1&from=2026-03-10&to=2026-03-10', 'admin');
    const figures = await screen.findByRole('heading', { name: 'Kashi Vishwanath: 10 Mar 2026 to 10 Mar 2026, not yet settled' }, LAZY);
    const card = figures.closest('section')!;
    expect(within(card).getByText('Owed to the temple').nextElementSibling!.textContent).toBe('₹1,829.25');
    expect(within(card).getByText('Refunds (1)').nextElementSibling!.textContent).toBe('₹100');
    expect(within(card).getByText(/12\.5 % of gross less refunds/)).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Payments and refunds' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Refund')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Mark settled…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this statement settled' });
    await userEvent.type(within(dialog).getByLabelText('Payout reference'), 'UTR 42');
    await userEvent.click(within(dialog).getByRole('button', { name: /Settled:/ }));
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'POST /statements/settle')).toBe(true));
    const post = calls.find((c) => c.key === 'POST /statements/settle')!;
    expect(post.body).toEqual({
      templeId: 't1',
      from: '2026-03-10',
      to: '2026-03-10',
      reference: 'UTR 42',
      expected: { paymentsCount: 2, refundsCount: 1, grossPaise: 220_200, refundsPaise: 10_000 },
    });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Settled: the statement is read again, and now holds nothing.
    expect(await screen.findByText('Nothing in this period that is not settled already.')).toBeTruthy();
  }, 20_000);

  it('offers an operator the CSV but no settling', async () => {
    serve({
      'GET /temples': () => json(200, { data: [temple] }),
      'GET /statements': () => json(200, { data: statement }),
      'GET /statements/settled': () => json(200, { data: [] }),
    });
    renderAt('/statements?templeId=t1&from=2026-03-10&to=2026-03-10', 'operator');
    await screen.findByRole('heading', { name: /not yet settled/ }, LAZY);
    expect(screen.queryByRole('button', { name: 'Mark settled…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('an admin sees the 409 when the statement changed meanwhile', async () => {
    serve({
      'GET /temples': () => json(200, { data: [temple] }),
      'GET /statements': () => json(200, { data: statement }),
      'GET /statements/settled': () => json(200, { data: [] }),
      'POST /statements/settle': () =>
        json(409, {
          statusCode: 409,
          code: 'STATEMENT_CHANGED',
          message: 'The statement changed since it was shown (new payments or refunds). Look at it again before marking it settled.',
        }),
    });
    renderAt('/statements?templeId=t1&from=2026-03-10&to=2026-03-10', 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark settled…' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this statement settled' });
    await userEvent.type(within(dialog).getByLabelText('Payout reference'), 'UTR 43');
    await userEvent.click(within(dialog).getByRole('button', { name: /Settled:/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/changed since it was shown/);
  });
});
