import type { Page } from '@playwright/test';
import { adminBrowser, ownClientAddress } from './accounts.ts';
import { expect, hydrated, rupees, test, toast } from './fixtures.ts';
import { OLD_ORDER_DAYS_AGO, oldOrder } from './old-order.ts';
import { placeOrder } from './orders.ts';

/**
 * Issue 19 (spec audit 4.1, 7.1, B5): the owner finds a 4-month-old order by the customer's phone, opens its
 * page, adds a note, ships it with a tracking number (seen on /track-order), marks it delivered, records the
 * return and refunds it, and prints its packing slip. The old order is placed through the shop's checkout
 * with the clock set back, before the server starts (e2e/place-old-order.ts). Cancelling an order paid
 * online offers the refund; a bulk Shipped leaves each parcel's tracking number to its page.
 */

test.use(ownClientAddress);

/** The guest who orders in these journeys (COD, or online and paid through the sandbox gateway). */
const PUNE_BUYER = {
  fullName: 'Nandini Kulkarni',
  phone: '9822098220',
  address: '7, Ganesh Peth, Near the Old Well',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411002',
};

/** The admin's page of one order. */
async function openOrder(admin: Page, id: string) {
  await admin.goto(`/admin?tab=orders&order=${id}`);
  await hydrated(admin);
}

test('orders: a 4-month-old order found by phone, noted, shipped with tracking, delivered, returned, refunded, slip printed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const old = oldOrder();
  const placedDaysAgo = (Date.now() - Date.parse(old.createdAt)) / 86_400_000;
  expect(placedDaysAgo).toBeGreaterThan(OLD_ORDER_DAYS_AGO - 1);
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();

  // The list's default, the last 3 months, does not show it; the phone as the customer says it does.
  await admin.goto('/admin?tab=orders');
  await hydrated(admin);
  await expect(admin.getByText(/Showing \d+ of \d+|No new orders right now\./)).toBeVisible();
  await expect(admin.getByRole('article', { name: old.orderNumber })).toHaveCount(0);
  await admin.getByLabel('Search orders').fill(`${old.phone.slice(0, 5)} ${old.phone.slice(5)}`);
  await expect(admin).toHaveURL(/q=/);
  const card = admin.getByRole('article', { name: old.orderNumber });
  await expect(card).toBeVisible();
  await expect(admin.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Open order' }).click();
  await expect(admin).toHaveURL(/order=/);
  await expect(admin.getByRole('heading', { name: `Order ${old.orderNumber}` })).toBeVisible();
  await expect(admin.getByText(old.address)).toBeVisible();
  const orderPage = admin.url();

  // A note: an empty one is refused on its field, then it is added.
  const note = admin.getByLabel('Add a note');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Write the note')).toBeVisible();
  await note.fill('Customer called: leave with the neighbour');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(admin, 'Note added')).toBeVisible();
  await expect(admin.getByText('Customer called: leave with the neighbour')).toBeVisible();
  await expect(note).toHaveValue('');

  // Shipped asks for the courier and tracking number.
  await admin.getByLabel('Change status').selectOption('shipped');
  await admin.getByLabel('Courier').fill('Delhivery');
  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByText('Enter the tracking number')).toBeVisible();
  await admin.getByLabel('Tracking number').fill('DLV55501234');
  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(admin, 'Order status updated')).toBeVisible();
  await expect(admin.getByTestId('shipment')).toContainText('DLV55501234');

  // The public tracking page shows it.
  await admin.goto(`/track-order?order=${old.orderNumber}`);
  await expect(admin.getByTestId('shipment')).toContainText('Delhivery');
  await expect(admin.getByTestId('shipment')).toContainText('DLV55501234');

  // Delivered, then the whole order comes back, then the money goes back.
  await openOrder(admin, new URL(orderPage).searchParams.get('order')!);
  await admin.getByLabel('Change status').selectOption('delivered');
  await admin.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(admin, 'Order status updated')).toBeVisible();
  await admin.getByLabel('Return reason').fill('Wrong colour');
  await admin.getByRole('button', { name: 'Record return' }).click();
  await expect(toast(admin, 'Return recorded')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Returned');
  const amount = admin.getByLabel('Refund amount (₹)');
  await expect(amount).toHaveValue(String(old.total / 100));
  await amount.fill(String(old.total / 100 + 1));
  await admin.getByLabel('Refund note').fill('Paid back by UPI');
  await admin.getByRole('button', { name: /^Refund/ }).click();
  // On the field (the same words also come as a toast).
  await expect(
    admin.getByRole('region', { name: 'Payment' }).getByText(`At most ${rupees(old.total)} can be refunded`),
  ).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill(String(old.total / 100));
  await admin.getByRole('button', { name: /^Refund/ }).click();
  await expect(toast(admin, 'Refund recorded')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Refunds' })).toContainText('Paid back by UPI');
  await expect(admin.getByText(/Cash on Delivery · Refunded/)).toBeVisible();

  // The packing slip's print view: the address and the cash to collect.
  const href = await admin.getByRole('link', { name: 'Packing slip (A4)' }).getAttribute('href');
  await admin.goto(href!);
  await expect(admin.getByText(old.address)).toBeVisible();
  await expect(admin.getByText(`Phone: ${old.phone}`)).toBeVisible();
  const collect = `₹${(old.total / 100).toLocaleString('en-IN')}`;
  await expect(admin.getByText(`Cash on Delivery: collect ${collect}`)).toBeVisible();
  await adminContext.close();
});

