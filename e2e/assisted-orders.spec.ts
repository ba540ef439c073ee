import type { APIRequestContext } from '@playwright/test';
import { adminBrowser, otherBrowser, ownClientAddress } from './accounts.ts';
import { expect, hydrated, rupees, test } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/**
 * Issue 44 point 1 (decisions 074, 076), at 390 px: the owner makes an order for a buyer found by phone, with a
 * custom line and a discount, paid by a payment link (the sandbox gateway's in the e2e shop); the buyer pays from
 * the link and the owner sees it paid. Then a Quick sale at a fair in three taps: a tile, Cash, Done; the orders
 * list shows it paid in person.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

const BUYER = {
  fullName: 'Farida Shaikh',
  phone: '9811155566',
  address: '21, Mohammed Ali Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400003',
};

interface AdminProductRow {
  id: number;
  name: string;
  price: number;
  salePrice: number | null;
  hasOptions: boolean;
  personalisation?: unknown[];
  stockQuantity: number | null;
}

/** Two products in the shop's first admin page (Quick sale's tiles) with no options to choose and stock to spare. */
async function plainProducts(request: APIRequestContext): Promise<AdminProductRow[]> {
  const res = await request.get('/api/admin/products?view=in-shop&page=1&limit=20');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: AdminProductRow[] };
  const plain = items.filter(
    (p) => !p.hasOptions && !p.personalisation?.length && (p.stockQuantity === null || p.stockQuantity > 3),
  );
  expect(plain.length, 'two products without options and with stock').toBeGreaterThanOrEqual(2);
  return plain.slice(0, 2);
}

test('assisted orders at 390 px: a payment link for a buyer found by phone, paid from the link; a Quick sale in three taps', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await placeOrder(request, baseURL!, { buyer: BUYER });
  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 390, height: 844 });
  const [product, fairPiece] = await plainProducts(adminContext.request);
  const priceOf = (p: AdminProductRow) => p.salePrice ?? p.price;

  await admin.goto('/admin?tab=orders');
  await hydrated(admin);
  await admin.getByRole('button', { name: 'New order' }).click();
  await expect(admin.getByRole('heading', { name: 'New order' })).toBeVisible();

  // The buyer, by a part of the phone number: the details and the last address fill in.
  await admin.getByLabel('Find a buyer by phone or email').fill('98111 555');
  await admin.getByRole('button', { name: new RegExp(BUYER.fullName) }).click();
  await expect(admin.getByLabel('Full Name')).toHaveValue(BUYER.fullName);
  await expect(admin.getByLabel('Pincode')).toHaveValue(BUYER.pincode);

  // A catalog product and a custom line; ₹50 off; delivery free.
  await admin.getByLabel('Add a product').fill(product!.name);
  await admin
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: new RegExp(product!.name) })
    .click();
  await expect(admin.getByRole('list', { name: 'Products in this order' })).toContainText(product!.name);
  await admin.getByRole('button', { name: 'Add a custom line' }).click();
  await admin.getByLabel('Name', { exact: true }).fill('Mirror-work cushion cover');
  await admin.getByLabel('Price (₹, GST included)').fill('250');
  await admin.getByLabel('HSN code').fill('6304');
  await admin.getByLabel('Discount (₹)').fill('50');
  await admin.getByLabel('Delivery fee (₹)').fill('0');
  const total = priceOf(product!) + 25_000 - 5_000;
  await expect(admin.getByTestId('assisted-total')).toHaveText(rupees(total));

  // A payment link (the default choice): the order waits for the buyer; the link can be sent again.
  await admin.getByRole('button', { name: 'Make order' }).click();
  await expect(admin.getByTestId('assisted-status')).toHaveText('Waiting for payment');
  const link = await admin.getByLabel('Payment link').inputValue();
  expect(link).toContain('/payments/sandbox/');
  await admin.getByRole('button', { name: 'Send again' }).click();
  await expect(admin.getByText(/The link was mailed to/)).toBeVisible();

  // The buyer opens the link on their own phone and pays.
  const buyerContext = await otherBrowser(page, baseURL!);
  const buyer = await buyerContext.newPage();
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto(link);
  await hydrated(buyer);
  await buyer.getByRole('button', { name: `Pay ${rupees(total)}` }).click();
  await expect(buyer).toHaveURL(/order-confirmation/);
  await buyerContext.close();

  // The owner's panel reads it paid.
  await admin.reload();
  await hydrated(admin);
  await expect(admin.getByTestId('assisted-status')).toHaveText('Confirmed');
  await expect(admin.getByText(`${rupees(total)} received`)).toBeVisible();

  // Quick sale at the stall: a tile, Cash, Done.
  await admin.goto('/admin?tab=orders&new=quick');
  await hydrated(admin);
  await admin.getByRole('button', { name: `Add ${fairPiece!.name}` }).click();
  await admin.getByRole('button', { name: 'Cash' }).click();
  await admin.getByRole('button', { name: 'Done' }).click();
  const sold = admin.getByText(/^Sale \S+ recorded: /);
  await expect(sold).toContainText(rupees(priceOf(fairPiece!)));
  const orderNumber = (await sold.textContent())!.match(/^Sale (\S+) recorded/)![1]!;

  await admin.getByRole('button', { name: 'Back to orders' }).click();
  await admin.getByLabel('Search orders').fill(orderNumber);
  const card = admin.getByRole('article', { name: orderNumber });
  await expect(card).toContainText('Paid in person');
  await expect(card).toContainText(rupees(priceOf(fairPiece!)));
  await adminContext.close();
});
