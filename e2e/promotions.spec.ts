import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { adminBrowser, ownClientAddress, signInAsAdmin, uniqueEmail } from './accounts.ts';
import { expect, rupees, test, toast } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';

/**
 * Issue 21 (promotions, docs/product.md §3.11, §7.12, decision 029): the MRP struck through with its % off,
 * and a coupon code from the cart to checkout, the confirmation and the mail. Each test makes its own
 * product (and coupon) through the admin API and archives or deletes the product at the end.
 */
test.use(ownClientAddress);

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function makeProduct(admin: BrowserContext, baseURL: string, data: Record<string, unknown>) {
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const name = `Festive Brass Diya ${stamp}`;
  const res = await admin.request.post('/api/admin/products', {
    headers: { Origin: baseURL },
    data: {
      name,
      price: 45_000,
      category: 'Candles',
      catalogNumber: `E2E-PR-${stamp}`,
      stockQuantity: 20,
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, slug } = (await res.json()) as { id: number; slug: string };
  return { id, slug, name, stamp };
}

async function makeCoupon(admin: BrowserContext, baseURL: string, data: Record<string, unknown>) {
  const res = await admin.request.post('/api/admin/coupons', { headers: { Origin: baseURL }, data });
  expect(res.status(), await res.text()).toBe(201);
}

const removeProduct = (admin: BrowserContext, baseURL: string, id: number) =>
  admin.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL } });

test('the MRP is struck through with its % off on the card and the product page', async ({
  page,
  baseURL,
}) => {
  const admin = await adminBrowser(page, baseURL!);
  const product = await makeProduct(admin, baseURL!, { mrp: 60_000 });
  try {
    await page.goto('/products?sort=newest');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: product.name });
    await expect(card.getByTestId('price-tag')).toContainText(rupees(45_000));
    await expect(card.locator('s')).toHaveText(`MRP ${rupees(60_000)}`);
    await expect(card.getByText('25% off')).toBeVisible();

    await card.getByRole('link', { name: product.name }).click();
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    const tag = page.getByRole('main').getByTestId('price-tag').first();
    await expect(tag.locator('s')).toHaveText(`MRP ${rupees(60_000)}`);
    await expect(tag.getByText('25% off')).toBeVisible();
  } finally {
    await removeProduct(admin, baseURL!, product.id);
  }
});

test('a code applied in the cart comes to checkout, the confirmation and the mail', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminBrowser(page, baseURL!);
  const product = await makeProduct(admin, baseURL!, {});
  const code = `DIWALI${product.stamp}`;
  await makeCoupon(admin, baseURL!, { code, kind: 'percent', value: 10, description: 'Diwali 10% off' });
  try {
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();

    await page.goto('/cart');
    // Codes are matched whatever their case.
    await input(page, 'Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, `Coupon ${code} applied.`)).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByTestId('discount-line')).toHaveText(`Discount (${code})−${rupees(4_500)}`);
    await expect(summary.locator('dd').last()).toHaveText(rupees(40_500 + 5_000));

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const checkout = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(checkout.getByText(`${code} applied`)).toBeVisible();
    await expect(checkout.getByTestId('discount-line')).toHaveText(`Discount (${code})−${rupees(4_500)}`);

    const email = uniqueEmail('diya');
    await input(page, 'Email').fill(email);
    await input(page, 'Full Name').fill('Lakshmi Nair');
    await input(page, 'Phone').fill('9812345670');
    await input(page, 'Address').fill('14, Temple Street, Mylapore');
    await input(page, 'City').fill('Chennai');
    await input(page, 'State').fill('Tamil Nadu');
    await input(page, 'Pincode').fill('600004');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('discount-line')).toHaveText(
      `Discount (${code})−${rupees(4_500)}`,
    );

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [mail] = mailsTo(email);
    expect(mail!.text).toContain(`Discount (${code}): −${rupees(4_500)}`);
    expect(mail!.text).toContain(`Total: ${rupees(45_500)}`);
  } finally {
    await removeProduct(admin, baseURL!, product.id);
  }
});

test('an expired code says so in the cart', async ({ page, baseURL }) => {
  const admin = await adminBrowser(page, baseURL!);
  const product = await makeProduct(admin, baseURL!, {});
  const code = `OLD${product.stamp}`;
  await makeCoupon(admin, baseURL!, {
    code,
    kind: 'fixed',
    value: 5_000,
    startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() - 86_400_000).toISOString(),
  });
  try {
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();
    await page.goto('/cart');
    await input(page, 'Coupon code').fill(code);
    await input(page, 'Coupon code').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This code has expired.' })).toBeVisible();
    await expect(input(page, 'Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('discount-line')).toHaveCount(0);
  } finally {
    await removeProduct(admin, baseURL!, product.id);
  }
});

test('the owner limits a coupon to a product found by name, at 390 px (audit D-m20)', async ({
  page,
  baseURL,
}) => {
  const admin = await adminBrowser(page, baseURL!);
  const product = await makeProduct(admin, baseURL!, {});
  const code = `ONLY${product.stamp}`;
  try {
    await signInAsAdmin(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin?tab=coupons');
    const form = page.getByRole('region', { name: 'Create Coupon' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Percent off', { exact: true }).fill('10');
    await form.getByLabel('Find a product to add', { exact: true }).fill(product.stamp);
    const found = form
      .getByRole('list', { name: 'Matching products' })
      .getByRole('button', { name: product.name });
    await found.click();
    await expect(found).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('list', { name: 'Chosen products' })).toHaveText(product.name);
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(toast(page, 'Coupon created.')).toBeVisible();

    const listed = page.getByRole('listitem', { name: `Coupon ${code}` });
    await expect(listed).toContainText(`only ${product.name}`);
    await listed.getByRole('button', { name: `Edit coupon ${code}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Chosen products' })).toHaveText(product.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await removeProduct(admin, baseURL!, product.id);
  }
});
