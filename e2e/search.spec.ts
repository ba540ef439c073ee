import type { Page } from '@playwright/test';
import { expect, gotoLive, header, productCards, test } from './fixtures.ts';

/**
 * Issue 45 point 1 (decision 067): the header's search on every width, its suggestions as one types, Hinglish
 * found, and "Did you mean" on a search that finds little.
 */
const headerSearch = (page: Page) => header(page).getByRole('searchbox', { name: 'Search the shop' });

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`the header searches at ${width} px: suggestions as one types, Enter lists the matches`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await gotoLive(page, '/about');
    const box = headerSearch(page);
    await expect(box).toBeVisible();
    await box.fill('mombat');
    const candles = header(page).getByRole('link', { name: 'Candles', exact: true });
    await expect(candles).toBeVisible();
    await expect(
      header(page)
        .getByRole('link', { name: /Candle/ })
        .first(),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/products' && url.searchParams.get('q') === 'mombat',
    );
    await expect(productCards(page).first()).toContainText(/Candle|Diya/);
  });
}

test('a typo is offered what it meant, and the suggestion searches', async ({ page }) => {
  await gotoLive(page, '/products?q=drem%20cacher');
  const didYouMean = page.getByRole('main').getByRole('button', { name: 'Dream Catcher', exact: true });
  await expect(didYouMean).toBeVisible();
  await didYouMean.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Dream Catcher');
  await expect(productCards(page).first()).toContainText('Dream Catcher');
});
