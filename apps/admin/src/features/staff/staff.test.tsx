import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { staffMeQueryKey } from '../../lib/staff.ts';
import { setStaffToken } from '../../lib/staff-session.ts';
import { staffRoutes } from './index.ts';

/** Route chunks load lazily on first use: on a busy machine that takes longer than findBy's 1 s default. */
const LAZY = { timeout: 10_000 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-11-01T10:00:00.000Z';
const me = { staffId: 'a1', phone: '9999900001', name: 'Demo Admin', role: 'admin', temples: [] };
const kashi = { id: 't1', nameEn: 'Kashi Vishwanath', nameHi: 'काशी विश्वनाथ' };
const temple = {
  ...kashi,
  addressEn: 'Varanasi',
  addressHi: 'वाराणसी',
  pincode: '221001',
  contactName: null,
  contactPhone: null,
  contactEmail: null,
  createdAt: at,
  updatedAt: at,
  archivedAt: null,
  shareBps: 0,
  feePerOrderPaise: 0,
};
const member = (over: object) => ({
  staffId: 'a1',
  phone: '9999900001',
  name: 'Demo Admin',
  role: 'admin',
  temples: [],
  createdAt: at,
  updatedAt: at,
  revokedAt: null,
  ...over,
});

/** Answers the console API by method and path (with its query), like the server would. */
function serve(answers: Record<string, (body: unknown) => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${(input as string).replace('/admin/api/v1', '')}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(init?.body ? JSON.parse(init.body as string) : undefined);
  });
}

function renderAt(path: string) {
  setStaffToken('tok');
  // The section's own routes, signed in as `me` (the shell's /me answer, primed).
  const router = createMemoryRouter([{ path: '/staff', children: staffRoutes }], { initialEntries: [path] });
  const client = createQueryClient();
  client.setQueryData(staffMeQueryKey, me);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('staff screen', () => {
  it('lists staff and grants a priest a temple, asking for temples only for temple staff', async () => {
    const granted: unknown[] = [];
    serve({
      'GET /staff?status=active': () =>
        json(200, { data: [member({}), member({ staffId: 'p1', phone: '9999900003', name: 'Pandit Ramesh', role: 'temple_staff', temples: [kashi] })] }),
      'GET /temples?status=active': () => json(200, { data: [temple] }),
      'POST /staff/grant': (body) => {
        granted.push(body);
        return granted.length === 1
          ? json(400, { statusCode: 400, code: 'VALIDATION', message: 'One of the temples does not exist.' })
          : json(200, { data: member({ staffId: 'p2', phone: '9876543210', name: 'Pandit Hari', role: 'temple_staff', temples: [kashi] }) });
      },
    });
    const router = renderAt('/staff');
    const table = await screen.findByRole('table', { name: 'Staff' }, LAZY);
    expect(await within(table).findByText('Pandit Ramesh')).toBeTruthy();
    // Nobody removes themselves: no Remove button on the signed-in admin's row.
    expect(within(table).queryByRole('link', { name: 'Remove access of Demo Admin' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Remove access of Pandit Ramesh' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access' }, LAZY);
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Pandit Hari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await within(dialog).findByText('Choose at least one temple.')).toBeTruthy();
    await userEvent.click(await within(dialog).findByLabelText('Kashi Vishwanath'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('One of the temples does not exist.');

    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'operator');
    expect(within(dialog).queryByLabelText('Kashi Vishwanath')).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'temple_staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(granted[1]).toEqual({ phone: '9876543210', name: 'Pandit Hari', role: 'temple_staff', templeIds: ['t1'] });
  }, 20_000); // many keystrokes: happy-dom on a shared machine needs more than the 5 s default
});
