import { adminBrowser, ownClientAddress, signUpAndSignIn } from './accounts.ts';
import { expect, hydrated, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * Issue 24 in the browser: the admin turns WhatsApp order updates on, a shopper ticks "Send order updates on
 * WhatsApp" at checkout, the admin ships the order with a tracking number and link, and the sandbox
 * provider's record (the admin's WhatsApp page) shows the shipped message with the tracking link; then the
 * shopper stops the updates in one tap on My Account.
 */

test.use(ownClientAddress);

const PHONE = '9847055512';
const TRACKING_LINK = 'https://www.delhivery.com/track/package/DLV77700123';

test('L8: WhatsApp updates ticked at checkout: the number is asked to confirm first, and gets no order update before its YES (sandbox); My Account says so', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();
  try {
    // The channel is off until the admin turns it on: checkout offers no box.
    await admin.goto('/admin/whatsapp');
    await hydrated(admin);
    await expect(admin.getByRole('heading', { name: 'WhatsApp order updates', level: 1 })).toBeVisible();
    await expect(admin.getByText('order_shipped')).toBeVisible();
    const channel = admin.getByRole('form', { name: 'WhatsApp settings' });
    await channel.getByRole('switch', { name: 'Send order updates on WhatsApp' }).check();
    await channel.getByRole('button', { name: 'Save WhatsApp Settings' }).click();
    await expect(toast(admin, 'WhatsApp settings saved.')).toBeVisible();

    // The signed-in shopper ticks the box (never ticked for them) for the phone they typed.
    await signUpAndSignIn(page, baseURL!, 'Ishita Pillai');
    const product = await wellStockedProduct(request);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Item added to cart!')).toBeVisible();
    await page.goto('/checkout');
    await hydrated(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Full Name').fill('Ishita Pillai');
    await field('Phone').fill(PHONE);
    await field('Address').fill('14, Temple Street, Thycaud');
    await field('City').fill('Thiruvananthapuram');
    await field('State').fill('Kerala');
    await field('Pincode').fill('695014');
    const box = page.getByRole('checkbox', { name: 'Send order updates on WhatsApp' });
    await expect(box).not.toBeChecked();
    await expect(page.getByText(`To +91 ${PHONE}: we first send a WhatsApp message`)).toBeVisible();
    await box.check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}/);
    const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    // The admin marks it shipped with the courier, tracking number and link.
    await admin.goto(`/admin?tab=orders&order=${orderId}`);
    await hydrated(admin);
    await admin.getByLabel('Change status').selectOption('shipped');
    await admin.getByLabel('Courier').fill('Delhivery');
    await admin.getByLabel('Tracking number').fill('DLV77700123');
    await admin.getByLabel('Tracking link (optional)').fill(TRACKING_LINK);
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(admin, 'Order status updated')).toBeVisible();

    // Review 2026-11-29 L8: the sandbox provider recorded the opt-in question only; nothing about the order goes to
    // the number before its owner replies YES (the API tests reply through the signed webhook).
    await admin.goto('/admin/whatsapp');
    await hydrated(admin);
    const recorded = admin.getByRole('list', { name: 'Sandbox messages' });
    const question = recorded
      .getByRole('listitem')
      .filter({ hasText: 'order_updates_opt_in' })
      .filter({ hasText: `+91${PHONE}` });
    await expect(async () => {
      await admin.getByRole('button', { name: 'Refresh' }).click();
      await expect(question).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(recorded.getByRole('listitem').filter({ hasText: orderNumber })).toHaveCount(0);

    // The outbox view lists the question beside the emails, sent.
    await admin.goto('/email-test');
    await hydrated(admin);
    await expect(
      admin.getByRole('listitem').filter({ hasText: 'WhatsApp: order_updates_opt_in' }).first(),
    ).toContainText('sent');

    // My Account: the number waits for its YES.
    await page.goto('/account');
    await hydrated(page);
    const updates = page.getByRole('region', { name: 'WhatsApp order updates' });
    await expect(updates).toContainText(`+91 ${PHONE}`);
    await expect(updates).toContainText('Waiting for YES on WhatsApp');
  } finally {
    // The rest of the suite sees the shop as it was: the channel off.
    await adminContext.request.put('/api/admin/whatsapp', {
      headers: { Origin: baseURL! },
      data: { enabled: false, events: ['confirmed', 'shipped', 'out_for_delivery', 'delivered'] },
    });
    await adminContext.close();
  }
});
