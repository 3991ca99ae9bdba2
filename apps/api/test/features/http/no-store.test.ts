import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, API_PREFIX } from '@sankalp/contract';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { authHeaders, signIn, type SignedIn } from '../../fixtures/sign-in.ts';
import { adminCall, signInStaff, type StaffSession } from '../../admin/helpers.ts';

/**
 * `Cache-Control: no-store` on every answer that carries someone's data (decision 235), checked by
 * walking the route table, as the role matrix walks the console's: every public API route is called
 * as a guest; one that asks for sign-in is a signed-in route and must say no-store, to the guest
 * and to a signed-in devotee. Routes open to guests are listed here by hand, each with whether its
 * answers are someone's (sign-in, payments) or everyone's (the catalogue): a new route fails the
 * first test until it is put in one list or the other.
 */
const PERSONAL_PUBLIC = new Set([
  // Codes and session tokens.
  'POST /client/auth/otp/send',
  'POST /client/auth/otp/verify',
  'POST /client/auth/logout',
  'GET /dev/otp/:phone',
  // The browser's and the provider's payment calls name an order.
  'POST /payment/webhook/:provider',
  'POST /payment/callback',
  'GET /payment/simulated/checkout/:providerOrderId',
  'POST /payment/simulated/checkout/:providerOrderId/:outcome',
  // A receipt by its signed link (the order page's, the paid message's).
  'GET /document/download',
]);
const EVERYONES = new Set([
  'GET /puja/all',
  'GET /puja/name/:searchKey',
  'GET /puja/:id',
  'GET /offering/all',
  'GET /offering/name/:searchKey',
  'GET /offering/:id',
  'GET /homepage/banner/all',
  'GET /faq/homepage',
  'GET /faq/puja',
  'GET /faq/offering',
  'GET /review/all',
  'GET /config/visibility',
  // The browser's policy reports: nothing comes back.
  'POST /csp-report',
]);

const PARAMS: Record<string, string> = { phone: '9999999999', searchKey: 'no-such-thing' };
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? DUMMY_ID).replace(/\*$/, DUMMY_ID);
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let publicRoutes: { key: string; method: Method; path: string }[];
beforeAll(async () => {
  ctx = await buildTestApp();
  publicRoutes = ctx.app.routeTable
    .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
    .map((r) => ({ key: `${r.method} ${r.url.slice(API_PREFIX.length)}`, method: r.method as Method, path: r.url.slice(API_PREFIX.length) }));
});
afterAll(() => ctx.close());

const call = (method: Method, path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `${API_PREFIX}${fill(path)}`,
    payload: hasBody(method) ? {} : undefined,
    headers: { ...(hasBody(method) ? { 'content-type': 'application/json' } : {}), ...headers },
  });

const asksForSignIn = (body: string) => {
  try {
    return (JSON.parse(body) as { showModal?: boolean }).showModal === true;
  } catch {
    return false;
  }
};

describe('the public API', () => {
  it('has every route open to guests listed as personal or as everyone’s', async () => {
    const unlisted: string[] = [];
    for (const route of publicRoutes) {
      if (PERSONAL_PUBLIC.has(route.key) || EVERYONES.has(route.key)) continue;
      if (!asksForSignIn((await call(route.method, route.path)).body)) unlisted.push(route.key);
    }
    expect(unlisted).toEqual([]);
    const known = new Set(publicRoutes.map((r) => r.key));
    expect([...PERSONAL_PUBLIC, ...EVERYONES].filter((key) => !known.has(key))).toEqual([]);
  });

  it('answers no-store on every signed-in route, to a guest and to the devotee', async () => {
    const signedIn = [];
    let devotee: SignedIn = await signIn(ctx.app);
    for (const route of publicRoutes) {
      if (PERSONAL_PUBLIC.has(route.key) || EVERYONES.has(route.key)) continue;
      const guest = await call(route.method, route.path);
      if (!asksForSignIn(guest.body)) continue;
      signedIn.push(route.key);
      expect(guest.headers['cache-control'], `${route.key} as a guest`).toBe('no-store');
      // A fresh devotee for calls that may change the account (deactivate, sign out).
      if (route.method !== 'GET') devotee = await signIn(ctx.app);
      const res = await call(route.method, route.path, authHeaders(devotee.token));
      expect(res.statusCode, `${route.key} ${res.body}`).toBeLessThan(500);
      expect(asksForSignIn(res.body), route.key).toBe(false);
      expect(res.headers['cache-control'], `${route.key} → ${res.statusCode}`).toBe('no-store');
    }
    // The walk met the signed-in API (profile, cart, orders, payment), not an empty table.
    expect(signedIn).toEqual(expect.arrayContaining(['GET /user/get', 'GET /cart/', 'POST /order/getAll', 'GET /order/get', 'POST /payment/initiate']));
  });

  it('answers no-store on sign-in and payment calls open to guests', async () => {
    for (const key of PERSONAL_PUBLIC) {
      const [method, path] = key.split(' ') as [Method, string];
      const res = await call(method, path);
      expect(res.headers['cache-control'], `${key} → ${res.statusCode}`).toBe('no-store');
    }
  });

  it('leaves the catalogue cacheable', async () => {
    for (const key of EVERYONES) {
      const [method, path] = key.split(' ') as [Method, string];
      const res = await call(method, path);
      expect(res.headers['cache-control'] ?? '', key).not.toContain('no-store');
    }
  });
});

describe('the console API', () => {
  let admin: StaffSession;
  beforeAll(async () => {
    admin = await signInStaff(ctx.app, 'admin');
  });

  it('answers no-store on every route, signed in or not', async () => {
    expect(ctx.app.adminRoutes.length).toBeGreaterThan(40);
    for (const route of ctx.app.adminRoutes) {
      const method = route.method as Method;
      const path = route.url.slice(ADMIN_API_PREFIX.length);
      const body = hasBody(method) ? {} : undefined;
      const guest = await adminCall(ctx.app, method, fill(path), { body });
      expect(guest.headers['cache-control'], `${method} ${path} → ${guest.statusCode}`).toBe('no-store');
      if (route.permission === null) continue;
      // A fresh session for each call that may end it (sign-out).
      const session = path === '/auth/logout' ? await signInStaff(ctx.app, 'admin') : admin;
      const res = await adminCall(ctx.app, method, fill(path), { session, body });
      expect(res.statusCode, `${method} ${path} ${res.body}`).toBeLessThan(500);
      expect(res.headers['cache-control'], `${method} ${path} → ${res.statusCode}`).toBe('no-store');
    }
  });
});
