import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { staffMeQueryKey } from '../../lib/staff.ts';
import { setStaffToken } from '../../lib/staff-session.ts';
import { templesRoutes } from './index.ts';

/** Route chunks load lazily on first use: on a busy machine that takes longer than findBy's 1 s default. */
const LAZY = { timeout: 10_000 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const at = '2026-11-01T10:00:00.000Z';
const kashi = {
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
  shareBps: 0,
  feePerOrderPaise: 0,
};

function serve(answers: Record<string, (body: unknown) => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${(input as string).replace('/admin/api/v1', '')}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(init?.body ? JSON.parse(init.body as string) : undefined);
  });
}

function renderAt(path: string, role: 'admin' | 'operator') {
  setStaffToken('tok');
  const router = createMemoryRouter([{ path: '/temples', children: templesRoutes }], { initialEntries: [path] });
  const client = createQueryClient();
  client.setQueryData(staffMeQueryKey, { staffId: 'a1', phone: '9999900001', name: 'Demo', role, temples: [] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('temples screen', () => {
  it('edits a temple in both languages and shows the server refusing an archive', async () => {
    const saved: unknown[] = [];
    serve({
      'GET /temples?status=active': () => json(200, { data: [kashi] }),
      'GET /audit/temple/t1': () => json(200, { data: [] }),
      'PUT /temples/t1': (body) => {
        saved.push(body);
        return json(200, { data: { ...kashi, nameHi: 'श्री काशी विश्वनाथ' } });
      },
      'POST /temples/t1/archive': () =>
        json(409, {
          statusCode: 409,
          code: 'TEMPLE_HAS_PUBLISHED_EVENTS',
          message: 'This temple still has published events. Unpublish or archive them first.',
        }),
    });
    const router = renderAt('/temples', 'admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Kashi Vishwanath' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kashi Vishwanath' }, LAZY);
    const hindi = within(dialog).getByLabelText('Temple name (Hindi)');
    expect(hindi.getAttribute('lang')).toBe('hi');
    await userEvent.clear(hindi);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the temple name in Hindi (at most 120 characters).')).toBeTruthy();
    await userEvent.type(hindi, 'श्री काशी विश्वनाथ');
    await userEvent.type(within(dialog).getByLabelText('Contact mobile number'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid 10-digit mobile number, or leave it empty.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Contact mobile number'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/temples'));
    expect(saved[0]).toMatchObject({ nameEn: 'Kashi Vishwanath', nameHi: 'श्री काशी विश्वनाथ', pincode: '221001', contactPhone: '' });

    await userEvent.click(await screen.findByRole('link', { name: 'Archive Kashi Vishwanath' }, LAZY));
    const confirm = await screen.findByRole('dialog', { name: 'Archive Kashi Vishwanath?' }, LAZY);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('This temple still has published events. Unpublish or archive them first.');
  }, 20_000); // many keystrokes: happy-dom on a shared machine needs more than the 5 s default

  it('records the trust’s 80G registration (issue 23): a bad PAN is refused, the five fields are sent', async () => {
    const saved: unknown[] = [];
    serve({
      'GET /temples?status=active': () => json(200, { data: [kashi] }),
      'GET /audit/temple/t1': () => json(200, { data: [] }),
      'PUT /temples/t1': (body) => {
        saved.push(body);
        return json(200, { data: { ...kashi, ...(body as object) } });
      },
    });
    const router = renderAt('/temples', 'admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Kashi Vishwanath' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kashi Vishwanath' }, LAZY);
    expect(within(dialog).getByRole('group', { name: '80G registration of the temple trust' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Trust name'), 'Kashi Trust');
    await userEvent.type(within(dialog).getByLabelText('Trust PAN'), 'AAAT123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a PAN: 5 letters, 4 digits, 1 letter.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Trust PAN'));
    await userEvent.type(within(dialog).getByLabelText('Trust PAN'), 'AAATK1234Q');
    await userEvent.type(within(dialog).getByLabelText('80G registration number'), 'AAATK1234QF20214');
    await userEvent.type(within(dialog).getByLabelText('Valid from'), '2021-04-01');
    await userEvent.type(within(dialog).getByLabelText('Valid to'), '2026-03-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/temples'));
    expect(saved[0]).toMatchObject({
      trustName: 'Kashi Trust',
      trustPan: 'AAATK1234Q',
      registration80g: 'AAATK1234QF20214',
      registration80gValidFrom: '2021-04-01',
      registration80gValidTo: '2026-03-31',
    });
  }, 20_000);

  it("sets the temple's platform share (percentage and fee), refusing a percentage above 100", async () => {
    const saved: unknown[] = [];
    serve({
      'GET /temples?status=active': () => json(200, { data: [kashi] }),
      'GET /audit/temple/t1': () => json(200, { data: [] }),
      'PUT /temples/t1/share': (body) => {
        saved.push(body);
        return json(200, { data: body });
      },
    });
    renderAt('/temples/t1/edit', 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kashi Vishwanath' }, LAZY);
    const percent = within(dialog).getByLabelText('Percentage of gross less refunds (%)');
    await userEvent.clear(percent);
    await userEvent.type(percent, '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save share' }));
    expect(await within(dialog).findByText('Enter a percentage from 0 to 100 with at most two decimals.')).toBeTruthy();
    await userEvent.clear(percent);
    await userEvent.type(percent, '12.5');
    const fee = within(dialog).getByLabelText('Fee per order paid (₹)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save share' }));
    await vi.waitFor(() => expect(saved).toEqual([{ shareBps: 1250, feePerOrderPaise: 500 }]));
  }, 20_000);

  it('shows operators the temples without the admin actions', async () => {
    serve({ 'GET /temples?status=active': () => json(200, { data: [kashi] }) });
    renderAt('/temples', 'operator');
    expect(await screen.findByText('Kashi Vishwanath', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a temple' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Kashi Vishwanath' })).toBeNull();
  });

  it('filters by status in the URL: archived temples, then back to active without a query', async () => {
    const archived = { ...kashi, id: 't2', nameEn: 'Old Ghat Temple', archivedAt: at };
    serve({
      'GET /temples?status=active': () => json(200, { data: [kashi] }),
      'GET /temples?status=archived': () => json(200, { data: [archived] }),
    });
    const router = renderAt('/temples', 'operator');
    await screen.findByText('Kashi Vishwanath', {}, LAZY);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'archived');
    expect(await screen.findByText('Old Ghat Temple')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=archived');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'active');
    expect(await screen.findByText('Kashi Vishwanath')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
