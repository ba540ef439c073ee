import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminBrowser, otherBrowser, signInAsAdmin, signUpAndSignIn } from './accounts.ts';
import { escapeRegExp, expect, getJson, hydrated, test, toast, wellStockedProduct } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';
import { placeOrder } from './orders.ts';

/**
 * Reviews by verified buyers (issue 23, docs/product.md §3.10, §7.11): a customer's delivered order, their
 * review through the API, then the admin's Reviews tab: reply, publish, hide with a reason, delete.
 */

/** A signed-in customer (their own browser) whose order of the product the admin has marked delivered. */
async function deliveredBuyer(page: Page, baseURL: string, productId: number, name: string) {
  const buyer = await otherBrowser(page, baseURL);
  const buyerPage = await buyer.newPage();
  const email = await signUpAndSignIn(buyerPage, baseURL, name);
  const headers = { Origin: baseURL };
  const { id: orderId } = await placeOrder(buyer.request, baseURL, {
    buyer: { fullName: name, email, address: '4, Car Street, Udupi', city: 'Udupi', pincode: '576101' },
    productId,
  });
  const admin = await adminBrowser(page, baseURL);
  const delivered = await admin.request.patch(`/api/admin/orders/${orderId}`, {
    headers,
    data: { status: 'delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await admin.close();
  return { buyer, buyerPage, email };
}

test('the Reviews tab: a verified buyer’s review is replied to, published, hidden with a reason and deleted; its text stays text', async ({
  page,
  baseURL,
}) => {
  // A whole journey (an order placed and delivered, a review with a photo, then the admin's four actions).
  test.setTimeout(60_000);
  const product = await wellStockedProduct(page.request);
  const title = `Glows like a diya ${randomUUID().slice(0, 6)}`;

  // The buyer: an order of the product, delivered by the admin, then the review.
  const { buyer, email } = await deliveredBuyer(page, baseURL!, product.id, 'Lakshmi Narayan');
  const headers = { Origin: baseURL! };
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
  const reviewId = ((await written.json()) as { review: { id: string } }).review.id;
  const photo = await sharp({ create: { width: 240, height: 180, channels: 3, background: '#c0663a' } })
    .jpeg()
    .toBuffer();
  const uploaded = await buyer.request.post(`/api/me/reviews/${reviewId}/photos`, {
    headers,
    multipart: { file: { name: 'diya.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await buyer.close();

  // The admin's tab, signed in in this page.
  await signInAsAdmin(page, baseURL!);
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

  // On the product page, served with the review: the badge, the shop's reply, the photo larger, one vote.
  const shopper = await page.context().browser()!.newContext({ baseURL });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/product/${product.slug}`);
  await hydrated(shopperPage);
  const reviews = shopperPage.getByRole('region', { name: 'Customer Reviews' });
  const published = reviews.getByRole('article', { name: 'Review by Lakshmi N.' }).filter({ hasText: title });
  await expect(published).toContainText('Verified buyer');
  await expect(published).toContainText('<script>window.__reviewXss = 1</script> Warm light.');
  await expect(published).toContainText('Reply from Karigar');
  await published.getByRole('button', { name: /from Lakshmi N\., open larger/ }).click();
  const viewer = shopperPage.getByRole('dialog', { name: 'Photo 1 of 1 from Lakshmi N.' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await shopperPage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await published.getByRole('button', { name: 'Yes (0)' }).click();
  await expect(toast(shopperPage, 'Thank you for your feedback.')).toBeVisible();
  await expect(published.getByRole('button', { name: 'Yes (1)' })).toBeDisabled();
  await shopperPage.reload();
  await hydrated(shopperPage);
  await published.getByRole('button', { name: /^Yes/ }).click();
  await expect(toast(shopperPage, 'You have already marked this review.')).toBeVisible();
  await expect(published.getByRole('button', { name: 'Yes (1)' })).toBeDisabled();
  await shopper.close();

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

test('a verified buyer reviews from My Orders: stars required, sent for approval, then a photo; others may not', async ({
  page,
  baseURL,
}) => {
  const product = await wellStockedProduct(page.request);
  const { buyer, buyerPage } = await deliveredBuyer(page, baseURL!, product.id, 'Ravi Shankar');

  await buyerPage.goto('/order-history');
  const link = buyerPage.getByRole('link', { name: `Review ${product.name}` });
  await link.click();
  await expect(buyerPage).toHaveURL(`/review/${product.id}`);
  await expect(buyerPage.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: product.name })).toBeVisible();

  await buyerPage.getByLabel('Title (optional)').fill('Even better in person');
  await buyerPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(buyerPage.getByText('Please choose 1 to 5 stars.')).toBeVisible();
  // The star (its label) is what a shopper taps; the radio itself is visually hidden.
  await buyerPage.getByRole('radio', { name: '4 stars' }).locator('..').click();
  await buyerPage.getByLabel('Your review (optional)').fill('The colours glow.\n<b>not bold</b>');
  await buyerPage.getByRole('button', { name: 'Submit Review' }).click();
  await expect(
    toast(buyerPage, 'Thank you! Your review will appear once the shop has checked it.'),
  ).toBeVisible();

  const mine = buyerPage.getByRole('article', { name: 'Your review' });
  await expect(mine).toContainText('Waiting for the shop to check it');
  await expect(mine).toContainText('<b>not bold</b>');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2f6f5e' } })
    .png()
    .toBuffer();
  await mine
    .getByLabel(/Add a photo \(3 left\)/)
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: photo });
  await expect(toast(buyerPage, 'Image uploaded successfully.')).toBeVisible();
  await expect(mine.getByRole('img', { name: '1 of 1 in your review' })).toBeVisible();
  await expect(mine.getByText('Add a photo (2 left)')).toBeVisible();

  // Back in My Orders the link opens the written review; someone who never bought it is told why not.
  await buyerPage.reload();
  await expect(mine).toContainText('Even better in person');
  await buyer.close();
  const stranger = await otherBrowser(page, baseURL!);
  const strangerPage = await stranger.newPage();
  await signUpAndSignIn(strangerPage, baseURL!, 'Kiran Rao');
  await strangerPage.goto(`/review/${product.id}`);
  await expect(
    strangerPage.getByText('Only customers whose order of this product was delivered can review it.'),
  ).toBeVisible();
  await stranger.close();
});

test('issue 23 journey: a delivered order, the mailed link, a review with a photo, approved, then on the product page and its card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = { Origin: baseURL! };
  const stamp = randomUUID().slice(0, 6);
  const name = `Indigo Block-Print Cushion ${stamp}`;
  const admin = await adminBrowser(page, baseURL!);
  const created = await admin.request.post('/api/admin/products', {
    headers,
    data: { name, price: 89_900, category: 'Others', catalogNumber: `E2E-RV-${stamp}`, stockQuantity: 9 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  const settings = await getJson<Record<string, unknown>>(admin.request, '/api/admin/settings');
  try {
    // Before any review: no stars and no "(0)" on its card.
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await page.goto('/products?sort=newest');
    await expect(card).toContainText('No reviews yet');

    // The shop asks as soon as an order is delivered; the job runs every 2 s in this suite.
    const saved = await admin.request.put('/api/admin/settings', {
      headers,
      data: { ...settings, reviewRequestDays: 0, reviewsNeedApproval: true },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { buyer, buyerPage, email } = await deliveredBuyer(page, baseURL!, productId, 'Gita Rao');

    // The mail, and its link.
    await expect
      .poll(() => mailsTo(email).filter((m) => m.subject.startsWith('How did you find')).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = mailsTo(email).find((m) => m.subject.startsWith('How did you find'))!;
    const link = new RegExp(`Review ${escapeRegExp(name)}: (\\S+)`).exec(mail.text)?.[1];
    expect(link, mail.text).toBe(`${baseURL}/review/${productId}`);
    await buyerPage.goto(link!);
    await expect(buyerPage.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
    await buyerPage.getByRole('radio', { name: '5 stars' }).locator('..').click();
    await buyerPage.getByLabel('Title (optional)').fill(`Sits on our swing ${stamp}`);
    await buyerPage
      .getByLabel('Your review (optional)')
      .fill('<script>window.__journeyXss = 1</script> The indigo is deep and even.');
    await buyerPage.getByRole('button', { name: 'Submit Review' }).click();
    await expect(
      toast(buyerPage, 'Thank you! Your review will appear once the shop has checked it.'),
    ).toBeVisible();
    const mine = buyerPage.getByRole('article', { name: 'Your review' });
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#27408b' } })
      .jpeg()
      .toBuffer();
    await mine
      .getByLabel(/Add a photo \(3 left\)/)
      .setInputFiles({ name: 'cushion.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(toast(buyerPage, 'Image uploaded successfully.')).toBeVisible();
    await buyer.close();

    // The admin approves it in the Reviews tab.
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin?tab=reviews');
    const row = adminPage
      .getByRole('listitem')
      .filter({ has: adminPage.getByRole('heading', { name: `Sits on our swing ${stamp}` }) });
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(adminPage, 'Review published.')).toBeVisible();

    // The product page, as served: the review with its badge and photo; the script stays text.
    await page.goto(`/product/${productId}`);
    await hydrated(page);
    const review = page
      .getByRole('region', { name: 'Customer Reviews' })
      .getByRole('article', { name: 'Review by Gita R.' });
    await expect(review).toContainText('Verified buyer');
    await expect(review).toContainText(
      '<script>window.__journeyXss = 1</script> The indigo is deep and even.',
    );
    await expect(review.getByRole('button', { name: /from Gita R\., open larger/ })).toBeVisible();
    expect(await page.evaluate(() => (window as { __journeyXss?: number }).__journeyXss)).toBeUndefined();

    // Its card: the computed average and count.
    await page.goto('/products?sort=newest');
    await expect(card).toContainText('5.0');
    await expect(card).toContainText('(1 review)');
    await expect(card).not.toContainText('No reviews yet');
  } finally {
    await admin.request.put('/api/admin/settings', { headers, data: settings });
    await admin.close();
  }
});
