import type { Page } from '@playwright/test';
import { ownClientAddress } from './accounts.ts';
import { type ApiProduct, expect, hydrated, test, wellStockedProduct } from './fixtures.ts';

/**
 * Delivery (issue 20 items 4–5, docs/product.md §3.5, §4.1): the product page's "Check delivery" box, and the
 * pincode that fills city and state at checkout. Dates are the server's (real clock), so the lines are matched
 * by their shape: 'Delivery by Thu, 3 Dec · Cash on delivery available'.
 */

test.use(ownClientAddress);

const DELIVERY_LINE =
  /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} · Cash on delivery available$/;

async function openProduct(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await hydrated(page);
}

test("the product page's Check delivery box says by when, and whether COD is offered", async ({
  page,
  request,
}) => {
  const product = await wellStockedProduct(request);
  await openProduct(page, product);
  const box = page.getByRole('region', { name: 'Check delivery' });
  const pincode = box.getByLabel('Delivery pincode');
  const result = box.getByRole('status');

  await pincode.fill('12');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText('Please enter a valid 6-digit pincode');

  await pincode.fill('999999');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(result).toHaveText(
    "We could not find pincode 999999 in India Post's directory. Please check it.",
  );

  await pincode.fill('560001');
  await pincode.press('Enter');
  await expect(result).toHaveText(DELIVERY_LINE);

  // Remembered: the next product page checks it at once.
  await page.reload();
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: 'Check delivery' }).getByLabel('Delivery pincode'),
  ).toHaveValue('560001');
  await expect(page.getByRole('region', { name: 'Check delivery' }).getByRole('status')).toHaveText(
    DELIVERY_LINE,
  );

  // A guest's checked pincode starts the checkout's address (audit D-m2), with its city and state.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByLabel('Pincode', { exact: true })).toHaveValue('560001');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Bengaluru');
});

test('typing 560001 at checkout fills Bengaluru, Karnataka and shows the delivery date', async ({
  page,
  request,
}) => {
  const product = await wellStockedProduct(request);
  await openProduct(page, product);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await page.goto('/checkout');
  await hydrated(page);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Pincode').fill('560001');
  await expect(field('City')).toHaveValue('Bengaluru');
  await expect(field('State')).toHaveValue('Karnataka');
  await expect(page.getByText('Bengaluru, Karnataka', { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-delivery')).toHaveText(DELIVERY_LINE);

  // A pincode that does not exist says so under the field.
  await field('Pincode').fill('999999');
  await expect(
    page.getByText("We could not find pincode 999999 in India Post's directory. Please check it.").first(),
  ).toBeVisible();
});
