import { expect, footer, HERO_TITLE, header, hydrated, test } from './fixtures.ts';

/** Issue 25, decision 035: the storefront in Hindi under /hi, chosen by the switch and kept. */

test.describe('Karigar in Hindi', () => {
  test('the header switch opens the same page in Hindi, links stay in Hindi, the choice is kept', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await header(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi$/);

    // A client-side navigation stays under /hi.
    await page.setViewportSize({ width: 1280, height: 900 });
    await header(page).getByRole('link', { name: 'सभी उत्पाद' }).click();
    await expect(page).toHaveURL(/\/hi\/products$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    // The cookie keeps the choice: an English address opens in Hindi.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(footer(page).getByRole('heading', { name: 'झटपट लिंक' })).toBeVisible();

    // And back: the footer's switch, then English stays.
    await footer(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/products');
    await expect(page).toHaveURL(/\/products$/);
    await expect(header(page).getByRole('link', { name: 'All Products' })).toBeVisible();
  });

  test('an unknown Hindi page is the Hindi 404', async ({ page }) => {
    const response = await page.goto('/hi/kahin-nahin');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('अरे! यह पेज नहीं मिला');
    await expect(page.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  });
});
