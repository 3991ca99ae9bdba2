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
/** What the LISTEN connection calls itself in `pg_stat_activity`, so operators and tests can find it. */
export const LISTEN_APPLICATION_NAME = 'sankalp-listen';

type Subscriber = {
  channel: string;
  onNotify: (payload?: string) => void;
  onError: (err: unknown) => void;
  /** Its LISTEN has run on the current connection. */
  listening: boolean;
  /** Resolves its `listen(...)` promise; null once it has. */
  settle: (() => void) | null;
};

/**
 * PostgreSQL: one dedicated connection outside the pool (a pooled client cannot stay in LISTEN),
 * shared by every channel listened through the returned function, so a process holds one such
 * connection however many features listen (decision 289). When it drops (server restart, network)
 * it reconnects with backoff, for ever, while anyone listens; in the meantime each feature's own
 * fallback (the worker's poll, the session look-up) is the safety net, and every subscriber is told
 * of the loss. A subscription resolves once its LISTEN has run, so a NOTIFY sent after that is
 * heard; if that attempt fails it resolves all the same (the failure goes to `onError` and the
 * reconnecting goes on), so a boot never waits on it. Once a subscription is stopped, nothing more
 * is reported to it; the last one stopped closes the connection.
 */
export const listenPostgres = (url: string, options: { connectTimeoutMs?: number } = {}): Listen => {
  const subscribers = new Set<Subscriber>();
  let current: pg.Client | null = null;
  let connected = false;
  let listenInFlight = false;
  let lastError: unknown = null;
  let delay = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const settle = (s: Subscriber) => {
    const resolve = s.settle;
    s.settle = null;
    resolve?.();
  };

  const retry = (client: pg.Client) => {
    current = null;
    connected = false;
    listenInFlight = false;
    for (const s of subscribers) s.listening = false;
    client.end().catch(() => undefined);
    if (subscribers.size === 0) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const fail = (client: pg.Client, err: unknown) => {
    // This client already given up (for a newer one, or because nobody listens): nothing to report.
    if (client !== current) return;
    lastError = err;
    for (const s of [...subscribers]) {
      s.onError(err);
      settle(s);
    }
    retry(client);
  };

  /** Runs LISTEN for the subscribers not yet listening on this connection, one statement for all. */
  const catchUp = (client: pg.Client) => {
    if (client !== current || !connected || listenInFlight) return;
    const pending = [...subscribers].filter((s) => !s.listening);
    if (pending.length === 0) return;
    listenInFlight = true;
    const channels = [...new Set(pending.map((s) => s.channel))];
    client
      .query(channels.map((c) => `listen ${client.escapeIdentifier(c)}`).join('; '))
      .then(() => {
        if (client !== current) return;
        listenInFlight = false;
        delay = RECONNECT_FIRST_MS;
        for (const s of pending) {
          if (!subscribers.has(s)) continue;
          s.listening = true;
          settle(s);
          s.onNotify();
        }
        catchUp(client); // those who subscribed while this LISTEN ran
      })
      .catch((err: unknown) => fail(client, err));
  };

  function connect() {
    timer = undefined;
    if (subscribers.size === 0) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    current = client;
    client.on('notification', (msg) => {
      for (const s of subscribers) if (s.listening && s.channel === msg.channel) s.onNotify(msg.payload ?? '');
    });
    client.on('error', (err) => fail(client, err));
    // node-postgres reports an unexpected end as an 'error' first; this covers any other end.
    client.on('end', () => fail(client, new Error('the LISTEN connection ended')));
    client
      .connect()
      .then(() => {
        if (client !== current) return;
        connected = true;
        catchUp(client);
      })
      .catch((err: unknown) => fail(client, err));
  }

  const unsubscribe = async (s: Subscriber) => {
    subscribers.delete(s);
    // Others still listen: the connection stays, and a NOTIFY of a channel nobody wants is dropped.
    if (subscribers.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
    const client = current;
    current = null;
    connected = false;
    listenInFlight = false;
    await client?.end().catch(() => undefined);
  };

  return (channel, onNotify, onError) =>
    new Promise((resolve) => {
      const s: Subscriber = { channel, onNotify, onError, listening: false, settle: null };
      s.settle = () => resolve(() => unsubscribe(s));
      subscribers.add(s);
      if (current) return catchUp(current);
      if (timer === undefined) return connect();
      // Waiting to reconnect: the connection is known lost, so say so now rather than at the next attempt.
      onError(lastError);
      settle(s);
    });
};

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
