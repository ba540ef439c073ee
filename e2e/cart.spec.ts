import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  getJson,
  header,
  OUT_OF_STOCK_CATALOG_NUMBERS,
  type ApiProduct as Product,
  productByCatalogNumber,
  rupees,
  test,
  toast,
} from './fixtures.ts';

/**
 * The guest cart (issue 5 item 1; docs/product.md §3.6-§3.8 panel, page, rules and toasts, §9.3 the free-shipping
 * banner). Texts are those of docs/product.md, written out here; amounts come from the API.
 */

const TEXT = {
  added: 'Item added to cart!',
  updated: 'Item quantity updated in cart!',
  removed: 'Item removed from cart!',
  cleared: 'Cart cleared',
  panelTitle: 'Shopping Cart',
  panelEmpty: 'Your cart is empty',
  pageTitle: 'Your Cart',
  pageEmpty: 'Your Cart is Empty',
  confirmClear: 'Remove all items from your cart?',
  freeShippingUnlocked: "You've unlocked free shipping!",
  freeShippingNeeds: (amount: string) => `Add ${amount} more for free shipping`,
} as const;

interface ShippingSettings {
  freeShippingThreshold: number;
  shippingFee: number;
}

const shippingFor = (subtotal: number, s: ShippingSettings) =>
  subtotal === 0 || subtotal >= s.freeShippingThreshold ? 0 : s.shippingFee;

/** The two cheapest products with stock for at least 3, and the store's shipping rule. */
async function shopData(
  request: APIRequestContext,
): Promise<{ a: Product; b: Product; rule: ShippingSettings }> {
  const rule = await getJson<ShippingSettings>(request, '/api/settings');
  const { items } = await getJson<{ items: Product[] }>(request, '/api/products?sort=price_asc&limit=20');
  const [a, b] = items.filter((p) => p.inStock && (p.stockQuantity === null || p.stockQuantity >= 3));
  expect(a && b, 'two cheap products in stock').toBeTruthy();
  // The journey checks the banner's amount first, so the two must start below the free-shipping threshold.
  expect(a!.price + b!.price, 'the two cheapest products cost less than the threshold').toBeLessThan(
    rule.freeShippingThreshold,
  );
  return { a: a!, b: b!, rule };
}

const cartButton = (page: Page) => header(page).getByRole('button', { name: /^Open cart, \d+ items?$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: new RegExp(TEXT.panelTitle) });
const line = (scope: Page | Locator, name: string) => scope.getByRole('listitem', { name, exact: true });
const quantityOf = (scope: Page | Locator, name: string) =>
  scope.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
/** A row of the totals (`<dt>` label, `<dd>` value). */
const amount = (scope: Page | Locator, label: 'Subtotal' | 'Shipping' | 'Total') =>
  scope.locator(`dt:text-is("${label}") + dd`);

async function addFromList(page: Page, product: Product, expectedToast: string = TEXT.added) {
  await page.getByRole('button', { name: `Add to Cart: ${product.name}`, exact: true }).click();
  await expect(toast(page, expectedToast).first()).toBeVisible();
}

async function expectTotals(scope: Locator, subtotal: number, rule: ShippingSettings) {
  const shipping = shippingFor(subtotal, rule);
  await expect(amount(scope, 'Subtotal')).toHaveText(rupees(subtotal));
  await expect(amount(scope, 'Shipping')).toHaveText(shipping === 0 ? 'Free' : rupees(shipping));
  await expect(amount(scope, 'Total')).toHaveText(rupees(subtotal + shipping));
  const banner =
    subtotal >= rule.freeShippingThreshold
      ? TEXT.freeShippingUnlocked
      : TEXT.freeShippingNeeds(rupees(rule.freeShippingThreshold - subtotal));
  await expect(scope.getByText(banner, { exact: true })).toBeVisible();
}

