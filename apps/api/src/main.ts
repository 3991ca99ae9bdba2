import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { catalogue } from './db/seed/catalogue/index.ts';
import { seedCatalogue } from './db/seed/seed-catalogue.ts';
import { dbTargetFromConfig } from './db/target.ts';

/** The only entry point that listens: migrate, optionally seed the demo catalogue, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const target = dbTargetFromConfig(config);
  const handle = await openDb(target);
  await runMigrations(handle, target);
  if (config.SEED_ON_START) await seedCatalogue(handle.db, catalogue);
  const app = await buildApp(config, handle.db);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: handle.kind, seeded: config.SEED_ON_START }, `Sankalp is running on http://localhost:${config.PORT}/`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
