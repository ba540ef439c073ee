import { cartButton, expect, header, listProducts, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * The header fits every common width: nothing wider than the window (no sideways scroll), every header link
 * and button inside the screen, and no label wrapped onto a second line. At 768 px the full nav once wrapped
 * 'All Products' and 'About Us' and pushed the cart button 26 px off the screen.
 */

const WIDTHS = [390, 768, 1024, 1280] as const;

interface HeaderControl {
  name: string;
  left: number;
  right: number;
  lines: number;
}

/** Visible links and buttons of the banner: their horizontal extent and how many lines their text takes. */
function measureHeader(banner: Element): HeaderControl[] {
  const controls = Array.from(banner.querySelectorAll<HTMLElement>('a, button'));
  return controls.flatMap((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
    // Each line a text node occupies is one client rect; count the distinct line tops.
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    return [{ name, left: box.left, right: box.right, lines: tops.size }];
  });
}

for (const width of WIDTHS) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('fits the screen on every kind of page, each label on one line', async ({ page, request }) => {
      const product = (await listProducts(request, { limit: 1 })).items[0]!;
      // Soft checks: one run lists every page and control that does not fit.
      for (const path of ['/', '/products', `/product/${product.slug}`, '/about']) {
        await page.goto(path);
        const banner = header(page);
        await expect(cartButton(page)).toBeVisible();
        // The full nav or the menu button, whichever this width has, must be there (and its lazy part loaded).
        const nav = banner.getByRole('navigation', { name: 'Main' });
        const menuButton = banner.getByRole('button', { name: 'Open menu' });
        await expect(nav.or(menuButton).first()).toBeVisible();
        if (await nav.isVisible()) {
          await expect(nav.getByRole('button', { name: 'Categories' })).toBeVisible();
          for (const name of ['Home', 'All Products', 'About Us', 'Blog']) {
            await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
          }
        }
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        const viewport = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect
          .soft(viewport.scrollWidth, `${path}: page wider than the ${width} px window`)
          .toBeLessThanOrEqual(viewport.innerWidth);

        const controls = await banner.evaluate(measureHeader);
        expect(controls.length, `${path}: header controls found`).toBeGreaterThan(1);
        for (const control of controls) {
          expect.soft(control.left, `${path}: "${control.name}" starts on screen`).toBeGreaterThanOrEqual(0);
          expect.soft(control.right, `${path}: "${control.name}" ends on screen`).toBeLessThanOrEqual(width);
          expect.soft(control.lines, `${path}: "${control.name}" is on one line`).toBeLessThanOrEqual(1);
        }
      }
    });
  });
}

test.describe('the cart and checkout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('with an item in the cart, neither page is wider than the phone (the coupon box once widened them)', async ({
    page,
    request,
  }) => {
    const product = await wellStockedProduct(request);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByLabel('Coupon code')).toBeVisible();
      const viewport = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect
        .soft(viewport.scrollWidth, `${path}: page wider than the 390 px window`)
        .toBeLessThanOrEqual(viewport.innerWidth);
    }
  });
});
