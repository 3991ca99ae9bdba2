import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, STAFF_ROLES, STAFF_TOKEN_HEADER, type TStaffRole } from '@sankalp/contract';
import { ROLE_PERMISSIONS } from '../../src/admin/core/permissions.ts';
import type { AdminRoute } from '../../src/admin/routes.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { authHeaders, signIn, type SignedIn } from '../fixtures/sign-in.ts';
import { adminCall, seededTemples, signInStaff, type StaffSession } from './helpers.ts';

/**
 * The role × endpoint matrix, written by hand from issue 10 ("Who uses it and how they get in"):
 * admin everything; operator catalogue and every order; temple staff only what a priest needs for
 * their temples. One line per console route, `METHOD /path` under ADMIN_API_PREFIX. A route that
 * is registered but missing here (or here but gone) fails the first test: adding an endpoint
 * means deciding, in this table, who may call it.
 */
const ALL: readonly TStaffRole[] = ['admin', 'operator', 'temple_staff'];
const OFFICE: readonly TStaffRole[] = ['admin', 'operator'];
const ADMIN: readonly TStaffRole[] = ['admin'];
const PUBLIC = 'public' as const;

const EXPECTED: Record<string, readonly TStaffRole[] | typeof PUBLIC> = {
  // Sign-in (no session yet) and the development code aid.
  'POST /auth/otp/send': PUBLIC,
  'POST /auth/otp/verify': PUBLIC,
  'GET /dev/otp/:phone': PUBLIC,
  'POST /auth/logout': ALL,
  'GET /me': ALL,
  // Audit log of a catalogue entry, temple or staff member.
  'GET /audit/:entityType/:entityId': OFFICE,
  // Temples: everyone reads (temple staff only theirs), the admin changes.
  'GET /temples': ALL,
  'GET /temples/:id': ALL,
  'POST /temples': ADMIN,
  'PUT /temples/:id': ADMIN,
  'POST /temples/:id/archive': ADMIN,
  'POST /temples/:id/restore': ADMIN,
  'PUT /temples/:id/share': ADMIN,
  // Staff management.
  'GET /staff': ADMIN,
  'POST /staff/grant': ADMIN,
  'POST /staff/revoke': ADMIN,
  // Media: catalogue images by the office; puja videos (tus, resumable) by whoever fulfils the order.
  'GET /media/limits': ALL,
  'POST /media/images': OFFICE,
  'POST /media/videos/': ALL,
  'POST /media/videos/:uploadId': ALL,
  'PATCH /media/videos/': ALL,
  'PATCH /media/videos/:uploadId': ALL,
  'DELETE /media/videos/': ALL,
  'DELETE /media/videos/:uploadId': ALL,
  'GET /media/videos/by-upload/:uploadId': ALL,
  // Catalogue: the office (admin, operator) reads and writes it; temple staff never edit the site.
  'GET /catalogue/temples': OFFICE,
  'GET /catalogue/events': OFFICE,
  'GET /catalogue/events/:id': OFFICE,
  'POST /catalogue/events': OFFICE,
  'PUT /catalogue/events/:id': OFFICE,
  'POST /catalogue/events/:id/publish': OFFICE,
  'POST /catalogue/events/:id/unpublish': OFFICE,
  'POST /catalogue/events/:id/archive': OFFICE,
  'DELETE /catalogue/events/:id': OFFICE,
  'GET /catalogue/banners': OFFICE,
  'POST /catalogue/banners': OFFICE,
  'PUT /catalogue/banners/:id': OFFICE,
  'DELETE /catalogue/banners/:id': OFFICE,
  'PUT /catalogue/banners-order': OFFICE,
  'GET /catalogue/faqs': OFFICE,
  'POST /catalogue/faqs': OFFICE,
  'PUT /catalogue/faqs/:id': OFFICE,
  'DELETE /catalogue/faqs/:id': OFFICE,
  'PUT /catalogue/faqs-order': OFFICE,
  'GET /catalogue/reviews': OFFICE,
  'POST /catalogue/reviews': OFFICE,
  'PUT /catalogue/reviews/:id': OFFICE,
  'DELETE /catalogue/reviews/:id': OFFICE,
  'PUT /catalogue/reviews-order': OFFICE,
  // Orders: everyone reads (temple staff only their temples'), notes included; the sankalp list and dashboard too.
  'GET /orders': ALL,
  'GET /orders/:orderId': ALL,
  // An order's receipt or refund note as PDF (receipts work, decision 260), temple staff for their temples.
  'GET /orders/:orderId/documents/:documentId': ALL,
  'POST /orders/:orderId/notes': ALL,
  'GET /sankalp': ALL,
  'GET /sankalp.csv': ALL,
  'GET /sankalp/events': ALL,
  'GET /dashboard': ALL,
  // Fulfilment: the priest's work (performed, video, prasad) for everyone; money (refund, cancel) for the office.
  'POST /orders/:orderId/performed': ALL,
  'POST /orders/:orderId/video': ALL,
  'POST /orders/:orderId/ship': ALL,
  'POST /orders/:orderId/tracking': ALL,
  'POST /orders/:orderId/delivered': ALL,
  'POST /orders/:orderId/refund': OFFICE,
  'POST /orders/:orderId/cancel': OFFICE,
  // Sending a message to the devotee again: whoever may act on the order (decision 173).
  'POST /orders/:orderId/messages/:messageId/resend': ALL,
  // The occurrence (one event on one date, issue 19): the priest's work on the whole day, for everyone.
  'GET /occurrences/:eventId/:date': ALL,
  'POST /occurrences/:eventId/:date/performed': ALL,
  'POST /occurrences/:eventId/:date/video': ALL,
  'POST /occurrences/:eventId/:date/video/replace': ALL,
  'POST /occurrences/:eventId/:date/orders/:orderId/clip': ALL,
  // Test aid outside production: the browser tests move a booked puja's time to the past.
  'POST /dev/orders/:orderId/due': ALL,
  // Reading mode (decision 181): the priest's work, like fulfilment; temple staff only for their temples.
  'GET /occurrences/:eventId/:date/reading': ALL,
  'POST /occurrences/:eventId/:date/reading/events': ALL,
  // Payments flagged for an operator (double payment, amount mismatch).
  'GET /exceptions': OFFICE,
  'POST /exceptions/:exceptionId/refund': OFFICE,
  // Prasad in bulk (decision 183): whoever ships prasad, for the occurrences of their temples.
  'GET /occurrences/:eventId/:date/shipments.csv': ALL,
  'POST /occurrences/:eventId/:date/shipments/preview': ALL,
  'POST /occurrences/:eventId/:date/shipments/import': ALL,
  // Temple statements (decision 270): everyone reads (temple staff their temples'); only the admin settles.
  'GET /statements': ALL,
  'GET /statements.csv': ALL,
  'POST /statements/settle': ADMIN,
  'GET /statements/settled': ALL,
  'GET /statements/settled/:id/csv': ALL,
  // The money check across every temple (decision 271): the office.
  'GET /reconciliation': OFFICE,
};

