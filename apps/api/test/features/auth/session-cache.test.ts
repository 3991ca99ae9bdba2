import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEACTIVATE_USER_PATH, GET_USER_PATH, LOGOUT_PATH, UPDATE_USER_PATH } from '@sankalp/contract';
import { LISTEN_APPLICATION_NAME, type Listen } from '../../../src/db/listen.ts';
import { rowsOf } from '../../../src/db/raw-rows.ts';
import { sessions } from '../../../src/db/schema/index.ts';
import { createSessionCache, type KeptSession } from '../../../src/lib/session-cache.ts';
import { cacheLookups } from '../../../src/metrics/registry.ts';
import { hashToken } from '../../../src/plugins/auth.ts';
import { signIn } from '../../fixtures/sign-in.ts';
import { buildTestAppPair, type TestAppPair, type TestContext } from '../../helper.ts';
import { call } from './requests.ts';

/** Session look-ups answered from a process's cache, both test apps together. */
const sessionHits = async () => (await cacheLookups.get()).values.find((v) => v.labels.cache === 'session' && v.labels.result === 'hit')?.value ?? 0;
const log = pino({ level: 'silent' });
const inAnHour = () => new Date(Date.now() + 3_600_000);

/** A loader that counts its calls and answers what `answer` says. */
function countingLoad(answer: () => KeptSession<{ userId: string }> | undefined = () => ({ user: { userId: 'u' }, expiresAt: inAnHour() })) {
  const load = async () => {
    load.calls += 1;
    return answer();
  };
  load.calls = 0;
  return load;
}

/** A Listen the test drives: `connected()` is the (re)connection's notification, `lost()` the connection's loss. */
function drivenListen() {
  let onNotify: (payload?: string) => void = () => {};
  let onError: (err: unknown) => void = () => {};
  const listen: Listen = async (_channel, notify, error) => {
    onNotify = notify;
    onError = error;
    return async () => {};
  };
  return { listen, connected: () => onNotify(), notify: (payload: string) => onNotify(payload), lost: () => onError(new Error('connection lost')) };
}

/** A cache started on a driven LISTEN, which has run (connected) unless asked otherwise. */
async function startedCache(ttlSeconds = 30, connected = true) {
  const cache = createSessionCache<{ userId: string }>(ttlSeconds);
  const driven = drivenListen();
  await cache.start(driven.listen, log);
  if (connected) driven.connected();
  return { cache, driven };
}

describe('the session cache on its own', () => {
  it('keeps nothing until the LISTEN has run, then keeps a found session', async () => {
    const { cache, driven } = await startedCache(30, false);
    const load = countingLoad();
    await cache.lookup('h', load);
    await cache.lookup('h', load);
    expect(load.calls).toBe(2);
    driven.connected();
    await cache.lookup('h', load);
    expect(await cache.lookup('h', load)).toEqual({ userId: 'u' });
    expect(load.calls).toBe(3);
  });

  it('forgets everything on a notification and keeps nothing while the connection is lost', async () => {
    const { cache, driven } = await startedCache();
    const load = countingLoad();
    await cache.lookup('h', load);
    driven.connected();
    await cache.lookup('h', load);
    expect(load.calls).toBe(2);
    driven.lost();
    await cache.lookup('h', load);
    await cache.lookup('h', load);
    expect(load.calls).toBe(4);
    driven.connected();
    await cache.lookup('h', load);
    await cache.lookup('h', load);
    expect(load.calls).toBe(5);
  });

  it("a notification naming accounts forgets those accounts' sessions only; an empty one forgets all", async () => {
    const { cache, driven } = await startedCache();
    const first = countingLoad(() => ({ user: { userId: 'u1' }, expiresAt: inAnHour() }));
    const second = countingLoad(() => ({ user: { userId: 'u2' }, expiresAt: inAnHour() }));
    const third = countingLoad(() => ({ user: { userId: 'u3' }, expiresAt: inAnHour() }));
    const lookAll = async () => {
      await cache.lookup('h1', first);
      await cache.lookup('h1b', first);
      await cache.lookup('h2', second);
      await cache.lookup('h3', third);
    };
    await lookAll();
    driven.notify('u1,u3');
    await lookAll();
    expect([first.calls, second.calls, third.calls]).toEqual([4, 1, 2]);
    driven.notify('');
    await lookAll();
    expect([first.calls, second.calls, third.calls]).toEqual([6, 2, 3]);
    cache.forget('u2');
    await lookAll();
    expect([first.calls, second.calls, third.calls]).toEqual([6, 3, 3]);
  });

  it('never keeps an unknown token, an expired session, or a look-up a change overtook', async () => {
    const { cache } = await startedCache();
    const unknown = countingLoad(() => undefined);
    expect(await cache.lookup('nobody', unknown)).toBeUndefined();
    expect(await cache.lookup('nobody', unknown)).toBeUndefined();
    expect(unknown.calls).toBe(2);

    const expired = countingLoad(() => ({ user: { userId: 'u' }, expiresAt: new Date(Date.now() - 1) }));
    await cache.lookup('old', expired);
    await cache.lookup('old', expired);
    expect(expired.calls).toBe(2);

    // A look-up under way when a sign-out is heard read the session before it ended: not kept.
    let release = () => {};
    const slow = countingLoad();
    const overtaken = cache.lookup('h', () => new Promise((resolve) => (release = () => resolve(slow()))));
    cache.forget('someone else');
    release();
    await overtaken;
    await cache.lookup('h', slow);
    expect(slow.calls).toBe(2);
  });

  it('with 0 seconds keeps nothing', async () => {
    const { cache } = await startedCache(0);
    const load = countingLoad();
    await cache.lookup('h', load);
    await cache.lookup('h', load);
    expect(load.calls).toBe(2);
  });
});

