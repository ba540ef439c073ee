import { parseArgs } from 'node:util';
import { openConfiguredDb } from '#server/db/client.ts';
import { loadConfig } from '#server/env.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/auth/auth.schemas.ts';
import { createAuth } from './auth.ts';
import { ensureAdmin } from './bootstrap-admin.ts';

/*
 * `npm run admin:create -- --email owner@example.in --password '…'`
 * Creates an admin account, or makes an existing account an admin with this password (its sessions end).
 * Stop the server first when the shop runs on PGlite (one process per data directory).
 */

const USAGE = `Usage: npm run admin:create -- --email <email> --password '<at least ${PASSWORD_MIN_LENGTH} characters>'`;
const MIN_PASSWORD = PASSWORD_MIN_LENGTH;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  const password = values.password;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`An email address is needed. ${USAGE}`);
  if (!password || password.length < MIN_PASSWORD) {
    throw new Error(`The password must be at least ${MIN_PASSWORD} characters. ${USAGE}`);
  }

  const config = loadConfig();
  const db = await openConfiguredDb(config);
  try {
    await db.migrate();
    const auth = createAuth(db.db, {
      baseURL: config.publicUrl,
      secret: config.authSecret,
      secureCookies: false,
      trustedOrigins: [config.publicUrl],
      sendOtp: async () => {},
    });
    const result = await ensureAdmin(db.db, auth, { email, password });
    console.info(
      result.created
        ? `Created the admin account ${result.email}.`
        : result.passwordSet
          ? `${result.email} already had an account: it is now an admin with this password (its other sessions ended).`
          : result.unsuspended
            ? `${result.email} is already an admin: its suspension is lifted (its password was not changed).`
            : `${result.email} is already an admin (its password was not changed).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin:create failed: ${message.split('\n')[0]}`);
  process.exitCode = 1;
});
