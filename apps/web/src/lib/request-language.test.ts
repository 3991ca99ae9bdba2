import { ZGetFaqsResponse } from '@sankalp/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from './i18n.ts';
import { request } from './request.ts';
import { notify } from './toast.ts';

vi.mock('./toast.ts', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

/** A failure whose body has no message: spec §8's 'HTTP error! Status: {code}', final after the retries. */
async function failWithoutMessage(): Promise<unknown> {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('oops', { status: 503 })),
  );
  vi.mocked(notify.error).mockClear();
  const pending = request('/faq/puja', { schema: ZGetFaqsResponse });
  await vi.advanceTimersByTimeAsync(7000);
  const result = await pending;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  return result;
}

beforeAll(() => initI18n('english'));
afterAll(() => applyLanguage('english'));

describe('request texts follow the page language', () => {
  it("English: 'HTTP error! Status: 503' inside 'Request failed: …'", async () => {
    expect(await failWithoutMessage()).toMatchObject({ ok: false, message: 'HTTP error! Status: 503' });
    expect(notify.error).toHaveBeenCalledWith('Request failed: HTTP error! Status: 503');
  });

  it('Hindi: said in Hindi (no stray English word), the code in Latin digits', async () => {
    await applyLanguage('hindi');
    expect(await failWithoutMessage()).toMatchObject({ ok: false, message: 'सर्वर से त्रुटि मिली (कोड 503)' });
    expect(notify.error).toHaveBeenCalledWith('अनुरोध पूरा नहीं हो सका: सर्वर से त्रुटि मिली (कोड 503)');
  });
});
