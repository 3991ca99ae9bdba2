import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { listenPostgres } from '../../src/db/listen.ts';

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
