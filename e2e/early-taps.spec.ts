import type { Locator, Page } from '@playwright/test';
import { type ApiProduct, expect, getJson, test } from './fixtures.ts';
import { PHONE_CONTEXT, slowPhone } from './slow-phone.ts';

/**
 * Every tap counts (issue 38; decision 048): a shopper on a slow phone taps a control the moment it shows, long
 * before the app is live. Each control is tapped 0, 250, 1000 and 2000 ms after it became visible, with the CPU
 * slowed 4× and a slow 4G line, at 390 px; its effect must happen exactly once (one cart line of quantity 1,
 * the menu open, the typed text kept).
 */

const MOMENTS_MS = [0, 250, 1000, 2000] as const;

test.use(PHONE_CONTEXT);
// A slowed page takes seconds to load and go live; the effect is checked after it is.
test.setTimeout(60_000);

interface CartLine {
  id: number;
  quantity: number;
}
const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartLine[]);

/** The page is live and its deferred parts have had time to act on a replayed tap (nothing more may happen). */
async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function expectOneCartLine(page: Page, productId: number) {
  await expect.poll(() => cartLines(page), { timeout: 30_000 }).toHaveLength(1);
  await settled(page);
  const lines = await cartLines(page);
  expect(lines.map((l) => [l.id, l.quantity])).toEqual([[productId, 1]]);
}

/** Opens the page as a shopper does (no waiting for the app) and returns once `control` is visible. */
async function openAndWaitFor(page: Page, path: string, control: (page: Page) => Locator) {
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  await control(page).waitFor({ state: 'visible', timeout: 30_000 });
}

async function tapAfter(page: Page, control: Locator, ms: number) {
  if (ms > 0) await page.waitForTimeout(ms);
  await control.tap();
}

let product: ApiProduct;
test.beforeAll(async ({ request }) => {
  const { items } = await getJson<{ items: ApiProduct[] }>(request, '/api/products?sort=newest&limit=20');
  const inStock = items.find((p) => p.inStock && (p.stockQuantity === null || p.stockQuantity >= 5));
  expect(inStock, 'a product in stock on the first page of /products').toBeTruthy();
  product = inStock!;
});

for (const ms of MOMENTS_MS) {
  test.describe(`tapped ${ms} ms after it shows`, () => {
    test("a card's Add to Cart adds one unit", async ({ page }) => {
      const button = (p: Page) =>
        p.getByRole('button', { name: `Add to Cart: ${product.name}`, exact: true });
      await openAndWaitFor(page, '/products?sort=newest', button);
      await tapAfter(page, button(page), ms);
      await expectOneCartLine(page, product.id);
    });

    test("the product page's Add to Cart adds one unit", async ({ page }) => {
      const button = (p: Page) =>
        p.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true });
      await openAndWaitFor(page, `/product/${product.id}`, button);
      await tapAfter(page, button(page), ms);
      await expectOneCartLine(page, product.id);
    });

    test('the menu button opens the menu', async ({ page }) => {
      const button = (p: Page) => p.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await openAndWaitFor(page, '/', button);
      await tapAfter(page, button(page), ms);
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
}
