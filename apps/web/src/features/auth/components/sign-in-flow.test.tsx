import { act } from '../../../lib/act';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { SignInFlow } from './sign-in-flow.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = { data: { message: 'OTP sent successfully!', expiresInSeconds: 300, resendAfterSeconds: 30 } };
const verified = (redirectTo: 'PROFILE' | 'HOME') => ({
  data: { sessionId: 'tok-abc', userDataResponse: { userId: 'u-1' }, redirectTo, message: 'OTP verified successfully!' },
});

let root: Root;
let host: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;

async function render(inModal = false) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={['/auth?language=english']}>
        <Routes>
          <Route path="/auth" element={<SignInFlow inModal={inModal} />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const field = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (text: string) => [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
async function type(name: string, value: string) {
  const input = field(name);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (text: string) => act(async () => button(text).click());
const alertText = () => host.querySelector('[role="alert"]')?.textContent;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('guestId', 'GUEST_before');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  await act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

describe('sign-in flow', () => {
  it('keeps the phone to digits and refuses fewer than 10 without calling the server', async () => {
    await render();
    await type('phone', '98a765');
    expect(field('phone').value).toBe('98765');
    await click('Send OTP');
    expect(alertText()).toBe('Please enter a valid 10-digit mobile number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('new user: phone → OTP (resend locked) → name → Register → home, guest id gone', async () => {
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(verified('PROFILE')));
    await render();
    await type('phone', '9876543210');
    await click('Send OTP');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ phone: '9876543210' });
    expect(notify.success).toHaveBeenCalledWith('OTP sent successfully!');
    expect(button('Resend OTP in 30 s').disabled).toBe(true);

    await type('otp', '123456');
    await click('Verify');
    expect(fetchMock.mock.calls[1]![0]).toBe('/public/api/v1/client/auth/otp/verify');
    expect(localStorage.getItem('userToken')).toBe('tok-abc');
    expect(localStorage.getItem('guestId')).toBeNull();

    await click('Register');
    expect(alertText()).toBe('Name is mandatory!');
    fetchMock.mockResolvedValueOnce(json({ data: { name: 'Sita Devi', phone: '9876543210', userId: 'u-1' } }));
    await type('name', '  Sita Devi ');
    await click('Register');
    const [url, init] = fetchMock.mock.calls[2]!;
    expect(url).toBe('/public/api/v1/user/update');
    expect(JSON.parse(init.body)).toEqual({ name: 'Sita Devi' });
    expect(init.headers['X-Access-Token']).toBe('tok-abc');
    expect(host.textContent).toContain('home page');
  });

  it('returning user in the modal: the page reloads after verify', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(verified('HOME')));
    await render(true);
    await type('phone', '9876543210');
    await click('Send OTP');
    await type('otp', '654321');
    await click('Verify');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a wrong code shows the server message and stays on the OTP step', async () => {
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json({ statusCode: 400, message: 'Incorrect OTP. Please try again.' }, 400));
    await render();
    await type('phone', '9876543210');
    await click('Send OTP');
    await type('otp', '000000');
    await click('Verify');
    expect(notify.error).toHaveBeenCalledWith('Incorrect OTP. Please try again.');
    expect(field('otp')).toBeTruthy();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('a verify answer without a session saves nothing and shows its message', async () => {
    const blank = { data: { sessionId: ' ', userDataResponse: { userId: 'u-1' }, redirectTo: 'HOME', message: 'Could not sign in' } };
    fetchMock.mockResolvedValueOnce(json(sent)).mockResolvedValueOnce(json(blank));
    await render();
    await type('phone', '9876543210');
    await click('Send OTP');
    await type('otp', '123456');
    await click('Verify');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(notify.error).toHaveBeenCalledWith('Could not sign in');
  });
});