test('orders: cancelling an order paid online offers the refund; the gateway refunds it with the cancel', async ({
  page,
  request,
  baseURL,
}) => {
  const refunded = await placeOrder(request, baseURL!, { buyer: PUNE_BUYER, paymentMethod: 'online' });
  const kept = await placeOrder(request, baseURL!, { buyer: PUNE_BUYER, paymentMethod: 'online' });
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();

  await openOrder(admin, refunded.id);
  await admin.getByLabel('Change status').selectOption('cancelled');
  await admin.getByRole('button', { name: 'Save status' }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Cancel ${refunded.orderNumber}?` });
  await expect(dialog).toContainText(`${rupees(refunded.total)} was paid online`);
  await dialog.getByRole('button', { name: `Cancel and refund ${rupees(refunded.total)}` }).click();
  await expect(toast(admin, 'Order cancelled and refunded')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Refunds' })).toContainText('Order cancelled');
  await expect(admin.getByText(/Pay Online · Refunded/)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Cancelled');

  // Cancelled without the refund: the page says the money is still to go back.
  await openOrder(admin, kept.id);
  await admin.getByLabel('Change status').selectOption('cancelled');
  await admin.getByRole('button', { name: 'Save status' }).click();
  await admin.getByRole('button', { name: 'Cancel without refund' }).click();
  await expect(toast(admin, 'Order status updated')).toBeVisible();
  await expect(
    admin.getByText(`Cancelled with ${rupees(kept.total)} paid online and not refunded: refund it below.`),
  ).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Refund through the gateway' })).toBeVisible();
  await adminContext.close();
});

test("orders: a bulk Shipped asks for no tracking number; the order's page adds it, seen on /track-order", async ({
  page,
  request,
  baseURL,
}) => {
  const orders = [
    await placeOrder(request, baseURL!, { buyer: PUNE_BUYER }),
    await placeOrder(request, baseURL!, { buyer: PUNE_BUYER }),
  ];
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();

  await admin.goto('/admin?tab=orders');
  await hydrated(admin);
  for (const order of orders) await admin.getByLabel(`Select ${order.orderNumber}`).check();
  await admin.getByLabel('Set status').selectOption('shipped');
  await expect(admin.getByText(/Shipped without tracking numbers/)).toBeVisible();
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(admin, '2 orders updated')).toBeVisible();

  const [first] = orders;
  await openOrder(admin, first!.id);
  const tracking = admin.getByRole('form', { name: 'Add tracking' });
  await tracking.getByLabel('Courier').fill('India Post');
  await tracking.getByLabel('Tracking number').fill('EE123456789IN');
  await tracking.getByRole('button', { name: 'Add tracking' }).click();
  await expect(toast(admin, 'Tracking added')).toBeVisible();
  await expect(admin.getByTestId('shipment')).toContainText('EE123456789IN');

  await admin.goto(`/track-order?order=${first!.orderNumber}`);
  await expect(admin.getByTestId('shipment')).toContainText('India Post');
  await expect(admin.getByTestId('shipment')).toContainText('EE123456789IN');
  await adminContext.close();
});
