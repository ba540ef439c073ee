import { adminBrowser, ownClientAddress } from './accounts.ts';
import { placeAwaitingOrder } from './cod-orders.ts';
import { expect, hydrated, test, toast } from './fixtures.ts';

/**
 * COD confirmation (issue 43 point 4, decision 087). The rules (wrong and spent keys, the deadline, the job, another
 * zone) are the API tests' (src/server/features/commerce/cod-confirmation); here one journey each: the buyer on a
 * phone opens the mailed link, moves the parcel to another address and so confirms; the owner confirms an order by
 * hand after a call.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

test("the buyer's mailed link on a phone: the order waits, a new address is given and the order is confirmed", async ({
  page,
  baseURL,
}) => {
  const { order, link } = await placeAwaitingOrder(page, baseURL!, 'Kavya Rao');
  await page.goto(link);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Please Confirm Your Order', level: 1 })).toBeVisible();
  const panel = main.getByRole('region', { name: 'Confirm your cash-on-delivery order' });
  await expect(panel).toContainText(/Please answer by .+; an order not confirmed by then is cancelled\./);
  await expect(main.getByText('Awaiting Confirmation').first()).toBeVisible();

  await panel.getByRole('button', { name: 'Change delivery address' }).click();
  const form = panel.getByRole('form', { name: 'New delivery address' });
  await expect(form.getByLabel('Pincode')).toHaveValue('560004');
  await form.getByLabel('Address', { exact: true }).fill('7, Residency Road');
  await form.getByLabel('Pincode').fill('560025');
  await form.getByRole('button', { name: 'Save address and confirm' }).click();

  await expect(toast(page, `Thank you! Order ${order.orderNumber} is confirmed.`)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(main.getByText('7, Residency Road')).toBeVisible();
  // Nothing of the page runs off a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the owner confirms an awaiting order by hand from its card', async ({ page, baseURL }) => {
  const { order } = await placeAwaitingOrder(page, baseURL!, 'Irfan Sheikh');
  const admin = await adminBrowser(page, baseURL!);
  const owner = await admin.newPage();
  try {
    await owner.goto('/admin?tab=orders&status=awaiting_confirmation');
    await hydrated(owner);
    await expect(owner.getByText('Only Awaiting Confirmation orders')).toBeVisible();
    const card = owner.locator(`article[data-order="${order.orderNumber}"]`);
    await expect(card.getByText('Awaiting Confirmation').first()).toBeVisible();
    await card.getByRole('button', { name: 'Confirm order' }).click();
    await expect(toast(owner, 'Order status updated')).toBeVisible();
    await expect(card).toBeHidden();
    const detail = await admin.request.get(`/api/admin/orders/${order.id}`);
    expect((await detail.json()).order.status).toBe('confirmed');
  } finally {
    await admin.close();
  }
});
