import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { LISTEN_APPLICATION_NAME, listenPostgres } from '../../src/db/listen.ts';

/** LISTEN on PostgreSQL (the outbox worker's wake-up): a server of the run's own, so PostgreSQL only. */
const onPostgres = inject('dbKind') === 'postgres';
const url = inject('databaseUrl');

describe.skipIf(!onPostgres)('listenPostgres', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('resolves once LISTEN has run: a NOTIFY sent right after is heard', async () => {
    const channel = `listen_test_${process.pid}`;
    let notified = 0;
    const errors: unknown[] = [];
    // Connected beforehand, so nothing between the listener's resolve and the checks gives it time.
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    const stop = await listenPostgres(url)(
      channel,
      () => notified++,
      (err) => errors.push(err),
    );
    try {
      // The listening connection is already there and has run its LISTEN (no waiting needed).
      const { rows } = await sender.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where query = $1', [`listen "${channel}"`]);
      expect(rows[0]!.n).toBe(1);
      expect(notified).toBe(1); // the drain after connecting
      await sender.query('select pg_notify($1, $2)', [channel, '']);
      await vi.waitFor(() => expect(notified).toBe(2), { timeout: 5000, interval: 10 });
    } finally {
      await sender.end();
      await stop();
    }
    expect(errors).toEqual([]);
  });

  it('every channel shares one connection: each hears its own, all are told of a loss and hear again after reconnecting', async () => {
    const [outbox, sessions] = [`listen_a_${process.pid}`, `listen_b_${process.pid}`];
    const heard = { outbox: [] as (string | undefined)[], sessions: [] as (string | undefined)[] };
    const errors = { outbox: 0, sessions: 0 };
    const listen = listenPostgres(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Both subscribe before the connection exists, as the outbox worker and the session cache do at boot.
    const [stopOutbox, stopSessions] = await Promise.all([
      listen(
        outbox,
        (p) => heard.outbox.push(p),
        () => errors.outbox++,
      ),
      listen(
        sessions,
        (p) => heard.sessions.push(p),
        () => errors.sessions++,
      ),
    ]);
    const mine = 'select pid from pg_stat_activity where application_name = $1 and (query like $2 or query like $3)';
    const backends = async () => (await admin.query<{ pid: number }>(mine, [LISTEN_APPLICATION_NAME, `%"${outbox}"%`, `%"${sessions}"%`])).rows;
    try {
      expect(await backends()).toHaveLength(1);
      expect(heard).toEqual({ outbox: [undefined], sessions: [undefined] });
      await admin.query('select pg_notify($1, $2)', [sessions, 'account-1']);
      await admin.query('select pg_notify($1, $2)', [outbox, '']);
      await vi.waitFor(() => expect(heard).toEqual({ outbox: [undefined, ''], sessions: [undefined, 'account-1'] }), { timeout: 5000, interval: 10 });

      const [backend] = await backends();
      await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
      await vi.waitFor(() => expect(errors).toEqual({ outbox: 1, sessions: 1 }), { timeout: 5000, interval: 10 });
      // Reconnected (from 0.5 s): both LISTEN again on one new connection and are told to catch up.
      await vi.waitFor(() => expect(heard).toEqual({ outbox: [undefined, '', undefined], sessions: [undefined, 'account-1', undefined] }), {
        timeout: 10_000,
        interval: 20,
      });
      const again = await backends();
      expect(again).toHaveLength(1);
      expect(again[0]!.pid).not.toBe(backend!.pid);

      // One stopped: the other still hears on the same connection, and the stopped one hears nothing more.
      await stopOutbox();
      await admin.query('select pg_notify($1, $2)', [outbox, 'late']);
      await admin.query('select pg_notify($1, $2)', [sessions, 'account-2']);
      await vi.waitFor(() => expect(heard.sessions.at(-1)).toBe('account-2'), { timeout: 5000, interval: 10 });
      expect(heard.outbox).toEqual([undefined, '', undefined]);
      expect(await backends()).toHaveLength(1);
    } finally {
      await stopOutbox();
      await stopSessions();
    }
    // The last one stopped closes the connection.
    await vi.waitFor(async () => expect(await backends()).toHaveLength(0), { timeout: 5000, interval: 20 });
    await admin.end();
  });

  it('stopped while a reconnect is still connecting: no "connection lost" is reported', async () => {
    // A server that accepts connections and never answers: every connect is left pending.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    servers.push(silent);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const errors: unknown[] = [];
    // The first attempt times out (reported once, and the promise resolves); the next one is pending when stopped.
    const stop = await listenPostgres(`postgres://nobody@127.0.0.1:${port}/none`, { connectTimeoutMs: 300 })(
      'any',
      () => undefined,
      (err) => errors.push(err),
    );
    expect(errors).toHaveLength(1);
    await vi.waitFor(() => expect(sockets).toHaveLength(2), { timeout: 5000, interval: 10 });
    await stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
  });
});
