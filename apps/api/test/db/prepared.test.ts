import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { prepared, preparedSql } from '../../src/db/prepared.ts';
import { whatsappConsents } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';

/** One built query, run on the pool and inside transactions: each run sees what its own connection sees. */
describe('prepared', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  let builds = 0;
  const consentOf = prepared((db) => {
    builds++;
    return db
      .select({ phone: whatsappConsents.phone, source: whatsappConsents.source })
      .from(whatsappConsents)
      .where(eq(whatsappConsents.phone, sql.placeholder('phone')));
  });

  it('runs inside a transaction on its connection: the transaction sees its own uncommitted row, the pool does not', async () => {
    const db = ctx.app.db;
    const phone = `9${randomUUID().replace(/\D/g, '').padEnd(9, '7').slice(0, 9)}`;
    expect(await consentOf(db, { phone })).toEqual([]);
    let inside: unknown;
    let outside: unknown;
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(whatsappConsents).values({ phone, optedInAt: new Date(), source: 'profile' });
        inside = await consentOf(tx, { phone });
        // PGlite has one connection: a pool query would wait for the transaction. PostgreSQL answers at once.
        if (ctx.handle.kind === 'postgres') outside = await consentOf(db, { phone });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(inside).toEqual([{ phone, source: 'profile' }]);
    if (ctx.handle.kind === 'postgres') expect(outside).toEqual([]);
    expect(await consentOf(db, { phone })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('answers rows mapped as Drizzle maps them, and is built once per database', async () => {
    const db = ctx.app.db;
    const phone = `8${randomUUID().replace(/\D/g, '').padEnd(9, '3').slice(0, 9)}`;
    await db.insert(whatsappConsents).values({ phone, optedInAt: new Date(), source: 'checkout' });
    const inTx = await db.transaction((tx) => consentOf(tx, { phone }));
    expect(inTx).toEqual([{ phone, source: 'checkout' }]);
    expect(await consentOf(db, { phone })).toEqual([{ phone, source: 'checkout' }]);
    expect(builds).toBe(1);
    await db.delete(whatsappConsents).where(eq(whatsappConsents.phone, phone));
  });

  const phoneAsWritten = preparedSql<{ phone: string; source: string }>(
    () => sql`select phone, source from whatsapp_consents where phone = ${sql.placeholder('phone')}`,
  );

  it('preparedSql runs on the transaction’s connection too, and fails as a Drizzle query does (the log hides its values)', async () => {
    const db = ctx.app.db;
    const phone = `7${randomUUID().replace(/\D/g, '').padEnd(9, '5').slice(0, 9)}`;
    const rolledBack = new Error('roll back');
    let inside: unknown;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(whatsappConsents).values({ phone, optedInAt: new Date(), source: 'reply' });
        inside = await phoneAsWritten(tx, { phone });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(inside).toEqual([{ phone, source: 'reply' }]);
    expect(await phoneAsWritten(db, { phone })).toEqual([]);

    const asUuid = preparedSql(() => sql`select ${sql.placeholder('id')}::uuid as id`);
    const failed = await asUuid(db, { id: 'not-a-uuid' }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(DrizzleQueryError);
    expect((failed as DrizzleQueryError).cause).toMatchObject({ code: '22P02' });
  });
});
