import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel for as long as the returned function is not called; `onNotify` runs for each
 * NOTIFY with its payload, and once more without one after every (re)connection, since what was
 * notified while away is lost.
 */
export type Listen = (channel: string, onNotify: (payload?: string) => void, onError: (err: unknown) => void) => Promise<() => Promise<void>>;

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled client cannot stay in LISTEN). When
 * it drops (server restart, network) it reconnects with backoff, for ever, until stopped; in the
 * meantime the worker's poll is the safety net. Resolves once the first LISTEN has run, so a NOTIFY
 * sent after that is heard; if that first attempt fails it resolves all the same (the failure goes
 * to `onError` and the reconnecting goes on), so a boot never waits on it. Once stopped, nothing
 * more is reported: a connect still pending then fails quietly.
 */
export const listenPostgres =
  (url: string, options: { connectTimeoutMs?: number } = {}): Listen =>
  (channel, onNotify, onError) =>
    new Promise((resolve) => {
      let stopped = false;
      let current: pg.Client | null = null;
      let delay = RECONNECT_FIRST_MS;
      let timer: NodeJS.Timeout | undefined;
      let firstAttempt = true;

      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        const client = current;
        current = null;
        await client?.end().catch(() => undefined);
      };
      const settleFirst = () => {
        if (!firstAttempt) return;
        firstAttempt = false;
        resolve(stop);
      };

      const retry = (client: pg.Client) => {
        if (stopped || client !== current) return;
        current = null;
        client.end().catch(() => undefined);
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };
      const fail = (client: pg.Client, err: unknown) => {
        // Stopped, or this client already given up for a newer one: not a lost connection to report.
        if (stopped || client !== current) return;
        onError(err);
        retry(client);
        settleFirst();
      };

      function connect() {
        if (stopped) return;
        const client = new pg.Client({
          connectionString: url,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
        });
        current = client;
        client.on('notification', (msg) => msg.channel === channel && onNotify(msg.payload ?? ''));
        client.on('error', (err) => fail(client, err));
        client.on('end', () => retry(client));
        client
          .connect()
          .then(() => client.query(`listen ${client.escapeIdentifier(channel)}`))
          .then(() => {
            if (stopped || client !== current) return;
            delay = RECONNECT_FIRST_MS;
            settleFirst();
            onNotify();
          })
          .catch((err: unknown) => fail(client, err));
      }

      connect();
    });

/** PGlite: one in-process connection, whose notifications PGlite hands to listeners itself. */
export const listenPglite =
  (pglite: PGlite): Listen =>
  async (channel, onNotify) => {
    const unsubscribe = await pglite.listen(channel, (payload) => onNotify(payload));
    onNotify();
    return async () => {
      // The database may already be closed (a test closing it before the app): nothing to stop then.
      if (!pglite.closed) await unsubscribe().catch(() => undefined);
    };
  };
