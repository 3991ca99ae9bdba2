import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';

/**
 * tus locks an upload for each request on it (HEAD, PATCH, DELETE), so one request at a time
 * writes it. Its MemoryLocker does that within one process; this locker does it for every API
 * process on one PostgreSQL database (decision 250): an advisory lock per upload, held by one
 * connection of this process that LISTENs for requests to let go.
 *
 * Same semantics as MemoryLocker: a request that finds the upload locked asks the holder to
 * release it (tus then stops the holder's request after `lockDrainTimeout`: the client that
 * retried is the live one, the holder is likely a dead connection), and keeps trying until it gets
 * the lock, its own request ends, or `acquireLockTimeout` passes (ERR_LOCK_TIMEOUT).
 */

/** The advisory-lock key is (TUS_LOCKS, hashtext(uploadId)): two int keys, apart from the migration lock's one bigint key. */
const TUS_LOCKS = 0x747573; // "tus"
/** A process that cannot get a lock NOTIFYs the upload id here; the process holding it asks its request to stop. */
const RELEASE_CHANNEL = 'tus_upload_release';
const FIRST_RETRY_MS = 25;
const MAX_RETRY_MS = 500;

type Holder = { requestRelease: RequestRelease; client?: pg.Client };

export class PgUploadLocker implements Locker {
  /** Uploads locked (or being locked) by this process: one session lock each, so local requests queue here first. */
  private readonly holders = new Map<string, Holder>();
  private session?: Promise<pg.Client>;
  private current?: pg.Client;
  private closed = false;

  /** `connect` makes an unpooled client: the locks live as long as its session. */
  constructor(
    private readonly connect: () => pg.Client,
    readonly acquireLockTimeout = 30_000,
  ) {}

  newLock(id: string): Lock {
    return {
      lock: (signal, requestRelease) => this.lock(id, signal, requestRelease),
      unlock: () => this.unlock(id),
    };
  }

  /** Ends the session, which releases whatever this process still holds. */
  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = undefined;
    await session?.then((client) => client.end()).catch(() => undefined);
  }

  private async lock(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.acquireLockTimeout;
    let pause = FIRST_RETRY_MS;
    while (!signal.aborted && Date.now() < deadline) {
      if (await this.tryLock(id, requestRelease)) return;
      await sleep(Math.min(pause, deadline - Date.now()), undefined, { signal }).catch(() => undefined);
      pause = Math.min(pause * 2, MAX_RETRY_MS);
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- tus answers its own error objects ({ status_code, body }), as MemoryLocker throws this one
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  private async tryLock(id: string, requestRelease: RequestRelease): Promise<boolean> {
    const local = this.holders.get(id);
    if (local) {
      // Held here: ask its request to let go, as MemoryLocker does (not one still asking PostgreSQL).
      if (local.client) await local.requestRelease();
      return false;
    }
    // Claimed before the first await: this session's advisory locks are re-entrant, so two local
    // requests must never both ask PostgreSQL.
    const mine: Holder = { requestRelease };
    this.holders.set(id, mine);
    try {
      const client = await this.connected();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [TUS_LOCKS, id]);
      if (rows[0]?.locked) {
        mine.client = client;
        return true;
      }
      await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
      return false;
    } finally {
      if (!mine.client) this.holders.delete(id);
    }
  }

  private async unlock(id: string): Promise<void> {
    const holder = this.holders.get(id);
    if (!holder?.client) throw new Error('Releasing an unlocked lock!');
    this.holders.delete(id);
    // A lost session has released it already (and this process may have a new one by now).
    if (holder.client !== this.current) return;
    await holder.client.query('select pg_advisory_unlock($1, hashtext($2))', [TUS_LOCKS, id]).catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('the upload locker is closed'));
    this.session ??= this.open().catch((err: unknown) => {
      this.session = undefined;
      throw err;
    });
    return this.session;
  }

  private async open(): Promise<pg.Client> {
    const client = this.connect();
    const lost = () => {
      if (this.current !== client) return;
      this.current = undefined;
      this.session = undefined;
      // PostgreSQL released every lock of that session: their requests must stop, another process
      // may take the uploads now. They stay in `holders` until they unlock, so none starts here meanwhile.
      for (const holder of this.holders.values()) if (holder.client === client) void holder.requestRelease();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      // Our own NOTIFY comes back too: only another process's request is a reason to let go.
      if (message.channel !== RELEASE_CHANNEL || !message.payload || message.processId === processIdOf(client)) return;
      const holder = this.holders.get(message.payload);
      if (holder?.client) void holder.requestRelease();
    });
    this.current = client;
    try {
      await client.connect();
      await client.query(`listen ${RELEASE_CHANNEL}`);
    } catch (err) {
      if (this.current === client) this.current = undefined;
      await client.end().catch(() => undefined);
      throw err;
    }
    return client;
  }
}

/** The backend's process id (pg sets it at connect; its types do not declare it). */
const processIdOf = (client: pg.Client) => (client as pg.Client & { processID?: number }).processID;
