import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ERRORS } from '@tus/server';
import { PgUploadLocker } from '../../../src/admin/media/upload-locker.ts';

/**
 * The shared tus lock (decision 250), two lockers standing in for two API processes: each has its
 * own PostgreSQL session. PGlite has no second process, and the app keeps tus's MemoryLocker there.
 */
const lockers: PgUploadLocker[] = [];
const locker = (timeoutMs?: number) => {
  const made = new PgUploadLocker(() => new pg.Client({ connectionString: inject('databaseUrl') }), timeoutMs);
  lockers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(lockers.splice(0).map((l) => l.close()));
});

/** Resolves when the holder is asked to let go, the way tus's cancel would be. */
function releaseRequest() {
  let asked!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  return { requestRelease: () => asked(), wasAsked };
}

describe.skipIf(inject('dbKind') !== 'postgres')('the upload locker shared by API processes (PostgreSQL)', () => {
  it('asks the other process’s holder to let go, and takes the lock once it has', async () => {
    const id = randomUUID();
    const [a, b] = [locker(), locker()];
    const held = a.newLock(id);
    const first = releaseRequest();
    await held.lock(new AbortController().signal, first.requestRelease);

    const waiting = b.newLock(id);
    let acquired = false;
    const second = waiting.lock(new AbortController().signal, () => undefined).then(() => (acquired = true));
    // B's NOTIFY reaches A's holder, which lets go as a tus request would after its drain time.
    await first.wasAsked;
    expect(acquired).toBe(false);
    await held.unlock();
    await second;
    await waiting.unlock();
  });

  it('lets one request of a process hold an upload at a time too, and other uploads stay free', async () => {
    const id = randomUUID();
    const a = locker();
    const first = releaseRequest();
    const held = a.newLock(id);
    await held.lock(new AbortController().signal, first.requestRelease);
    const again = a.newLock(id).lock(new AbortController().signal, () => undefined);
    await first.wasAsked;
    const other = a.newLock(randomUUID());
    await other.lock(new AbortController().signal, () => undefined);
    await held.unlock();
    await again;
    await other.unlock();
  });

  it('gives up with tus’s lock time-out when the holder never lets go, or when its own request ends', async () => {
    const id = randomUUID();
    const a = locker();
    await a.newLock(id).lock(new AbortController().signal, () => undefined);
    await expect(
      locker(300)
        .newLock(id)
        .lock(new AbortController().signal, () => undefined),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const gone = new AbortController();
    const waiting = locker()
      .newLock(id)
      .lock(gone.signal, () => undefined);
    gone.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });

  it('stops its holders when its session is lost: PostgreSQL has released their locks', async () => {
    const id = randomUUID();
    const a = locker();
    const first = releaseRequest();
    const held = a.newLock(id);
    await held.lock(new AbortController().signal, first.requestRelease);
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = $1 and objsubid = 2 and objid::bigint = (hashtext($2)::bigint & 4294967295)`,
        [0x747573, id],
      );
    } finally {
      await admin.end();
    }
    await first.wasAsked;
    // Another process takes the upload at once; the old holder's unlock changes nothing.
    const b = locker();
    const next = b.newLock(id);
    await next.lock(new AbortController().signal, () => undefined);
    await held.unlock();
    await next.unlock();
  });
});
