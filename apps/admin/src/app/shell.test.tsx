import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { getStaffToken, setStaffToken } from '../lib/staff-session.ts';
import { routes } from './routes.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const staff = (role: string) => ({
  staffId: 's1',
  phone: '9999900001',
  name: 'Asha Devi',
  role,
  temples: [{ id: 't1', nameEn: 'Kashi Vishwanath', nameHi: 'काशी विश्वनाथ' }],
});

/** Answers the console API by path, like the server would. */
function serve(answers: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = (input as string).replace('/admin/api/v1', '');
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer();
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const navOf = async () => within((await screen.findAllByRole('navigation', { name: 'Console sections' }))[0]!);

describe('the console shell', () => {
  it('shows temple staff only their sections, with their name and role', async () => {
    setStaffToken('tok');
    serve({ '/me': () => json(200, { data: staff('temple_staff') }) });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const nav = await navOf();
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Orders', 'Sankalp list', 'Statements']);
    expect(screen.getByText('Asha Devi')).toBeTruthy();
    expect(screen.getByText('Temple staff')).toBeTruthy();
    expect(screen.getByText('Kashi Vishwanath')).toBeTruthy();
  });

  it('shows an admin every section, an operator all but Staff', async () => {
    setStaffToken('tok');
    serve({ '/me': () => json(200, { data: staff('operator') }) });
    renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    const nav = await navOf();
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Sankalp list',
      'Catalogue',
      'Exceptions',
      'Statements',
      'Reconciliation',
      'Temples',
    ]);
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('refuses a section the role does not include', async () => {
    setStaffToken('tok');
    serve({ '/me': () => json(200, { data: staff('operator') }) });
    renderAt('/staff');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
  });

  it('signs in with phone and code, then opens the page asked for', async () => {
    const fetchMock = serve({
      '/auth/otp/send': () => json(200, { data: { message: 'OTP sent successfully!', expiresInSeconds: 300, resendAfterSeconds: 30 } }),
      '/auth/otp/verify': () => json(200, { data: { token: 'tok-new', staff: staff('admin') } }),
    });
    const router = renderAt('/orders/XYZ');
    const phone = await screen.findByLabelText('Mobile number');
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid 10-digit mobile number.')).toBeTruthy();
    await userEvent.clear(phone);
    await userEvent.type(phone, '9999900001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('One-time code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Asha Devi')).toBeTruthy();
    expect(getStaffToken()).toBe('tok-new');
    expect(router.state.location.pathname).toBe('/orders/XYZ');
    expect(JSON.parse(fetchMock.mock.calls[1]![1]?.body as string)).toEqual({ phone: '9999900001', otp: '123456' });
  });

  it("shows the server's message when the code is refused", async () => {
    serve({
      '/auth/otp/send': () => json(200, { data: { message: 'OTP sent successfully!', expiresInSeconds: 300, resendAfterSeconds: 30 } }),
      '/auth/otp/verify': () => json(400, { statusCode: 400, code: 'OTP_INVALID', message: 'The OTP is wrong or has expired.' }),
    });
    renderAt('/');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9999900001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('One-time code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The OTP is wrong or has expired.');
    expect(getStaffToken()).toBeNull();
  });

  it('goes back to sign-in when the session is refused (401)', async () => {
    setStaffToken('expired');
    serve({ '/me': () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in.' }) });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(getStaffToken()).toBeNull();
  });

  it('signs out', async () => {
    setStaffToken('tok');
    const fetchMock = serve({ '/me': () => json(200, { data: staff('admin') }), '/auth/logout': () => json(200, { data: { message: 'Signed out.' } }) });
    renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
    expect(getStaffToken()).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).endsWith('/auth/logout'))).toBe(true);
  });
});
