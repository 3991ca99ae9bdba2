import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_USER_PATH, NAME_MESSAGES, UPDATE_USER_PATH, ZGetUserResponse, ZUpdateUserResponse } from '@sankalp/contract';
import { sessions, users } from '../../../src/db/schema/index.ts';
import { hashToken } from '../../../src/plugins/auth.ts';
import { signIn } from '../../fixtures/sign-in.ts';
import { buildTestApp, type TestContext } from '../../helper.ts';
import { call, expectError, expectLoginModal } from '../auth/requests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const expired = 'Your session has expired. Please login again.';
const getUser = (token?: string) => call(t.app, 'GET', GET_USER_PATH, undefined, { token });
const update = (payload: unknown, token?: string, language?: 'hindi') => call(t.app, 'POST', UPDATE_USER_PATH, payload, { token, language });
const nameOf = async (userId: string) => (await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]!.name;

describe('GET /user/get', () => {
  it('answers the caller’s own profile; no name before the profile step', async () => {
    const me = await signIn(t.app, undefined, null);
    const res = await getUser(me.token);
    expect(ZGetUserResponse.parse(res.json())).toEqual({ data: { name: null, phone: me.phone, userId: me.userId } });
  });

  it('maps each token to its own account', async () => {
    const [a, b] = await Promise.all([signIn(t.app, undefined, 'Asha'), signIn(t.app, undefined, 'Bharat')]);
    expect((await getUser(a.token)).json().data).toEqual({ name: 'Asha', phone: a.phone, userId: a.userId });
    expect((await getUser(b.token)).json().data).toEqual({ name: 'Bharat', phone: b.phone, userId: b.userId });
  });
});

describe('POST /user/update', () => {
  it('sets the name (trimmed, inner spaces collapsed) and answers the profile', async () => {
    const me = await signIn(t.app, undefined, null);
    const res = await update({ name: '  Ram   Kumar  ' }, me.token);
    expect(ZUpdateUserResponse.parse(res.json())).toEqual({ data: { name: 'Ram Kumar', phone: me.phone, userId: me.userId } });
    expect(await nameOf(me.userId)).toBe('Ram Kumar');
  });

  it.each(['राम कुमार', 'श्रीमती सीता देवी', "R. K. D'Souza", 'Anne-Marie', 'Jo'])('accepts the name %s', async (name) => {
    const me = await signIn(t.app);
    expect((await update({ name }, me.token)).json().data.name).toBe(name);
  });

  it.each([
    ['missing', {}, NAME_MESSAGES.required],
    ['empty', { name: '' }, NAME_MESSAGES.required],
    ['blank', { name: '   ' }, NAME_MESSAGES.required],
    ['null', { name: null }, NAME_MESSAGES.required],
    ['a number', { name: 42 }, NAME_MESSAGES.required],
    ['an array body', [], NAME_MESSAGES.required],
    ['one letter', { name: ' A ' }, NAME_MESSAGES.tooShort],
    ['61 letters', { name: 'a'.repeat(61) }, NAME_MESSAGES.tooLong],
    ['digits', { name: 'Ram 2' }, NAME_MESSAGES.letters],
    ['Devanagari digits', { name: 'राम २' }, NAME_MESSAGES.letters],
    ['symbols', { name: 'Ram@Kumar' }, NAME_MESSAGES.letters],
    ['markup', { name: '<b>Ram</b>' }, NAME_MESSAGES.letters],
    ['another script', { name: 'Иван' }, NAME_MESSAGES.letters],
    ['punctuation only', { name: "-- ''" }, NAME_MESSAGES.letters],
  ])('refuses a %s name with a clear 400 and changes nothing', async (_case, payload, message) => {
    const me = await signIn(t.app, undefined, 'Unchanged');
    expectError(await update(payload, me.token), 400, message);
    expect(await nameOf(me.userId)).toBe('Unchanged');
  });

  it('gives the messages in Hindi', async () => {
    const me = await signIn(t.app);
    expectError(await update({ name: '' }, me.token, 'hindi'), 400, 'नाम अनिवार्य है!');
    expectError(await update({ name: 'A' }, me.token, 'hindi'), 400, 'नाम कम से कम 2 अक्षरों का होना चाहिए');
    expectError(await update({ name: 'A1' }, me.token, 'hindi'), 400, 'नाम में केवल अक्षर होने चाहिए');
  });

  it.each([
    ['malformed JSON', '{"name": "Ram', 400, 'The request body is not valid JSON.'],
    ['a huge body', JSON.stringify({ name: 'Ram', pad: 'x'.repeat(100_000) }), 413, 'The request body is too large.'],
  ])('answers %s with a clear error and changes nothing', async (_case, payload, status, message) => {
    const me = await signIn(t.app, undefined, 'Unchanged');
    expectError(await update(payload, me.token), status, message);
    expect(await nameOf(me.userId)).toBe('Unchanged');
  });

  it('changes only the caller’s account: the token decides, ids in the body are ignored', async () => {
    const [a, b] = await Promise.all([signIn(t.app, undefined, 'Asha'), signIn(t.app, undefined, 'Bharat')]);
    const res = await update({ name: 'Chandra', userId: b.userId, phone: b.phone }, a.token);
    expect(res.json().data).toEqual({ name: 'Chandra', phone: a.phone, userId: a.userId });
    expect(await nameOf(b.userId)).toBe('Bharat');
  });
});

describe('sign-in needed', () => {
  it.each([
    ['GET /user/get', () => getUser()],
    ['POST /user/update', () => update({ name: 'Ram' })],
    ['POST /user/update with a bad body', () => update({ name: 1 })],
    ['POST /user/deactivate', () => call(t.app, 'POST', '/user/deactivate', { reason: 'x' })],
  ])('a guest calling %s gets the login modal answer', async (_case, request) => {
    expectLoginModal(await request());
  });

  it('answers the login modal in Hindi', async () => {
    const res = await call(t.app, 'GET', GET_USER_PATH, undefined, { language: 'hindi' });
    expect(res.json()).toEqual({ data: null, showModal: true, message: 'आगे बढ़ने के लिए कृपया साइन इन करें।' });
  });

  it('answers 401 to an unknown, malformed, expired or revoked token, before looking at the body', async () => {
    const unknown = 'A'.repeat(43);
    expectError(await getUser(unknown), 401, expired);
    expectError(await getUser('not a token!'), 401, expired);
    expectError(await update({}, unknown), 401, expired);

    const old = await signIn(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(old.token)));
    expectError(await getUser(old.token), 401, expired);

    const revoked = await signIn(t.app);
    await t.app.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    expectError(await update({ name: 'Ram' }, revoked.token), 401, expired);
    expect(await nameOf(revoked.userId)).toBe('Test Devotee');
  });
});
