import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEPTIONS_PATH, exceptionRefundPath, FULFILMENT_MESSAGES, orderActionPath, type TOrderAction, type TStaffRole } from '@sankalp/contract';
import { EXCEPTION_MESSAGES } from '../../src/admin/exceptions/refund-exception.ts';
import { FULFIL_MESSAGES } from '../../src/admin/fulfilment/fulfil-order.ts';
import { REFUND_MESSAGES } from '../../src/admin/fulfilment/refund-order.ts';
import { REFUND_KEY_REUSED, REFUND_TOO_LARGE } from '../../src/features/payment/refund-payment.ts';
import { hasHindi } from '../../src/lib/messages.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminCall, signInStaff, type StaffSession } from './helpers.ts';

let ctx: TestContext;
const sessions = {} as Record<TStaffRole, StaffSession>;
beforeAll(async () => {
  ctx = await buildTestApp();
  for (const role of ['admin', 'operator', 'temple_staff'] as const) sessions[role] = await signInStaff(ctx.app, role);
});
afterAll(() => ctx.close());

const FULFIL: TOrderAction[] = ['performed', 'video', 'ship', 'delivered'];
const REFUND: TOrderAction[] = ['refund', 'cancel'];
const exceptionId = '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b';

/** Every endpoint of this area with the roles that may call it (admin/core/permissions.ts). */
const ENDPOINTS: { method: 'GET' | 'POST'; path: string; roles: TStaffRole[] }[] = [
  ...FULFIL.map((a) => ({ method: 'POST' as const, path: orderActionPath(a, 'SKPNOTHERE22'), roles: ['admin', 'operator', 'temple_staff'] as TStaffRole[] })),
  ...REFUND.map((a) => ({ method: 'POST' as const, path: orderActionPath(a, 'SKPNOTHERE22'), roles: ['admin', 'operator'] as TStaffRole[] })),
  { method: 'GET', path: EXCEPTIONS_PATH, roles: ['admin', 'operator'] },
  { method: 'POST', path: exceptionRefundPath(exceptionId), roles: ['admin', 'operator'] },
];

describe('role × endpoint (fulfilment, refunds, exceptions)', () => {
  it('401 without a session; 403 for each forbidden role; allowed roles get past the check', async () => {
    for (const e of ENDPOINTS) {
      expect((await adminCall(ctx.app, e.method, e.path, { body: e.method === 'POST' ? {} : undefined })).statusCode, `${e.path} anonymous`).toBe(401);
      for (const role of ['admin', 'operator', 'temple_staff'] as const) {
        const res = await adminCall(ctx.app, e.method, e.path, { session: sessions[role], body: e.method === 'POST' ? {} : undefined });
        if (e.roles.includes(role)) expect(res.statusCode, `${e.path} ${role}`).not.toBe(403);
        else expect(res.json(), `${e.path} ${role}`).toMatchObject({ statusCode: 403, message: 'You do not have permission to do this.' });
      }
    }
  });

  it('every message of this area has its Hindi text', () => {
    const all = [
      ...Object.values(FULFILMENT_MESSAGES),
      ...Object.values(FULFIL_MESSAGES),
      ...Object.values(REFUND_MESSAGES),
      ...Object.values(EXCEPTION_MESSAGES),
      REFUND_TOO_LARGE,
      REFUND_KEY_REUSED,
    ];
    expect(all.filter((m) => !hasHindi(m))).toEqual([]);
  });
});