/** Routes whose call ends the caller's session: each gets a session of its own. */
const ENDS_SESSION = new Set(['POST /auth/logout']);

/** Valid-looking values for path parameters; anything else gets a uuid nothing has. */
const PARAM_VALUES: Record<string, string> = { phone: '9999999999', entityType: 'temple', date: '2026-01-01', slug: 'no-such-thing' };
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

const keyOf = (r: Pick<AdminRoute, 'method' | 'url'>) => `${r.method} ${r.url.slice(ADMIN_API_PREFIX.length)}`;
const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? DUMMY_ID).replace(/\*$/, DUMMY_ID);
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let ctx: TestContext;
let routes: Map<string, AdminRoute>;
let devotee: SignedIn;
const sessions = new Map<TStaffRole, StaffSession>();
beforeAll(async () => {
  ctx = await buildTestApp();
  devotee = await signIn(ctx.app);
  routes = new Map(ctx.app.adminRoutes.map((r) => [keyOf(r), r]));
  for (const role of STAFF_ROLES) sessions.set(role, await signInStaff(ctx.app, role));
});
afterAll(() => ctx.close());

const guarded = Object.entries(EXPECTED).filter((e): e is [string, readonly TStaffRole[]] => e[1] !== PUBLIC);

describe('role × endpoint matrix', () => {
  it('lists every console route, and only those', () => {
    expect([...routes.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s: the table agrees with ROLE_PERMISSIONS', (key, expected) => {
    const { permission } = routes.get(key)!;
    if (expected === PUBLIC) return expect(permission).toBeNull();
    expect(permission).not.toBeNull();
    expect(STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission!))).toEqual([...expected]);
  });

  it.each(guarded)('%s: 403 for exactly the roles without its permission', async (key, allowed) => {
    const [method, path] = key.split(' ') as [Method, string];
    for (const role of STAFF_ROLES) {
      const session = ENDS_SESSION.has(key) ? await signInStaff(ctx.app, role) : sessions.get(role)!;
      const res = await adminCall(ctx.app, method, fill(path), { session, body: hasBody(method) ? {} : undefined });
      const seen = `${role} → ${res.statusCode} ${res.body}`;
      if (!allowed.includes(role)) {
        expect(res.statusCode, seen).toBe(403);
        expect(res.json<{ code: string }>().code, seen).toBe('FORBIDDEN');
      } else {
        // Allowed: whatever the dummy values earn (200, 400, 404, 409), never a refusal or a crash.
        // Temple staff may meet the temple scope (OTHER_TEMPLE), which is not the permission check.
        const scoped = res.statusCode === 403 && role === 'temple_staff' && res.json<{ code: string }>().code === 'OTHER_TEMPLE';
        expect(scoped || ![401, 403].includes(res.statusCode), seen).toBe(true);
        expect(res.statusCode, seen).toBeLessThan(500);
      }
    }
  });

  it.each(guarded)('%s: 401 without a session, and with a devotee token', async (key) => {
    const [method, path] = key.split(' ') as [Method, string];
    const body = hasBody(method) ? {} : undefined;
    const none = await adminCall(ctx.app, method, fill(path), { body });
    expect(none.statusCode, none.body).toBe(401);
    const res = await ctx.app.inject({
      method,
      url: `${ADMIN_API_PREFIX}${fill(path)}`,
      payload: body,
      // The devotee's token in the staff header, and in its own header too: neither opens the console.
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), [STAFF_TOKEN_HEADER.toLowerCase()]: devotee.token, ...authHeaders(devotee.token) },
    });
    expect(res.statusCode, res.body).toBe(401);
  });
});

describe('temple scope', () => {
  it('refuses temple staff of temple A a temple B resource with 403', async () => {
    const [a, b] = await seededTemples(ctx.app);
    const priest = await signInStaff(ctx.app, 'temple_staff', [a!]);
    expect((await adminCall(ctx.app, 'GET', `/temples/${a}`, { session: priest })).statusCode).toBe(200);
    const other = await adminCall(ctx.app, 'GET', `/temples/${b}`, { session: priest });
    expect({ status: other.statusCode, code: other.json<{ code: string }>().code }).toEqual({ status: 403, code: 'OTHER_TEMPLE' });
  });
});
