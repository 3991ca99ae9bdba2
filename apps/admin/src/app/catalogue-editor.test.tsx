import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { setStaffToken } from '../lib/staff-session.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const me = { staffId: 's1', phone: '9999900002', name: 'Demo Operator', role: 'operator', temples: [] };
const temple = { id: '11111111-1111-4111-8111-111111111111', name: { en: 'Kashi Vishwanath', hi: 'काशी विश्वनाथ' } };

describe('catalogue event editor', () => {
  it('sends rupees as paise and shows the server’s 400 in the form', async () => {
    setStaffToken('token');
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = (input as string).replace('/admin/api/v1', '');
      if (path === '/me') return json(200, { data: me });
      if (path === '/catalogue/temples') return json(200, { data: [temple] });
      // The image fields' hint states the server's upload limits (decision 230).
      if (path === '/media/limits') return json(200, { data: { imageMaxBytes: 15 * 1024 ** 2, imageMaxPixels: 50_000_000, videoMaxBytes: 2 * 1024 ** 3 } });
      if (path === '/catalogue/events' && init?.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        return json(400, { statusCode: 400, code: 'VALIDATION', message: 'Another event already uses this web address. Choose another.' });
      }
      throw new Error(`unexpected call ${path}`);
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/catalogue/events/new?type=PUJA'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New puja', level: 1 });
    await screen.findByRole('option', { name: temple.name.en });
    await user.selectOptions(screen.getByLabelText('Temple'), temple.id);
    await user.type(screen.getByLabelText('Web address'), 'ganesh-puja');
    await user.type(screen.getByLabelText('Name (English)'), 'Ganesh Puja');
    await user.type(screen.getByLabelText('Name (Hindi)'), 'गणेश पूजा');
    await user.click(screen.getByRole('button', { name: 'Add a package' }));
    await user.type(screen.getByLabelText('Amount (₹)'), '501.5');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect((await screen.findAllByText('Another event already uses this web address. Choose another.')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'PUJA',
      templeId: temple.id,
      searchKey: 'ganesh-puja',
      name: { en: 'Ganesh Puja', hi: 'गणेश पूजा' },
      packages: [{ amountPaise: 50_150, maxUsers: 1 }],
    });
  });
});
