import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

/**
 * Runs once before the tests. Playwright starts `webServer` before globalSetup, so the fresh data dir is
 * made by the webServer command itself (it wipes $E2E_DIR/data, then the server migrates and seeds).
 * Here we fail fast, with one clear message, on the two set-up mistakes that would otherwise make every
 * test fail on its own: no production build, or a server whose database is not healthy.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('dist/web/index.html is missing: run `npm run build` before `npm run test:e2e`.');
  }
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts: use.baseURL is not set');

  const health = await fetch(new URL('/api/health', baseURL));
  const body = await health.text();
  if (!health.ok) throw new Error(`GET /api/health answered ${health.status}: ${body}`);
}
