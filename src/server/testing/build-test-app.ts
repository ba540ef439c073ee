import { dirname } from 'node:path';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { type Config, loadConfig } from '../env.ts';
import { type MailTransport, RecordingMailer } from '../lib/mailer.ts';
import type { Storage } from '../lib/storage.ts';
import { openTestDb, testMediaDir } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    // media is served from <DATA_DIR>/media: point it at the seeded test images
    DATA_DIR: dirname(testMediaDir()),
    LOG_LEVEL: 'silent',
    // The sandbox gateway is on only when chosen (M7).
    PAYMENT_PROVIDER: 'sandbox',
    ...overrides,
  });
}

/**
 * The real app on a private copy of the seeded database. Mail goes through the real outbox into
 * a recording transport (`mailer.sent`); `app.mailer.send()` answers once the mail is recorded,
 * so a test reads a code right after the request that mailed it. `mail` swaps the transports or
 * the worker's clock and poll interval.
 */
export async function buildTestApp(
  opts: {
    db?: DbHandle;
    config?: Config;
    webDir?: string;
    mail?: { transports?: MailTransport[]; now?: () => Date; pollMs?: number };
    storage?: Storage;
  } = {},
) {
  const db = opts.db ?? (await openTestDb());
  const mailer = new RecordingMailer();
  const app = await buildApp({
    config: opts.config ?? testConfig(),
    db,
    mail: { transports: [mailer], ...opts.mail },
    logger: false,
    webDir: opts.webDir ?? '/nonexistent-web-build',
    storage: opts.storage,
  });
  await app.ready();
  return {
    app,
    db,
    mailer,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
