import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { runClusterPrimary, workersFromArgs } from './cluster.ts';
import { openConfiguredDb } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { isSeeded } from './db/seed/is-seeded.ts';
import { seedNewDataDirInChild } from './db/seed/seed-child.ts';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './env.ts';
import { ensureAdmin, writeAdminPasswordFile } from './features/auth/bootstrap-admin.ts';
import { enrolDemoAdmin } from './features/auth/two-factor-enrolment.ts';
import { createStoreSettings } from './features/settings/settings.service.ts';
import { createStorage } from './lib/storage-from-config.ts';

async function main() {
  loadDotEnv();
  const config = loadConfig(workersFromArgs(process.env, process.argv.slice(2)));
  // Start-up lines go through the logger (issue 40 point 7): JSON like the request logs, at the configured level.
  const log = pino(loggerOptions(config));
  const say = (line: string) => log.info(line);
  if (cluster.isPrimary && config.workers > 1) {
    runClusterPrimary(config, say);
    return;
  }
  await serve(config, say, (line) => log.warn(line));
}

/** `say` for what happened; `warn` for what the owner must act on (shown at LOG_LEVEL=warn too). */
async function serve(config: Config, say: (line: string) => void, warn: (line: string) => void) {
  await seedNewDataDirInChild(config, say);
  const db = await openConfiguredDb(config, (error) => warn(`database connection error: ${error.message}`));
  // Identical processes (cluster workers, containers) may start together: one at a time prepares the database.
  try {
    await db.startupExclusive(async () => {
      await db.migrate();
      if (await isSeeded(db.db)) return;
      if (!config.seedDemo) {
        // A real shop starts empty (decision 048): its settings row, then the admin below; no demo rows.
        await createStoreSettings(db.db);
        say('empty database: created the store settings; no demo shop (SEED_DEMO is off)');
        return;
      }
      say('empty database: adding the demo shop (products, images, blog, testimonials)...');
      const started = Date.now();
      // The demo data and its artwork generator load only here, never on an ordinary start.
      const { seedDemo } = await import('./db/seed/seed.ts');
      await seedDemo(db.db, { storage: createStorage(config) });
      say(`demo shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = await buildApp({ config, db, logger: loggerOptions(config) });
  const admin = await db.startupExclusive(() => ensureAdmin(db.db, app.auth, config.admin));
  // Two-factor is required for the team (review 2026-11-29 L3): the demo's new admin is enrolled with the
  // published demo key (README, decision 059); never in production.
  const demoKey = await enrolDemoAdmin(db.db, app.auth, admin, config);
  if (demoKey) {
    // What the owner needs to sign in: shown at LOG_LEVEL=warn too. The key is public (README).
    warn(`${admin.email} signs in with the demo authenticator key ${demoKey} (README: "Trying the demo")`);
  }
  if (admin.created && admin.password) {
    // Review L12: never in the log (container logs keep it for good); a file only this user reads.
    const file = writeAdminPasswordFile(config.dataDir, admin.email, admin.password);
    warn(
      `created the admin account ${admin.email}; its password is in ${file} (readable by this user only: sign in, change it, delete the file; or set ADMIN_EMAIL and ADMIN_PASSWORD)`,
    );
  } else if (admin.created) {
    say(`created the admin account ${admin.email}`);
  } else if (admin.passwordSet) {
    say(`${admin.email} is the admin, with ADMIN_PASSWORD as its password; its earlier sessions ended`);
  } else if (admin.unsuspended) {
    say(`ADMIN_EMAIL ${admin.email} was suspended: the suspension is lifted`);
  } else if (admin.refusedUnverified) {
    warn(
      `ADMIN_EMAIL ${admin.email} names an account whose email was never verified: not made an admin (set ADMIN_PASSWORD too to take it over)`,
    );
  }

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  // The API reference is not served in production (2026-11 I2), so the line names it only elsewhere (I3).
  const docs = config.env === 'production' ? '' : `  (API docs: ${config.publicUrl}/api/docs)`;
  if (cluster.isPrimary) say(`shop open at ${config.publicUrl}${docs}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Karigar could not start:', error);
  }
  process.exit(1);
});
