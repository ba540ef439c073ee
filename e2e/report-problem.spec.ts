import sharp from 'sharp';
import { adminBrowser, signUpAndSignIn } from './accounts.ts';
import { allListedProducts, expect, hydrated, rupees, test, toast } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/**
 * Issue 46 point 6 (audit D-m15, decision 084), at 390 px: a buyer reports a candle that arrived broken, with a
 * photo, from My Orders; the owner finds it above the orders, sees the photo on the order and accepts it into a
 * refund; the buyer sees it accepted. The rules and messages are the API tests' (return-requests.test.ts).
 */

const PHONE = { width: 390, height: 844 };

test('a buyer reports a broken candle with a photo and the owner accepts it into a refund', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const email = await signUpAndSignIn(page, baseURL!, 'Kavya Menon');
  const candle = (await allListedProducts(page.request)).find(
    (p) => p.category === 'Candles' && (p.stockQuantity === null || p.stockQuantity > 2),
  );
  expect(candle, 'a candle in stock in the demo shop').toBeDefined();
  const order = await placeOrder(page.request, baseURL!, {
    buyer: { fullName: 'Kavya Menon', email },
    productId: candle!.id,
  });
  const adminContext = await adminBrowser(page, baseURL!);
  const delivered = await adminContext.request.patch(`/api/admin/orders/${order.id}`, {
    headers: { Origin: baseURL! },
    data: { status: 'delivered' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // The buyer: My Orders → Report a problem on the delivered order, with a photo of the broken jar.
  await page.goto('/order-history');
  await hydrated(page);
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await card.getByRole('button', { name: 'Report a problem' }).click();
  const form = card.getByRole('form', { name: 'Report a problem with this order' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Choose what went wrong.')).toBeVisible();
  await form.getByLabel('Arrived damaged or broken').check();
  // The reason chosen, its mark goes; the others stay until the next Send.
  await expect(form.getByText('Choose what went wrong.')).toHaveCount(0);
  await expect(form.getByText('Choose a refund or a replacement.')).toBeVisible();
  await form.getByLabel('A refund').check();
  await form.getByLabel('What happened?').fill('The glass jar cracked in transit and the wax split in two.');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9833f' } })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'broken-candle.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Thank you. Your report has been sent to the shop.')).toBeVisible();
  await expect(card.getByRole('status')).toContainText('waiting for the shop');
  await expect(card.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The owner, on a phone too: the count above the orders opens the order, its photo shows, accept with the refund.
  const admin = await adminContext.newPage();
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin?tab=orders');
  await hydrated(admin);
  await expect(admin.getByText(/^Problems reported \(\d+\)$/)).toBeVisible();
  await admin.getByRole('button', { name: `Open order ${order.orderNumber}` }).click();
  const panel = admin.getByRole('region', { name: 'Problems reported' });
  await expect(panel.getByText('The glass jar cracked in transit and the wax split in two.')).toBeVisible();
  const shown = panel.getByRole('img', { name: 'Photo 1 of the report' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.getByLabel('Refund (₹), empty for none')).toHaveValue(String(order.total / 100));
  await panel.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(toast(admin, 'Report accepted.')).toBeVisible();
  await expect(panel.getByText(`Accepted`)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Refunds' })).toContainText(rupees(order.total));

  // The buyer sees it accepted with the amount.
  await page.reload();
  await hydrated(page);
  await expect(card.getByRole('status')).toHaveText(
    `Your report was accepted: ${rupees(order.total)} refunded.`,
  );
  await adminContext.close();
});
