import { join, resolve } from 'node:path';

/**
 * The browser suite runs against E2E_SHOPS shops: each its own server process, database, mailbox, "Google" and
 * port, so two test workers never share a cart, a setting or a mail. A shop's server learns its number from
 * E2E_SHOP (set by playwright.config.ts); a test worker shops at `TEST_PARALLEL_INDEX mod E2E_SHOPS`
 * (Playwright's slot for the worker, kept when a worker restarts after a failure).
 */
export const E2E_SHOPS = Math.max(1, Number(process.env.E2E_SHOPS || 2));
/** Shop n listens on E2E_PORT + n. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 3210);
/** Per run (E2E_DIR) so two runs in one checkout do not share a database or a mailbox. */
export const E2E_BASE_DIR = resolve(process.env.E2E_DIR || 'tmp/e2e');

export const shopURL = (shop: number) => `http://127.0.0.1:${E2E_BASE_PORT + shop}`;
export const shopDir = (shop: number) => join(E2E_BASE_DIR, `shop-${shop}`);

/** The shop this process belongs to: its server's, or its test worker's. */
export const THIS_SHOP =
  process.env.E2E_SHOP !== undefined
    ? Number(process.env.E2E_SHOP)
    : Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_SHOPS;
export const THIS_SHOP_DIR = shopDir(THIS_SHOP);
