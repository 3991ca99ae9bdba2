import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { catalogue } from './db/seed/catalogue/index.ts';
import { seedCatalogue } from './db/seed/seed-catalogue.ts';
import { DEMO_STAFF, seedDemoStaff } from './db/seed/seed-demo-staff.ts';
import { dbTargetFromConfig } from './db/target.ts';
import { shutDownGracefully } from './lib/graceful-shutdown.ts';

/** The only entry point that listens: migrate, optionally seed the demo catalogue, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const target = dbTargetFromConfig(config);
  const handle = await openDb(target);
  await runMigrations(handle, target);
  if (config.SEED_ON_START) await seedCatalogue(handle.db, catalogue);
  const demoStaff = config.SEED_ON_START && config.NODE_ENV !== 'production';
  if (demoStaff) await seedDemoStaff(handle.db);
  const app = await buildApp(config, handle.db, {
    listen: handle.listen,
    poolWaiting: handle.poolWaiting,
    poolInUse: handle.poolInUse,
    sessionClient: handle.sessionClient,
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // Ctrl-C or a group kill can deliver the signal twice (directly and forwarded by npm): the
    // shutdown already under way is bounded by SHUTDOWN_GRACE_SECONDS, so repeats are only noted.
    if (stopping) return app.log.info({ signal }, 'already shutting down');
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    shutDownGracefully(app, { delaySeconds: config.SHUTDOWN_DELAY_SECONDS, graceSeconds: config.SHUTDOWN_GRACE_SECONDS, closeDb: handle.close }).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: handle.kind, seeded: config.SEED_ON_START, node: process.version }, `Sankalp is running on http://localhost:${config.PORT}/`);
  if (demoStaff) {
    app.log.info(
      { demoStaff: DEMO_STAFF.map((s) => `${s.phone} ${s.role}`) },
      `Operator console: http://localhost:${config.PORT}/admin — demo admin phone ${DEMO_STAFF[0].phone} (the code is printed by the console SMS sender)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
