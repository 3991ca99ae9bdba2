import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { SignInFlow } from './sign-in-flow.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismissAll: vi.fn() } }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = { data: { message: 'OTP sent successfully!', expiresInSeconds: 300, resendAfterSeconds: 30 } };
const verified = (redirectTo: 'PROFILE' | 'HOME') => ({
  data: { sessionId: 'tok-abc', userDataResponse: { userId: 'u-1' }, redirectTo, message: 'OTP verified successfully!' },
});

let fetchMock: ReturnType<typeof vi.fn>;

function renderFlow(inModal = false) {
  render(
    <MemoryRouter initialEntries={['/auth?language=english']}>
      <Routes>
        <Route path="/auth" element={<SignInFlow inModal={inModal} />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Each step has one field; it appears once the step before has finished. */
const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label);
async function type(label: string, value: string) {
  fireEvent.change(await field(label), { target: { value } });
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const click = (name: string) => fireEvent.click(button(name));
const alertText = () => screen.queryByRole('alert')?.textContent;
/** Phone, Send OTP, then the code and Verify, for the tests about what verifying does. */
async function enterCode(otp: string) {
  await type('Mobile number', '9876543210');
  click('Send OTP');
  await type('OTP', otp);
  click('Verify');
}

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('guestId', 'GUEST_before');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in flow', () => {
  it('keeps the phone to digits and refuses fewer than 10 without calling the server', async () => {
    renderFlow();
    await type('Mobile number', '98a765');
    expect((await field('Mobile number')).value).toBe('98765');
    click('Send OTP');
    await waitFor(() => expect(alertText()).toBe('Please enter a valid 10-digit mobile number.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('new user: phone → OTP (resend locked) → name → Register → home, guest id gone', async () => {
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(verified('PROFILE')));
    renderFlow();
    await type('Mobile number', '9876543210');
    click('Send OTP');
    await type('OTP', '123456');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ phone: '9876543210' });
    expect(notify.success).toHaveBeenCalledWith('OTP sent successfully!');
    expect(button('Resend OTP in 30 s').disabled).toBe(true);

    click('Verify');
    await field('Full name');
    expect(fetchMock.mock.calls[1]![0]).toBe('/public/api/v1/client/auth/otp/verify');
    expect(localStorage.getItem('userToken')).toBe('tok-abc');
    expect(localStorage.getItem('guestId')).toBeNull();

    click('Register');
    await waitFor(() => expect(alertText()).toBe('Name is mandatory!'));
    fetchMock.mockResolvedValueOnce(json({ data: { name: 'Sita Devi', phone: '9876543210', userId: 'u-1' } }));
    await type('Full name', '  Sita Devi ');
    click('Register');
    await screen.findByText('home page');
    const [url, init] = fetchMock.mock.calls[2]!;
    expect(url).toBe('/public/api/v1/user/update');
    expect(JSON.parse(init.body)).toEqual({ name: 'Sita Devi' });
    expect(init.headers['X-Access-Token']).toBe('tok-abc');
  });

  it('returning user in the modal: the page reloads after verify', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(verified('HOME')));
    renderFlow(true);
    await enterCode('654321');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('a wrong code shows the server message and stays on the OTP step', async () => {
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json({ statusCode: 400, message: 'Incorrect OTP. Please try again.' }, 400));
    renderFlow();
    await enterCode('000000');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Incorrect OTP. Please try again.'));
    await waitFor(() => expect(button('Verify').disabled).toBe(false));
    expect(screen.getByLabelText('OTP')).toBeTruthy();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('a verify answer without a session saves nothing and shows its message', async () => {
    const blank = { data: { sessionId: ' ', userDataResponse: { userId: 'u-1' }, redirectTo: 'HOME', message: 'Could not sign in' } };
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(blank));
    renderFlow();
    await enterCode('123456');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not sign in'));
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
