import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SHOPS, shopDir, shopURL } from './e2e/shops.ts';

/**
 * Browser suite: the production server (`dist/server/main.js` serving the Vite build in dist/web), driven by
 * Debian's chromium, in E2E_SHOPS shops at once (e2e/shops.ts): each its own server on a fresh PGlite data dir,
 * mailbox and port, and each test worker shops in one of them. The e2e server builds both first when their
 * sources changed.
 */
/** The admin the e2e server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@karigar.test', password: 'admin-e2e-password' } as const;

export default defineConfig({
  testDir: 'e2e',
  // 2-core machine, and a browser test mostly waits (on its page, the server, a mail): one worker per shop,
  // and three for the early-tap spec, whose pages are slowed 4× and wait even more (its project below).
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
    // baseURL: each worker's own shop, set in e2e/fixtures.ts.
    headless: true,
    screenshot: 'only-on-failure',
    // A failed test keeps its final screenshot. Its trace (DOM snapshots of every step, network, console) is
    // recorded only when asked (E2E_TRACE=1, e.g. to debug a failure locally): recording it through every test
    // cost ~11% of the suite's CPU (decision 078), its screencast another ~15% before that.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
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
    // With reduced motion (the shop honours it, src/web/index.css): no skeleton shimmer, spinner or transition
    // repainting every frame while a test waits, ~9% of its CPU (decision 078). The early taps keep motion: they
    // are the shopper on a slow phone as most are.
    {
      name: 'browser',
      testIgnore: /early-taps\.spec\.ts/,
      workers: E2E_SHOPS,
      teardown: 'early taps',
      use: { reducedMotion: 'reduce' },
    },
    // Three slowed phones at a time: their pages mostly wait (4× CPU slowdown, slow 4G).
    // One retry, reported as flaky, not hidden: on a machine loaded far past its two cores (load 15-20), a slowed
    // page sometimes takes longer than the 45 s wait to show its control at all.
    { name: 'early taps', testMatch: /early-taps\.spec\.ts/, workers: 3, retries: 1 },
  ],
  webServer: Array.from({ length: E2E_SHOPS }, (_, shop) => ({
    // Playwright starts the web server BEFORE globalSetup, so the data dir is wiped here, right before the
    // server opens it: every run seeds a fresh database. The wrapper starts the SMTP mail sink the tests read
    // codes from (e2e/mail-sink.ts, the shop's mail folder), then the server sending through it, and forwards SIGTERM.
    command: `rm -rf ${join(shopDir(shop), 'data')} && exec node --import tsx e2e/serve-with-mail-sink.ts`,
    url: `${shopURL(shop)}/api/health`,
    env: {
      PORT: String(new URL(shopURL(shop)).port),
      // The shop's folder (mailbox, "Google", the old order) for the scripts the command runs: e2e/shops.ts.
      E2E_SHOP: String(shop),
      HOST: '127.0.0.1',
      // Absolute: the server's static plugin rejects a relative media root.
      DATA_DIR: join(shopDir(shop), 'data'),
      // Always PGlite, even when the calling shell has a DATABASE_URL (e.g. inside scripts/with-pg.sh).
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PUBLIC_URL: shopURL(shop),
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
  })),
});