describe('two API processes on one database', () => {
  let both: TestAppPair;
  beforeAll(async () => {
    both = await buildTestAppPair();
  });
  afterAll(() => both.close());

  const getUser = (t: TestContext, token: string) => call(t.app, 'GET', GET_USER_PATH, undefined, { token });

  it('a sign-out on one ends the session on both: at once where it ran, as soon as the other hears it', async () => {
    const devotee = await signIn(both.a.app);
    const hitsBefore = await sessionHits();
    expect((await getUser(both.a, devotee.token)).statusCode).toBe(200);
    // b keeps the session once looked up; the sign-in's own name change may still be on its way to
    // b and make it forget once more, so the hit is waited for.
    await expect
      .poll(async () => {
        expect((await getUser(both.b, devotee.token)).statusCode).toBe(200);
        return sessionHits();
      })
      .toBeGreaterThan(hitsBefore);
    expect((await call(both.a.app, 'POST', LOGOUT_PATH, undefined, { token: devotee.token })).statusCode).toBe(200);
    expect((await getUser(both.a, devotee.token)).statusCode).toBe(401);
    await expect.poll(async () => (await getUser(both.b, devotee.token)).statusCode).toBe(401);
  });

  it('a new name and a closed account reach the other process', async () => {
    const devotee = await signIn(both.a.app);
    expect((await getUser(both.b, devotee.token)).json().data.name).toBe('Test Devotee');
    await call(both.a.app, 'POST', UPDATE_USER_PATH, { name: 'Sita Devi' }, { token: devotee.token });
    expect((await getUser(both.a, devotee.token)).json().data.name).toBe('Sita Devi');
    await expect.poll(async () => (await getUser(both.b, devotee.token)).json().data?.name).toBe('Sita Devi');

    await call(both.a.app, 'POST', DEACTIVATE_USER_PATH, { reason: 'Not needed' }, { token: devotee.token });
    expect((await getUser(both.a, devotee.token)).statusCode).toBe(401);
    await expect.poll(async () => (await getUser(both.b, devotee.token)).statusCode).toBe(401);
  });

  it('a session ended in the database by anyone else (an operator, a script) ends on both', async () => {
    const devotee = await signIn(both.a.app);
    expect((await getUser(both.a, devotee.token)).statusCode).toBe(200);
    expect((await getUser(both.b, devotee.token)).statusCode).toBe(200);
    await both.a.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(devotee.token)));
    await expect.poll(async () => (await getUser(both.a, devotee.token)).statusCode).toBe(401);
    await expect.poll(async () => (await getUser(both.b, devotee.token)).statusCode).toBe(401);
  });

  it.skipIf(inject('dbKind') !== 'postgres')(
    'a change made while the LISTEN connection is down is not missed: nothing kept is used until it is back, then all is forgotten',
    async () => {
      const devotee = await signIn(both.a.app);
      const hitsBefore = await sessionHits();
      await expect
        .poll(async () => {
          expect((await getUser(both.b, devotee.token)).statusCode).toBe(200);
          return sessionHits();
        })
        .toBeGreaterThan(hitsBefore);
      // Every LISTEN connection on this database is lost (both apps', and any other test file's, which reconnect).
      const listeners = sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`;
      expect(await rowsOf(both.a.app.db, sql`select pg_terminate_backend(pid) from (${listeners}) l`)).not.toHaveLength(0);
      await expect.poll(async () => (await rowsOf(both.a.app.db, listeners)).length, { timeout: 5000 }).toBe(0);
      // Ended while nobody listens: its notification reaches no process.
      await both.a.app.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, hashToken(devotee.token)));
      await expect.poll(async () => (await getUser(both.b, devotee.token)).statusCode, { timeout: 5000 }).toBe(401);
      // The LISTEN comes back (reconnecting from 0.5 s), and sessions are kept again.
      const next = await signIn(both.a.app);
      const hitsThen = await sessionHits();
      await expect
        .poll(
          async () => {
            expect((await getUser(both.b, next.token)).statusCode).toBe(200);
            return sessionHits();
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(hitsThen);
    },
  );
});
