import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { notifyError } from '../../../lib/toast.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

vi.mock('../../../lib/toast.ts', async (original) => ({ ...(await original<object>()), notifyError: vi.fn() }));

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
});

describe('OrderDetailPage', () => {
  it("another temple's order: the server's message once (no toast repeating it) and the way back to the list", async () => {
    const message = 'This order belongs to a temple you do not manage.';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(403, { statusCode: 403, code: 'OTHER_TEMPLE', message })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/orders/SKP23VDAK8RV']}>
          <Routes>
            <Route path="/orders/:orderId" element={<OrderDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '← All orders' }).getAttribute('href')).toBe('/orders');
  });
});
