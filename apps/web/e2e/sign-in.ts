import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A fresh Indian mobile number per call, so tests never share an account or an OTP rate limit. */
let counter = 0;
export function newPhone(firstDigit: '6' | '7' | '8' | '9' = '9'): string {
  counter += 1;
  const tail = `${Date.now() % 1e6}`.padStart(6, '0') + `${counter % 100}`.padStart(2, '0');
  return `${firstDigit}${tail}${Math.floor(Math.random() * 10)}`.slice(0, 10);
}

export async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('baseUrl')}/public/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-access-token': init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * The code the console sender "sent" (dev-only endpoint of the API). A test asks for it right after
 * tapping Send, when the server may not have stored it yet: a 404 is asked again, for up to 10 s.
 */
export async function devOtp(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { status, body } = await call<{ data: { otp: string } }>(`/dev/otp/${phone}`);
    if (status === 200) return body.data.otp;
    if (status !== 404 || Date.now() > deadline) throw new Error(`no OTP for ${phone}: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type Session = { token: string; userId: string; phone: string };

/** Signs a user up through the API (not the UI): OTP send, dev OTP, verify, name. */
export async function createSession(name = 'Test Devotee', phone = newPhone()): Promise<Session> {
  await call('/client/auth/otp/send', { method: 'POST', body: { phone } });
  const verified = await call<{ data: { sessionId: string; userDataResponse: { userId: string } } }>('/client/auth/otp/verify', {
    method: 'POST',
    body: { phone, otp: await devOtp(phone) },
  });
  const session = { token: verified.body.data.sessionId, userId: verified.body.data.userDataResponse.userId, phone };
  await call('/user/update', { method: 'POST', body: { name }, token: session.token });
  return session;
}

/** Puts a session into the page's storage the way the site keeps it, then reloads. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('userId', userId);
    localStorage.removeItem('guestId');
  }, session);
  await page.reload();
}

/** What the API says about a token now (200 for a live session, 401 for an ended one). */
export async function userStatus(token: string): Promise<number> {
  return (await call('/user/get', { token })).status;
}
