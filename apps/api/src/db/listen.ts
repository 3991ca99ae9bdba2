import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel for as long as the returned function is not called; `onNotify` runs for each
 * NOTIFY, and once more after every (re)connection, since what was notified while away is lost.
 */
export type Listen = (channel: string, onNotify: () => void, onError: (err: unknown) => void) => Promise<() => Promise<void>>;

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled client cannot stay in LISTEN). When
 * it drops (server restart, network) it reconnects with backoff, for ever, until stopped; in the
 * meantime the worker's poll is the safety net.
 */
export const listenPostgres =
  (url: string): Listen =>
  async (channel, onNotify, onError) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let delay = RECONNECT_FIRST_MS;
    let timer: NodeJS.Timeout | undefined;

    const retry = (client: pg.Client) => {
      if (stopped || client !== current) return;
      current = null;
      client.end().catch(() => undefined);
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    function connect() {
      if (stopped) return;
      const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5000 });
      current = client;
      client.on('notification', (msg) => msg.channel === channel && onNotify());
      client.on('error', (err) => {
        onError(err);
        retry(client);
      });
      client.on('end', () => retry(client));
      client
        .connect()
        .then(() => client.query(`listen ${client.escapeIdentifier(channel)}`))
        .then(() => {
          delay = RECONNECT_FIRST_MS;
          onNotify();
        })
        .catch((err: unknown) => {
          onError(err);
          retry(client);
        });
    }

    connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    };
  };

/** PGlite: one in-process connection, whose notifications PGlite hands to listeners itself. */
export const listenPglite =
  (pglite: PGlite): Listen =>
  async (channel, onNotify) => {
    const unsubscribe = await pglite.listen(channel, () => onNotify());
    onNotify();
    return async () => {
      // The database may already be closed (a test closing it before the app): nothing to stop then.
      if (!pglite.closed) await unsubscribe().catch(() => undefined);
    };
  };
