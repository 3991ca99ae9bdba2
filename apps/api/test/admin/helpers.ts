import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import {
  ADMIN_API_PREFIX,
  STAFF_SEND_OTP_PATH,
  STAFF_TOKEN_HEADER,
  STAFF_VERIFY_OTP_PATH,
  ZDevOtpResponse,
  ZStaffVerifyOtpResponse,
  type TStaffRole,
} from '@sankalp/contract';
import { grantStaff } from '../../src/admin/staff/grant-staff.ts';
import { temples } from '../../src/db/schema/index.ts';
import { randomIp, randomPhone } from '../fixtures/sign-in.ts';

export type StaffSession = { token: string; staffId: string; phone: string; headers: Record<string, string> };

export const staffHeaders = (token: string) => ({ [STAFF_TOKEN_HEADER.toLowerCase()]: token });

/**
 * A staff member with `role` (granted as the command line would), signed in through the console's
 * real OTP flow. Temple staff get the first seeded temple unless `templeIds` says otherwise.
 */
export async function signInStaff(app: FastifyInstance, role: TStaffRole, templeIds?: string[], phone = randomPhone()): Promise<StaffSession> {
  const assigned = role === 'temple_staff' ? (templeIds ?? [(await seededTemples(app))[0]!]) : [];
  await grantStaff(app.db, { cli: 'test' }, { phone, name: `Test ${role}`, role, templeIds: assigned });
  const remoteAddress = randomIp();
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `${ADMIN_API_PREFIX}${path}`, payload, remoteAddress });
    if (res.statusCode !== 200) throw new Error(`signInStaff: ${method} ${path} answered ${res.statusCode} ${res.body}`);
    return res.json<unknown>();
  };
  await call('POST', STAFF_SEND_OTP_PATH, { phone });
  const { otp } = ZDevOtpResponse.parse(await call('GET', `/dev/otp/${phone}`)).data;
  const { token, staff } = ZStaffVerifyOtpResponse.parse(await call('POST', STAFF_VERIFY_OTP_PATH, { phone, otp })).data;
  return { token, staffId: staff.staffId, phone, headers: staffHeaders(token) };
}

/** Ids of the seeded temples, in a stable order. */
export async function seededTemples(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.select({ id: temples.id }).from(temples).orderBy(asc(temples.nameEn));
  return rows.map((r) => r.id);
}

/** A console call; a string payload is sent as-is. */
export function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { session?: StaffSession; body?: unknown; language?: 'hindi' | 'english'; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${ADMIN_API_PREFIX}${path}`,
    payload: options.body as object | undefined,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.session?.headers ?? {}),
      ...options.headers,
    },
  });
}
