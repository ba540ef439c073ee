import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suite: the production server (`dist/server/main.js` serving the Vite build in dist/web) on a fresh
 * PGlite data dir, driven by Debian's chromium. The e2e server builds both first when their sources changed.
 */
const PORT = Number(process.env.E2E_PORT || 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Per run (E2E_DIR) so two runs in one checkout do not share a database or a mailbox. */
export const E2E_DIR = process.env.E2E_DIR || './tmp/e2e';
export const E2E_DATA_DIR = `${E2E_DIR}/data`;
/** The admin the e2e server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@karigar.test', password: 'admin-e2e-password' } as const;

export default defineConfig({
  testDir: 'e2e',
  // 2-core machine: one browser at a time (the server needs the other core), but for the early-tap spec, whose
  // pages are slowed 4× and mostly wait (its project below).
  workers: 3,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Not test-results/ itself: Playwright empties its outputDir, and the vitest JSON reports live there.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    // A failed test keeps its trace (DOM snapshots of every step, network, console) and its final screenshot;
    // the trace's screencast is left out: encoding its frames through every test cost ~15% of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The early-tap spec runs after the rest (as its "teardown": it runs even when a test before it failed).
    { name: 'browser', testIgnore: /early-taps\.spec\.ts/, workers: 1, teardown: 'early taps' },
    // Three slowed phones at a time: their pages mostly wait (4× CPU slowdown, slow 4G).
    // One retry, reported as flaky, not hidden: the pincode check lost the typed text once in 60 on 2026-11-29
    // (an effect of the check box resetting its field after the early text was given back; issue 38's note).
    { name: 'early taps', testMatch: /early-taps\.spec\.ts/, workers: 3, retries: 1 },
  ],
  webServer: {
    // Playwright starts the web server BEFORE globalSetup, so the data dir is wiped here, right before the
    // server opens it: every run seeds a fresh database. The wrapper starts the SMTP mail sink the tests read
    // codes from (e2e/mail-sink.ts, $E2E_DIR/mail), then the server sending through it, and forwards SIGTERM.
    command: `rm -rf ${E2E_DATA_DIR} && exec node --import tsx e2e/serve-with-mail-sink.ts`,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Absolute: the server's static plugin rejects a relative media root.
      DATA_DIR: resolve(E2E_DATA_DIR),
      // Always PGlite, even when the calling shell has a DATABASE_URL (e.g. inside scripts/with-pg.sh).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PUBLIC_URL: BASE_URL,
      NODE_ENV: 'test',
      // The journeys shop in the demo shop: asked for, not left to NODE_ENV's default (decision 048).
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Per-IP sign-in and code limits: each auth test sends its own X-Forwarded-For (decision 006).
      TRUST_PROXY: 'true',
      // The journeys place many orders from one address and a few emails (limits: docs/product.md §9.7).
      ORDER_LIMIT_PER_CLIENT: '100000',
      ORDER_LIMIT_PER_BUYER: '100000',
      UNPAID_ONLINE_ORDERS_PER_BUYER: '100000',
      ORDER_BURST_NOTICE_AT: '100000',
      // The review-request journey waits for the mail job (docs/product.md §3.10).
      REVIEW_REQUEST_EVERY_SECONDS: '2',
      // WhatsApp order updates through the sandbox provider (off until an admin turns the channel on).
      WHATSAPP_PROVIDER: 'sandbox',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
