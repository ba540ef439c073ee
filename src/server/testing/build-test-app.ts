import { dirname } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { type Config, loadConfig } from '../env.ts';
import type { CommerceOptions } from '../features/commerce/commerce.ts';
import { type MailTransport, RecordingMailer } from '../lib/mailer.ts';
import type { Storage } from '../lib/storage.ts';
import { TEST_ORDER_LIMITS } from './order-limits.ts';
import { openTestDb, testMediaDir } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    // media is served from <DATA_DIR>/media: point it at the seeded test images
    DATA_DIR: dirname(testMediaDir()),
    LOG_LEVEL: 'silent',
    // Many tests place many orders from one address and email; the limit tests set these low.
    ...TEST_ORDER_LIMITS,
    // The sandbox gateway is on only when chosen (M7), and never in production.
    ...(overrides.NODE_ENV === 'production' ? {} : { PAYMENT_PROVIDER: 'sandbox' }),
    ...overrides,
  });
}

export interface TestAppOptions {
  db?: DbHandle;
  config?: Config;
  webDir?: string;
  mail?: { transports?: MailTransport[]; now?: () => Date; pollMs?: number };
  storage?: Storage;
  /** Checkout, orders and payments seams: clock, order numbers, faults, a fake Razorpay… */
  commerce?: CommerceOptions;
  /** WhatsApp seams: the Graph API stand-in's address, the clock, the outbox poll (default 50 ms). */
  whatsapp?: { graphApi?: string; now?: () => Date; pollMs?: number };
  catalogImport?: { allowPrivateImageHosts?: boolean };
}

/**
 * The real app on a private copy of the seeded database. Mail goes through the real outbox into
 * a recording transport (`mailer.sent`); `app.mailer.send()` answers once the mail is recorded,
 * so a test reads a code right after the request that mailed it, and queued mail (order mails)
 * leaves within 50 ms. No background job races a test: payment expiry runs when a test calls it.
 */
export async function buildTestApp(opts: TestAppOptions = {}) {
  const db = opts.db ?? (await openTestDb());
  const mailer = new RecordingMailer();
  const app = await buildApp({
    config: opts.config ?? testConfig(),
    db,
    mail: { transports: [mailer], pollMs: 50, ...opts.mail },
    logger: false,
    webDir: opts.webDir ?? '/nonexistent-web-build',
    storage: opts.storage,
    commerce: { expiryIntervalMs: 0, codConfirmationIntervalMs: 0, ...opts.commerce },
    whatsapp: { pollMs: 50, ...opts.whatsapp },
    catalogImport: opts.catalogImport,
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

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * `const t = setUpTestApp()` at the top of a test file (or a describe): the app is built before its
 * tests and closed after them. `options` may be a function, for values a beforeAll prepares first.
 */
export function setUpTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('setUpTestApp: the app exists inside tests and hooks, after its beforeAll');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get mailer() {
      return current().mailer;
    },
    close: () => current().close(),
  };
}
