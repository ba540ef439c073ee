import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

/**
 * Installable, and an offline page for a phone that lost its signal (decision 089). Chrome's own installability
 * check (the DevTools Protocol's Page.getInstallabilityErrors: Lighthouse 12 dropped its PWA category) on a
 * persistent profile, as an incognito window is never installable; then the offline worker after the first visit.
 */
test('the shop is installable and shows its offline page when the signal goes', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'karigar-installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );

    // Chrome finds nothing missing to install the shop.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The worker is registered after the page loaded; the next page is in its hands.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/products?category=Candles');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Candles');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    // The signal goes: a page asked for shows the offline page, at its own address.
    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('आप ऑफ़लाइन हैं।')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/about');

    // It kept nothing but the offline page, its script and icon: no shop page, API answer or picture.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls.sort();
    });
    expect(kept).toEqual(['/icons/icon-192.png', '/offline.html', '/offline.js']);

    // Try again while still offline: the offline page again; back online, the page asked for.
    await page.getByRole('button', { name: /Try again/ }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: /Try again/ }).click();
    await expect(page).toHaveTitle('About Us · Karigar');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
