import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isNull } from 'drizzle-orm';
import { ZPhone, ZStaffRole } from '@sankalp/contract';
import { grantStaff, revokeStaff } from './admin/staff/grant-staff.ts';
import { loadConfig } from './config.ts';
import { issueMissingDocuments } from './features/receipt/backfill.ts';
import { useDocumentSettings } from './features/receipt/settings.ts';
import { openDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { staffMembers } from './db/schema/index.ts';
import { dbTargetFromConfig } from './db/target.ts';

const USAGE = `Usage (from the repository root):
  npm run admin -- grant --phone 98XXXXXXXX --role admin|operator|temple_staff [--name "Full Name"] [--temple <templeId>]...
  npm run admin -- revoke --phone 98XXXXXXXX
  npm run admin -- list
  npm run admin -- issue-documents   (receipts and refund notes missing for payments and refunds settled before them)
Uses the same database as the server (DATABASE_URL, else the PGlite folder DATA_DIR).`;

/** The way in for the first admin, and a way back in when no admin can sign in. Every change is audited. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { phone: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, temple: { type: 'string', multiple: true } },
  });
  const command = positionals[0];
  if (!command || !['grant', 'revoke', 'list', 'issue-documents'].includes(command))
    throw new UsageError('Say what to do: grant, revoke, list or issue-documents.');
  const config = loadConfig();
  const target = dbTargetFromConfig(config);
  const handle = await openDb(target);
  try {
    await runMigrations(handle, target);
    const actor = { cli: userInfo().username };
    if (command === 'issue-documents') {
      useDocumentSettings(config);
      const issued = await issueMissingDocuments(handle.db);
      console.log(`Issued ${issued.receipts} receipt(s) and ${issued.notes} refund note(s).`);
      return;
    }
    if (command === 'list') {
      const rows = await handle.db.select().from(staffMembers).where(isNull(staffMembers.revokedAt));
      for (const r of rows) console.log(`${r.phone}  ${r.role.padEnd(12)}  ${r.name}`);
      return;
    }
    const phone = parse(ZPhone, values.phone, 'a 10-digit mobile number after --phone');
    if (command === 'revoke') {
      await revokeStaff(handle.db, actor, phone);
      console.log(`Revoked every console role of ${phone}.`);
      return;
    }
    const role = parse(ZStaffRole, values.role, '--role admin, operator or temple_staff');
    await grantStaff(handle.db, actor, { phone, role, name: values.name ?? `Staff ${phone.slice(-4)}`, templeIds: values.temple ?? [] });
    console.log(`${phone} is now ${role}. Sign in at /admin with this phone and the code sent to it.`);
  } finally {
    await handle.close();
  }
}

class UsageError extends Error {}

function parse<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, value: unknown, expected: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`Expected ${expected}.`);
  return result.data;
}

main().catch((err: unknown) => {
  console.error(err instanceof UsageError ? `${err.message}\n\n${USAGE}` : err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
