import { randomUUID } from 'node:crypto';
import { E2E_ADMIN } from '../playwright.config.ts';
import { adminBrowser, otherBrowser, signUpAndSignIn } from './accounts.ts';
import { expect, getJson, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * Reviews by verified buyers (issue 23, docs/product.md §3.10, §7.11): a customer's delivered order, their
 * review through the API, then the admin's Reviews tab: reply, publish, hide with a reason, delete.
 */

test('the Reviews tab: a verified buyer’s review is replied to, published, hidden with a reason and deleted; its text stays text', async ({
  page,
  baseURL,
}) => {
  const product = await wellStockedProduct(page.request);
  const title = `Glows like a diya ${randomUUID().slice(0, 6)}`;

  // The buyer: an order of the product, delivered by the admin, then the review.
  const buyer = await otherBrowser(page, baseURL!);
  const buyerPage = await buyer.newPage();
  const email = await signUpAndSignIn(buyerPage, baseURL!, 'Lakshmi Narayan');
  const headers = { Origin: baseURL! };
  const ordered = await buyer.request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      customer: {
        fullName: 'Lakshmi Narayan',
        email,
        phone: '9845012345',
        address: '4, Car Street, Udupi',
        city: 'Udupi',
        state: 'Karnataka',
        pincode: '576101',
      },
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const orderId = ((await ordered.json()) as { order: { id: string } }).order.id;
  const admin = await adminBrowser(page, baseURL!);
  const delivered = await admin.request.patch(`/api/admin/orders/${orderId}`, {
    headers,
    data: { status: 'delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  const written = await buyer.request.post('/api/me/reviews', {
    headers,
    data: {
      productId: product.id,
      stars: 4,
      title,
      body: '<script>window.__reviewXss = 1</script> Warm light.',
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  await buyer.close();

  await admin.close();

  // The admin's tab, signed in in this page.
  const signIn = await page.request.post('/api/account/sign-in', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/admin?tab=reviews');
  await expect(page.getByRole('tab', { name: 'Reviews', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const pendingButton = page.getByRole('button', { name: /^Pending/ });
  await expect(pendingButton).toHaveAttribute('aria-pressed', 'true');

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row).toContainText('<script>window.__reviewXss = 1</script> Warm light.');
  await expect(row).toContainText('Lakshmi N.');
  await expect(row).toContainText(email);
  expect(await page.evaluate(() => (window as { __reviewXss?: number }).__reviewXss)).toBeUndefined();

  await row.getByRole('button', { name: 'Reply', exact: true }).click();
  await row.getByLabel('Reply as the shop').fill('Thank you, Lakshmi! Made in Channapatna.');
  await row.getByRole('button', { name: 'Save Reply' }).click();
  await expect(toast(page, 'Reply saved.')).toBeVisible();
  await expect(row).toContainText('Thank you, Lakshmi! Made in Channapatna.');

  const before = await getJson<{ reviews: number }>(page.request, `/api/products/${product.id}`);
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Review published.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect
    .poll(
      async () => (await getJson<{ reviews: number }>(page.request, `/api/products/${product.id}`)).reviews,
    )
    .toBe(before.reviews + 1);

  await page.getByRole('button', { name: /^Published/ }).click();
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide Review' });
  await dialog.getByRole('button', { name: 'Hide Review' }).click();
  await expect(dialog.getByText('Please give a reason for hiding this review.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Mentions another shop');
  await dialog.getByRole('button', { name: 'Hide Review' }).click();
  await expect(toast(page, 'Review hidden.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^Hidden/ }).click();
  await expect(row).toContainText('Mentions another shop');
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Review deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
