import { STAFF_TOKEN_HEADER, ZStaffMeResponse } from '@sankalp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n.ts';
import { ApiError, adminDownload, adminRequest } from './request.ts';
import { getStaffToken, setStaffToken } from './staff-session.ts';

const me = { staffId: 's1', phone: '9999900001', name: 'Asha', role: 'admin', temples: [] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  await changeLanguage('en');
});

describe('adminRequest', () => {
  it('sends the staff token and the console language, and returns the parsed data', async () => {
    setStaffToken('tok-1');
    await changeLanguage('hi');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { data: me }));
    await expect(adminRequest('/me', { schema: ZStaffMeResponse })).resolves.toEqual(me);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin/api/v1/me');
    expect(init?.headers).toMatchObject({ 'X-Staff-Token': 'tok-1', 'Accept-Language': 'hindi' });
    expect(init?.body).toBeUndefined();
  });

  it('posts JSON ({} without a body) and leaves empty query values out', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { data: me }));
    await adminRequest('/orders', { method: 'POST', schema: ZStaffMeResponse, query: { page: 2, status: '', templeId: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin/api/v1/orders?page=2');
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("throws ApiError with the server's message on a 400, keeping the session", async () => {
    setStaffToken('tok-1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, { statusCode: 400, code: 'VALIDATION', message: 'Name is required.' }));
    const error = await adminRequest('/me', { schema: ZStaffMeResponse }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Name is required.', problems: [] });
    expect(getStaffToken()).toBe('tok-1');
  });

  it('keeps every reason of a 400 that lists several (strings only)', async () => {
    const body = { statusCode: 400, code: 'VALIDATION', message: 'Fill in the name.', problems: ['Fill in the name.', 'Add a main image.', 7] };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, body));
    const error = await adminRequest('/me', { schema: ZStaffMeResponse }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Fill in the name.', problems: ['Fill in the name.', 'Add a main image.'] });
  });

  it('ends the session on a 401', async () => {
    setStaffToken('tok-1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { statusCode: 401, code: 'STAFF_SIGN_IN_REQUIRED', message: 'Please sign in.' }));
    await expect(adminRequest('/me', { schema: ZStaffMeResponse })).rejects.toMatchObject({ status: 401 });
    expect(getStaffToken()).toBeNull();
  });

  it('names a network failure and an unexpected answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(adminRequest('/me', { schema: ZStaffMeResponse })).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { data: { nope: true } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(adminRequest('/me', { schema: ZStaffMeResponse })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('lets a request cancelled while its body arrives end quietly, not as an unexpected answer', async () => {
    const controller = new AbortController();
    const answer = json(200, { data: me });
    vi.spyOn(answer, 'json').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(adminRequest('/temples', { schema: ZStaffMeResponse, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('downloads a file under the name the server gives, with the staff token; a refusal throws its message', async () => {
    setStaffToken('tok-1');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('a,b', { status: 200, headers: { 'content-disposition': 'attachment; filename="sankalp-x-2026-12-01.csv"' } }));
    await adminDownload('/sankalp/csv', 'sankalp.csv', { eventId: 'e1', date: '' });
    expect(clicked).toEqual(['sankalp-x-2026-12-01.csv']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url as string).toMatch(/\/sankalp\/csv\?eventId=e1$/);
    expect((init?.headers as Record<string, string>)[STAFF_TOKEN_HEADER]).toBe('tok-1');
    fetchMock.mockResolvedValueOnce(json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Not your temple.' }));
    await expect(adminDownload('/sankalp/csv', 'sankalp.csv')).rejects.toMatchObject({ status: 403, message: 'Not your temple.' });
    expect(clicked).toHaveLength(1);
  });
});
