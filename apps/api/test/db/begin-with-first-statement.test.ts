import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw-rows.ts';
import { whatsappConsents } from '../../src/db/schema/index.ts';

/**
 * A transaction's BEGIN written with its first statement (decision 281), on a real PostgreSQL
 * connection: still one transaction from its first statement on, committed or rolled back whole,
 * one round trip fewer, and the connection clean for whoever uses it next.
 */
describe.skipIf(inject('dbKind') !== 'postgres')('BEGIN with the first statement', () => {
  let handle: DbHandle;
  let roundTrips = 0;
  beforeAll(async () => {
    // One connection: every transaction below shares it, and so would the next request.
    handle = await openDb({ kind: 'postgres', url: inject('databaseUrl'), poolSize: 1, onRoundTrip: () => roundTrips++ });
  });
  afterAll(() => handle.close());

  /** The transaction id of the statement's transaction; a parameter makes it an extended statement. */
  const xactId = async (db: DbHandle['db']) => (await rowsOf<{ id: string }>(db, sql`select pg_current_xact_id()::text as id where ${1}::int = 1`))[0]!.id;
  /** Whether the connection is left inside a transaction block: two statements then share one transaction. */
  const inTransaction = async (db: DbHandle['db']) => (await xactId(db)) === (await xactId(db));
  const newPhone = () => `9${randomUUID().replace(/\D/g, '').padEnd(9, '3').slice(0, 9)}`;

  it('runs the first statement inside the transaction, and saves a round trip once the connection has BEGIN prepared', async () => {
    // The connection's first transaction prepares BEGIN on the way.
    await handle.db.transaction(async (tx) => {
      await xactId(tx);
    });
    roundTrips = 0;
    const ids = await handle.db.transaction(async (tx) => [await xactId(tx), await xactId(tx)]);
    expect(ids[0]).toBe(ids[1]);
    // BEGIN + first statement, second statement, COMMIT.
    expect(roundTrips).toBe(3);
    // Outside a transaction each statement is its own.
    expect(await inTransaction(handle.db)).toBe(false);
  });

  it('commits what the transaction wrote; rolls all of it back when the callback throws, and leaves the connection out of any transaction', async () => {
    const kept = newPhone();
    await handle.db.transaction(async (tx) => {
      await tx.insert(whatsappConsents).values({ phone: kept, optedInAt: new Date(), source: 'profile' });
    });
    const dropped = newPhone();
    const rollBack = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(whatsappConsents).values({ phone: dropped, optedInAt: new Date(), source: 'profile' });
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    const phones = async (phone: string) => handle.db.select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone));
    expect(await phones(kept)).toHaveLength(1);
    expect(await phones(dropped)).toHaveLength(0);
    expect(await inTransaction(handle.db)).toBe(false);
  });

  it('a first statement that fails rolls the transaction back and is the error the caller gets', async () => {
    const failed: unknown = await handle.db
      .transaction(async (tx) => {
        await rowsOf(tx, sql`select 1 / ${0}::int as boom`);
      })
      .catch((err: unknown) => err);
    // Drizzle wraps the driver's error: PostgreSQL's division_by_zero.
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('22012');
    expect(await inTransaction(handle.db)).toBe(false);
    expect(await xactId(handle.db)).toMatch(/^\d+$/);
  });

  it('a transaction that runs nothing sends nothing; a first statement without parameters goes after a BEGIN of its own', async () => {
    roundTrips = 0;
    await handle.db.transaction(async () => undefined);
    await expect(
      handle.db.transaction(async () => {
        throw new Error('nothing ran');
      }),
    ).rejects.toThrow('nothing ran');
    expect(roundTrips).toBe(0);
    const ids = await handle.db.transaction(async (tx) => {
      const [first] = await rowsOf<{ id: string }>(tx, sql.raw('select pg_current_xact_id()::text as id'));
      return [first!.id, await xactId(tx)];
    });
    expect(ids[0]).toBe(ids[1]);
    expect(await inTransaction(handle.db)).toBe(false);
  });
});