test.describe('guest cart', () => {
  test('adds two products, changes a quantity, removes one, and keeps the cart across a reload and on /cart', async ({
    page,
    request,
  }) => {
    const { a, b, rule } = await shopData(request);
    await page.goto('/products?sort=price_asc');
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items');

    await addFromList(page, a);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
    await addFromList(page, b);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');
    await expect(cartButton(page)).toContainText('2');

    // The side panel: title with the count, each line's fields, the totals and the banner.
    await cartButton(page).click();
    const sheet = panel(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: /Shopping Cart/ })).toContainText('2 items');
    for (const product of [a, b]) {
      const row = line(sheet, product.name);
      await expect(row.getByRole('link', { name: product.name })).toHaveAttribute(
        'href',
        `/product/${product.slug}`,
      );
      await expect(row).toContainText(rupees(product.price));
      await expect(row).toContainText(product.catalogNumber);
      await expect(row).toContainText(product.category);
      await expect(quantityOf(row, product.name)).toHaveValue('1');
      await expect(row.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
    }
    await expectTotals(sheet, a.price + b.price, rule);

    // The stepper: one more of the first product; the line, the totals and the banner follow.
    await sheet.getByRole('button', { name: `Increase quantity of ${a.name}` }).click();
    await expect(quantityOf(sheet, a.name)).toHaveValue('2');
    await expect(line(sheet, a.name)).toContainText(rupees(2 * a.price));
    await expect(sheet.getByRole('heading', { name: /Shopping Cart/ })).toContainText('3 items');
    await expectTotals(sheet, 2 * a.price + b.price, rule);

    // Remove the second: the toast of docs/product.md §3.8, and the totals without it.
    await sheet.getByRole('button', { name: `Remove ${b.name}` }).click();
    await expect(toast(page, TEXT.removed)).toBeVisible();
    await expect(line(sheet, b.name)).toHaveCount(0);
    await expectTotals(sheet, 2 * a.price, rule);

    // Escape closes the panel and gives focus back to the cart button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');

    // A reload keeps the cart.
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');
    await cartButton(page).click();
    await expect(quantityOf(panel(page), a.name)).toHaveValue('2');
    await expect(line(panel(page), b.name)).toHaveCount(0);

    // /cart shows the same cart, with an order summary.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXT.pageTitle);
    const main = page.getByRole('main');
    const row = line(main, a.name);
    await expect(row).toContainText(a.category);
    await expect(row).toContainText(a.catalogNumber);
    await expect(row).toContainText(rupees(a.price)); // unit price
    await expect(row).toContainText(rupees(2 * a.price)); // line total
    await expect(quantityOf(main, a.name)).toHaveValue('2');
    const summary = main.getByRole('complementary', { name: 'Order Summary' });
    await expectTotals(summary, 2 * a.price, rule);
    await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(summary.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

    // Minus down to 0 removes the line (docs/product.md §3.8), with the same toast; then the empty page.
    await main.getByRole('button', { name: `Decrease quantity of ${a.name}` }).click();
    await expect(quantityOf(main, a.name)).toHaveValue('1');
    await expectTotals(summary, a.price, rule);
    await main.getByRole('button', { name: `Decrease quantity of ${a.name}` }).click();
    await expect(toast(page, TEXT.removed).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.pageEmpty })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items');
  });

  test('adding a product already in the cart says so and adds one', async ({ page, request }) => {
    const { a } = await shopData(request);
    await page.goto('/products?sort=price_asc');
    await addFromList(page, a);
    await addFromList(page, a, TEXT.updated);
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');
    await cartButton(page).click();
    await expect(quantityOf(panel(page), a.name)).toHaveValue('2');
  });

  test('+ stops at the stock', async ({ page, request }) => {
    const { items } = await getJson<{ items: Product[] }>(request, '/api/products?limit=100');
    const scarce = items.find(
      (p) => p.stockQuantity !== null && p.stockQuantity >= 2 && p.stockQuantity <= 5,
    );
    expect(scarce, 'a product with stock 2 to 5').toBeTruthy();
    await page.goto(`/product/${scarce!.slug}`);
    await page
      .getByRole('spinbutton', { name: 'Quantity', exact: true })
      .fill(String(scarce!.stockQuantity! - 1));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, TEXT.added)).toBeVisible();
    await cartButton(page).click();
    const sheet = panel(page);
    const more = sheet.getByRole('button', { name: `Increase quantity of ${scarce!.name}` });
    await expect(more).toBeEnabled();
    await more.click();
    await expect(quantityOf(sheet, scarce!.name)).toHaveValue(String(scarce!.stockQuantity));
    await expect(more).toBeDisabled();
  });

  test('two tabs stay in step', async ({ page, context, request }) => {
    const { a, b } = await shopData(request);
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(other.getByRole('heading', { name: TEXT.pageEmpty })).toBeVisible();

    await page.goto('/products?sort=price_asc');
    await addFromList(page, a);
    await addFromList(page, b);

    // The other tab sees the lines without a reload…
    await expect(cartButton(other)).toHaveAccessibleName('Open cart, 2 items');
    await expect(line(other.getByRole('main'), a.name)).toBeVisible();
    await expect(line(other.getByRole('main'), b.name)).toBeVisible();

    // …and a change made there comes back to the first tab.
    await other.getByRole('button', { name: `Remove ${b.name}` }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 1 item');
    await cartButton(page).click();
    await expect(line(panel(page), a.name)).toBeVisible();
    await expect(line(panel(page), b.name)).toHaveCount(0);
    await other.close();
  });

  test('Clear Cart asks first, then empties the cart', async ({ page, request }) => {
    const { a, b } = await shopData(request);
    await page.goto('/products?sort=price_asc');
    await addFromList(page, a);
    await addFromList(page, b);
    await cartButton(page).click();
    const sheet = panel(page);

    await sheet.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('alertdialog', { name: TEXT.confirmClear });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep Items' }).click();
    await expect(confirm).toBeHidden();
    await expect(line(sheet, a.name)).toBeVisible();
    await expect(line(sheet, b.name)).toBeVisible();

    await sheet.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(toast(page, TEXT.cleared)).toBeVisible();
    await expect(sheet.getByText(TEXT.panelEmpty, { exact: true })).toBeVisible();

    // Continue Shopping closes the panel and goes to /products.
    await sheet.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(sheet).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items');
  });

  test('empty states: the panel and /cart', async ({ page }) => {
    await page.goto('/');
    await cartButton(page).click();
    await expect(panel(page).getByText(TEXT.panelEmpty, { exact: true })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.keyboard.press('Escape');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.pageEmpty })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('stored cart', () => {
  test('a corrupted cart value loads the site without errors, as an empty cart', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart', '{not json'));
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 0 items');
    await cartButton(page).click();
    await expect(panel(page).getByText(TEXT.panelEmpty, { exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: TEXT.pageEmpty })).toBeVisible();
    // Script errors only: a refused request (e.g. the signed-out session check) is not the cart's doing.
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('bad lines are dropped and the good ones kept', async ({ page, request }) => {
    const { a } = await shopData(request);
    const good = { ...a, image: a.images[0]?.url ?? '', quantity: 2 };
    await page.goto('/');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      [
        good,
        { ...good, id: 999_001, quantity: -3 },
        { ...good, id: 999_002, quantity: 'lots' },
        { id: 'x' },
        42,
      ],
    );
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Open cart, 2 items');
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(quantityOf(page.getByRole('main'), a.name)).toHaveValue('2');
  });

  test('opening the cart checks it against the shop: new prices, vanished and sold-out products are flagged', async ({
    page,
    request,
  }) => {
    const { a, b, rule } = await shopData(request);
    // A product the shop no longer sells: one of the seed's out-of-stock products.
    const soldOut = await productByCatalogNumber(request, OUT_OF_STOCK_CATALOG_NUMBERS[0]);

    const stored = (p: Product, extra: Record<string, unknown> = {}) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      image: p.images[0]?.url ?? '',
      images: p.images,
      category: p.category,
      catalogNumber: p.catalogNumber,
      quantity: 1,
      ...extra,
    });
    const oldPrice = a.price - 1_000;
    const lines = [
      stored(a, { price: oldPrice }), // the price went up since it was added
      stored(b),
      stored(soldOut, { stockQuantity: 10 }),
      stored(b, { id: 999_999, name: 'Retired Macrame Hanger' }), // gone: 404
    ];
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
    await page.goto('/cart');
    const main = page.getByRole('main');

    const updated = line(main, a.name);
    await expect(updated).toContainText('Price updated');
    await expect(updated).toContainText(rupees(a.price));
    await expect(updated.locator('s')).toContainText(rupees(oldPrice));
    await expect(line(main, soldOut.name)).toContainText('Out of stock');
    await expect(line(main, 'Retired Macrame Hanger')).toContainText('No longer available');
    await expect(
      line(main, 'Retired Macrame Hanger').getByRole('button', { name: 'Remove Retired Macrame Hanger' }),
    ).toBeVisible();

    // Flagged lines are left out of the money.
    const summary = main.getByRole('complementary', { name: 'Order Summary' });
    await expectTotals(summary, a.price + b.price, rule);

    // The panel reads the same store.
    await cartButton(page).click();
    await expect(line(panel(page), 'Retired Macrame Hanger')).toContainText('No longer available');
    await expectTotals(panel(page), a.price + b.price, rule);
  });
});
