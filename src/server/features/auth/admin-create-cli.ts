import { parseArgs } from 'node:util';
import { openConfiguredDb } from '#server/db/client.ts';
import { loadConfig, loadDotEnv } from '#server/env.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/auth/auth.schemas.ts';
import { createAuth } from './auth.ts';
import { ensureAdmin } from './bootstrap-admin.ts';

/*
 * `npm run admin:create -- --email owner@example.in` (or ADMIN_EMAIL), the password typed at a hidden prompt
 * or given in ADMIN_PASSWORD: never on the command line, which shell history and `ps` keep (issue 40).
 * Creates an admin account, or makes an existing account an admin with this password (its sessions end).
 * Stop the server first when the shop runs on PGlite (one process per data directory).
 */

const USAGE =
  'Usage: npm run admin:create -- --email <email>, then type the password (or set ADMIN_PASSWORD)';
const MIN_PASSWORD = PASSWORD_MIN_LENGTH;

async function main(): Promise<void> {
  loadDotEnv();
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (values.password !== undefined)
    throw new Error(
      'The password is never taken from the command line (shell history and ps keep it): type it at the prompt, or set ADMIN_PASSWORD.',
    );
  const email = (values.email ?? process.env.ADMIN_EMAIL)?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`An email address is needed. ${USAGE}`);
  const password = process.env.ADMIN_PASSWORD || (await promptPassword());
  if (password.length < MIN_PASSWORD) {
    throw new Error(`The password must be at least ${MIN_PASSWORD} characters. ${USAGE}`);
  }

  const config = loadConfig({ ...process.env, ADMIN_EMAIL: email });
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

/** Asks twice on the terminal without echoing what is typed. */
async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(`No password: set ADMIN_PASSWORD, or run it in a terminal to type one. ${USAGE}`);
  const first = await readHidden('Password for the admin account: ');
  const again = await readHidden('The same password again: ');
  if (first !== again) throw new Error('The two passwords differ: nothing was changed.');
  return first;
}

function readHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let value = '';
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin:create failed: ${message.split('\n')[0]}`);
  process.exitCode = 1;
});
