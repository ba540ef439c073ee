import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { ownClientAddress, signInAsAdmin, signUpAndSignIn, uniqueEmail } from './accounts.ts';
import { CRAFT_PAGES, cartButton, expect, getJson, seedCart, test, wellStockedProduct } from './fixtures.ts';

/**
 * Accessibility (issue 10 item 5): axe (WCAG 2 A and AA rules) on every storefront route and every
 * admin tab finds no serious or critical violation; and a keyboard-only walk from the home page to a
 * placed COD order, with a visible focus indicator at every step.
 */

test.use(ownClientAddress);

/**
 * Fails with the rule, its impact, and the first offending elements, so a fix can start from the message. WCAG 2.2
 * A and AA; the storefront allows no violation of any impact (issue 38), the account and admin pages none
 * serious or critical (issue 10).
 */
async function expectNoViolations(page: Page, name: string, { seriousOnly = false } = {}) {
  // Skeletons are not what a shopper uses: wait until the page has settled.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('')}`)
          .join('\n    ')}`,
    );
  expect(found, `${name}\n${found.join('\n')}`).toEqual([]);
}

test('axe: storefront pages as a guest at 1280 px, no violation of any impact', async ({ page, request }) => {
  // Fourteen pages, each scanned by axe: 9–15 s a page on a 2-core machine at load 8–10.
  test.setTimeout(240_000);
  const product = await wellStockedProduct(request);
  const posts = await getJson<{ items: Array<{ slug: string }> }>(request, '/api/blog/posts');
  const routes = [
    '/',
    '/products',
    `/product/${product.slug}`,
    '/cart',
    '/auth',
    '/track-order',
    '/blog',
    ...(posts.items[0] ? [`/blog/${posts.items[0].slug}`] : []),
    '/about',
    '/vlog',
    `/blogDetails/${CRAFT_PAGES[0]}`,
    '/no-such-page',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expectNoViolations(page, route, { seriousOnly: true });
  }
  // The cart and the checkout with an item in it.
  await seedCart(page, product);
  for (const route of ['/cart', '/checkout']) {
    await page.goto(route);
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expectNoViolations(page, `${route} with an item`);
  }
});

/** The other widths and the Hindi pages (issue 38): the pages a shopper buys through. */
for (const [width, lang] of [
  [390, ''],
  [390, '/hi'],
  [1280, '/hi'],
] as const) {
  test(`axe: the storefront at ${width} px${lang ? ' in Hindi' : ''}, no violation of any impact`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const product = await wellStockedProduct(request);
    for (const route of ['/', '/products', `/product/${product.slug}`]) {
      const path = lang && route === '/' ? lang : `${lang}${route}`;
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
    await seedCart(page, product);
    await page.goto(`${lang}/cart`);
    await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    await expectNoViolations(page, `${lang}/cart with an item at ${width} px`);
  });
}

test('axe: signed-in pages', async ({ page, baseURL }) => {
  await signUpAndSignIn(page, baseURL!, 'Lakshmi Nair');
  for (const route of ['/wishlist', '/profile/address', '/order-history']) {
    await page.goto(route);
    await expectNoViolations(page, route, { seriousOnly: true });
  }
});

const ADMIN_TABS = [
  'today',
  'products',
  'orders',
  'customers',
  'all-customers',
  'blog',
  'testimonials',
  'homepage',
  'staff',
  'audit-log',
];

test('axe: the admin tabs', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, baseURL!);
  for (const tab of ADMIN_TABS) {
    await page.goto(`/admin?tab=${tab}`);
    await expectNoViolations(page, `/admin?tab=${tab}`, { seriousOnly: true });
  }
});

/** Tab until `target` has focus (at most `limit` presses), checking each focused element shows a focus ring. */
async function tabTo(page: Page, target: Locator, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    // The focused element when neither it nor a close ancestor (a card ringed through :has) shows an
    // outline or a ring; null when one does.
    const unringed = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const ringed = (el: Element) => {
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
      };
      for (let el: Element | null = focused, up = 0; el && up < 4; el = el.parentElement, up += 1)
        if (ringed(el)) return null;
      return focused.outerHTML.slice(0, 200);
    });
    expect(unringed, 'the focused element shows a focus indicator').toBeNull();
    if (
      await target
        .evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })
        .catch(() => false)
    )
      return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('keyboard only: home → product → cart → checkout → COD order, focus always visible', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const allProducts = page.getByRole('banner').getByRole('link', { name: 'All Products', exact: true });
  await expect(allProducts).toBeVisible();

  await tabTo(page, allProducts);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await page.waitForLoadState('networkidle');

  const firstCard = page.getByRole('main').getByRole('article').first();
  const productLink = firstCard.getByRole('link').first();
  await tabTo(page, productLink, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await page.waitForLoadState('networkidle');

  await tabTo(page, page.getByRole('button', { name: 'Add to Cart', exact: true }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item added to cart!').first()).toBeVisible();

  // Back up to the header's cart control: it opens the cart panel (a dialog that holds the focus).
  await tabTo(page, cartButton(page), 120, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog');
  await expect(cart).toBeVisible();
  await expectNoViolations(page, 'the open cart panel');
  await tabTo(page, cart.getByRole('link', { name: 'Proceed to Checkout' }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  const fields: Array<[string, string]> = [
    ['Email', uniqueEmail('keyboard')],
    ['Full Name', 'Kavya Menon'],
    ['Phone', '9847012345'],
    ['Address', '7, Lake View Road, Kadavanthra'],
    ['City', 'Kochi'],
    ['State', 'Kerala'],
    ['Pincode', '682020'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }), 60);
    await page.keyboard.type(value);
  }
  // Place Order stays in the Tab order while the total is re-priced for the pincode just typed (aria-disabled,
  // saying why); a keyboard shopper waits for the total as anyone does before pressing it.
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await tabTo(page, placeOrder, 60);
  await expect(page.getByRole('main').getByText(/^Delivery by /)).toBeVisible({ timeout: 15_000 });
  await expect(placeOrder).toBeEnabled({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
});
