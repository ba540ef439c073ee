import { randomUUID } from 'node:crypto';
import { adminBrowser, ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * Issue 19 (spec audit 4.1, 7.1, B5): the owner finds an order by the customer's phone, opens its page, adds a
 * note, ships it with a tracking number (seen on /track-order), marks it delivered, records the return and
 * refunds it, and prints its packing slip. The order is placed through the API as a guest.
 */

test.use(ownClientAddress);

test('orders: find by phone, note, ship with tracking, deliver, return, refund, packing slip', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = `98${String(Date.now()).slice(-8)}`;
  const product = await wellStockedProduct(request);
  const placed = await request.post('/api/orders', {
    headers: { Origin: baseURL!, 'Idempotency-Key': randomUUID() },
    data: {
      customer: {
        fullName: 'Nandini Kulkarni',
        email: uniqueEmail('nandini'),
        phone,
        address: '7, Ganesh Peth, Near the Old Well',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411002',
      },
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber, total } = ((await placed.json()) as { order: { orderNumber: string; total: number } })
    .order;
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();

  // Found by the phone as the customer says it, with spaces.
  await admin.goto('/admin?tab=orders');
  await admin.getByLabel('Search orders').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(admin).toHaveURL(/q=/);
  const card = admin.getByRole('article', { name: orderNumber });
  await expect(card).toBeVisible();
  await expect(admin.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Open order' }).click();
  await expect(admin).toHaveURL(/order=/);
  await expect(admin.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(admin.getByText('7, Ganesh Peth, Near the Old Well')).toBeVisible();

  // A note.
  await admin.getByLabel('Add a note').fill('Customer called: leave with the neighbour');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(admin, 'Note added')).toBeVisible();
  await expect(admin.getByText('Customer called: leave with the neighbour')).toBeVisible();

  // Shipped asks for the courier and tracking number.
  await admin.getByLabel('Change status').selectOption('shipped');
  await admin.getByLabel('Courier').fill('Delhivery');
  await admin.getByLabel('Tracking number').fill('DLV55501234');
  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(admin, 'Order status updated')).toBeVisible();
  await expect(admin.getByTestId('shipment')).toContainText('DLV55501234');
  const orderPage = admin.url();

  // The public tracking admin shows it.
  await admin.goto(`/track-order?order=${orderNumber}`);
  await expect(admin.getByTestId('shipment')).toContainText('Delhivery');
  await expect(admin.getByTestId('shipment')).toContainText('DLV55501234');

  // Delivered, then the whole order comes back, then the money goes back.
  await admin.goto(orderPage);
  await admin.getByLabel('Change status').selectOption('delivered');
  await admin.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(admin, 'Order status updated')).toBeVisible();
  await admin.getByLabel('Return reason').fill('Wrong colour');
  await admin.getByRole('button', { name: 'Record return' }).click();
  await expect(toast(admin, 'Return recorded')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Returned');
  await admin.getByLabel('Refund note').fill('Paid back by UPI');
  await admin.getByRole('button', { name: /^Refund/ }).click();
  await expect(toast(admin, 'Refund recorded')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Refunds' })).toContainText('Paid back by UPI');
  await expect(admin.getByText(/Cash on Delivery · Refunded/)).toBeVisible();

  // The packing slip's print view: the address and the cash to collect.
  const slip = admin.getByRole('link', { name: 'Packing slip (A4)' });
  const href = await slip.getAttribute('href');
  await admin.goto(href!);
  await expect(admin.getByText('7, Ganesh Peth, Near the Old Well')).toBeVisible();
  await expect(admin.getByText(`Phone: ${phone}`)).toBeVisible();
  const rupees = `₹${(total / 100).toLocaleString('en-IN')}`;
  await expect(admin.getByText(`Cash on Delivery: collect ${rupees}`)).toBeVisible();
  await adminContext.close();
});
