import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { dbTargetFromConfig } from './db/target.ts';

/**
 * Applies the migrations this build ships and exits: the one-shot step of an upgrade, run before
 * any process of the new build starts (deploy/README.md, decision 247). The server also migrates
 * at start (main.ts); with this step done first, that finds nothing to do, so a rolling restart
 * never has a process of the new build waiting on a migration behind the load balancer. Same
 * configuration as the server (DATABASE_URL, else the PGlite folder DATA_DIR); same advisory lock,
 * so running it while processes start is safe.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const target = dbTargetFromConfig(config);
  const handle = await openDb(target);
  try {
    await runMigrations(handle, target);
  } finally {
    await handle.close();
  }
  console.log(`Migrations applied (${handle.kind}).`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
