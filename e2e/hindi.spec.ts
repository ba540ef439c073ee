import { expect, footer, HERO_TITLE, header, hydrated, test } from './fixtures.ts';

/** Issue 25, decision 035: the storefront in Hindi under /hi, chosen by the switch and kept. */

test.describe('Karigar in Hindi', () => {
  test("an English page's हिन्दी switch is drawn in the shop's own Devanagari, not a system font", async ({
    page,
  }) => {
    await page.goto('/about');
    const drawnWith = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''));
    });
    // The face is fetched only when the page draws its letters (unicode-range): loaded means it drew the switch.
    expect(drawnWith).toContain('Karigar Hindi Autonym');
    // An English page never loads the whole Hindi face for it (decision 040).
    expect(drawnWith).not.toContain('Noto Sans Devanagari');
  });

  test('the header switch opens the same page in Hindi, links stay in Hindi, the choice is kept', async ({
    page,
  }) => {
    test.slow(); // four full page loads and two language switches
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

  test('a product with a Hindi name and description shows them on /hi; Hindi text is searchable', async ({
    page,
  }) => {
    await page.goto('/hi/products?q=टेराकोटा');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'टेराकोटा बोहो ड्रीम कैचर' });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: 'टेराकोटा बोहो ड्रीम कैचर' }).click();
    await expect(page).toHaveURL(/\/hi\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('टेराकोटा बोहो ड्रीम कैचर');
    await expect(page.getByText(/हाथ से घुमावदार जाल बुना गया है/)).toBeVisible();
    await expect(page.getByText('उत्पाद की जानकारी')).toBeVisible();
    // The English page keeps the English name.
    await page.goto(new URL(page.url()).pathname.replace(/^\/hi/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terracotta Boho Dream Catcher');
  });

  test('Hindi pages at 390 px do not overflow (with HINDI_SCREENS_DIR set, their screenshots for the notes)', async ({
    page,
  }) => {
    const screens = process.env.HINDI_SCREENS_DIR;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, path] of [
      ['home', '/hi'],
      ['products', '/hi/products'],
      ['product', '/hi/products?q=टेराकोटा'],
    ] as const) {
      await page.goto(path);
      if (name === 'product') {
        await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} overflows`,
      ).toBeLessThanOrEqual(390);
      if (screens) await page.screenshot({ path: `${screens}/hindi-${name}.png`, fullPage: true });
    }
  });

  test('an unknown Hindi page is the Hindi 404', async ({ page }) => {
    const response = await page.goto('/hi/kahin-nahin');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('अरे! यह पेज नहीं मिला');
    await expect(page.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
  });
});
