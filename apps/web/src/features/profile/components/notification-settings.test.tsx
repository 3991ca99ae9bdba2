import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-state.ts';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { NotificationSettings } from './notification-settings.tsx';

vi.mock('../../../lib/toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settings = (whatsapp: boolean) => ({ data: { whatsapp, whatsappSince: whatsapp ? '2026-11-24T02:00:00.000Z' : null } });

let fetchMock: ReturnType<typeof vi.fn>;
const renderSwitch = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationSettings />
    </QueryClientProvider>,
  );
};
const theSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: 'WhatsApp updates' });

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userToken', 'tok');
  appStore.set({ showModal: false });
  vi.mocked(notify.error).mockClear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile’s WhatsApp updates switch', () => {
  it('is a labelled switch, explained, showing the account’s setting; a change is shown at once and saved', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockResolvedValueOnce(json(settings(false))).mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderSwitch();
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    expect(theSwitch().checked).toBe(false);
    expect(document.getElementById(theSwitch().getAttribute('aria-describedby')!)?.textContent).toContain(
      'Off: WhatsApp stops for every number on your bookings, and updates come by SMS instead.',
    );

    fireEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    expect(theSwitch().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[1]! as [string, RequestInit];
    expect(url).toMatch(/\/user\/notifications$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ whatsapp: true });

    answer(json(settings(true)));
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    expect(theSwitch().checked).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('goes back and says so when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer!: (r: Response) => void;
    fetchMock.mockResolvedValueOnce(json(settings(true))).mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderSwitch();
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    fireEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch().checked).toBe(false));
    answer(json({ statusCode: 409, code: 'CONFLICT', message: 'Conflict' }, 409));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not save your WhatsApp choice. Please try again.'));
    expect(theSwitch().checked).toBe(true);
    expect(theSwitch().disabled).toBe(false);
  });
});
