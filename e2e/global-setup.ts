import { existsSync } from 'node:fs';
import { E2E_SHOPS, shopURL } from './shops.ts';

/**
 * Runs once before the tests. Playwright starts `webServer` before globalSetup, so the fresh data dir is
 * made by each shop's webServer command itself (it wipes the shop's data dir, then its server migrates and seeds).
 * Here we fail fast, with one clear message, on the two set-up mistakes that would otherwise make every
 * test fail on its own: no production build, or a shop whose database is not healthy.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('dist/web/index.html is missing: run `npm run build` before `npm run test:e2e`.');
  }
  for (let shop = 0; shop < E2E_SHOPS; shop++) {
    const health = await fetch(new URL('/api/health', shopURL(shop)));
    const body = await health.text();
    if (!health.ok) throw new Error(`shop ${shop}: GET /api/health answered ${health.status}: ${body}`);
  }
}
