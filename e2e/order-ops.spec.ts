import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, test, toast, wellStockedProduct } from './fixtures.ts';

/**
 * Issue 19 (spec audit 4.1, 7.1, B5): the owner finds an order by the customer's phone, opens its page, adds a
 * note, ships it with a tracking number (seen on /track-order), marks it delivered, records the return and
 * refunds it, and prints its packing slip. The order is placed through the API as a guest.
 */

test.use(ownClientAddress);

async function signInAsAdmin(page: Page, baseURL: string) {
  const res = await page.request.post('/api/account/sign-in', {
    headers: { Origin: baseURL },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

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
  await signInAsAdmin(page, baseURL!);

  // Found by the phone as the customer says it, with spaces.
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Search orders').fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page).toHaveURL(/q=/);
  const card = page.getByRole('article', { name: orderNumber });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Open order' }).click();
  await expect(page).toHaveURL(/order=/);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('7, Ganesh Peth, Near the Old Well')).toBeVisible();

  // A note.
  await page.getByLabel('Add a note').fill('Customer called: leave with the neighbour');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(page.getByText('Customer called: leave with the neighbour')).toBeVisible();

  // Shipped asks for the courier and tracking number.
  await page.getByLabel('Change status').selectOption('shipped');
  await page.getByLabel('Courier').fill('Delhivery');
  await page.getByLabel('Tracking number').fill('DLV55501234');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(page, 'Order status updated')).toBeVisible();
  await expect(page.getByTestId('shipment')).toContainText('DLV55501234');
  const orderPage = page.url();

  // The public tracking page shows it.
  await page.goto(`/track-order?order=${orderNumber}`);
  await expect(page.getByTestId('shipment')).toContainText('Delhivery');
  await expect(page.getByTestId('shipment')).toContainText('DLV55501234');

  // Delivered, then the whole order comes back, then the money goes back.
  await page.goto(orderPage);
  await page.getByLabel('Change status').selectOption('delivered');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(page, 'Order status updated')).toBeVisible();
  await page.getByLabel('Return reason').fill('Wrong colour');
  await page.getByRole('button', { name: 'Record return' }).click();
  await expect(toast(page, 'Return recorded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Returned');
  await page.getByLabel('Refund note').fill('Paid back by UPI');
  await page.getByRole('button', { name: /^Refund/ }).click();
  await expect(toast(page, 'Refund recorded')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Paid back by UPI');
  await expect(page.getByText(/Cash on Delivery · Refunded/)).toBeVisible();

  // The packing slip's print view: the address and the cash to collect.
  const slip = page.getByRole('link', { name: 'Packing slip (A4)' });
  const href = await slip.getAttribute('href');
  await page.goto(href!);
  await expect(page.getByText('7, Ganesh Peth, Near the Old Well')).toBeVisible();
  await expect(page.getByText(`Phone: ${phone}`)).toBeVisible();
  const rupees = `₹${(total / 100).toLocaleString('en-IN')}`;
  await expect(page.getByText(`Cash on Delivery: collect ${rupees}`)).toBeVisible();
});
