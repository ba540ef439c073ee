import type { Page } from '@playwright/test';
import { adminBrowser, ownClientAddress, signUpAndSignIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/** Order pages tell the truth (spec audit 2.1, 2.2, 2.3; docs/product.md §4.5, §4.7). */

test.use(ownClientAddress);

const CUSTOMER = {
  fullName: 'Lakshmi Pillai',
  phone: '9845012345',
  address: '4, Chamundi Hill Road',
  city: 'Mysuru',
  state: 'Karnataka',
  pincode: '570010',
};

async function adminSets(page: Page, baseURL: string, orderId: string, status: string) {
  const admin = await adminBrowser(page, baseURL);
  try {
    const res = await admin.request.patch(`/api/admin/orders/${orderId}`, {
      headers: { Origin: baseURL },
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.close();
  }
}

test('2.1: the confirmation page of a cancelled order says Order Cancelled, not Order Confirmed', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrder(request, baseURL!, { buyer: CUSTOMER });
  const link = `/order-confirmation/${order.id}?token=${order.accessToken}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();

  await adminSets(page, baseURL!, order.id, 'cancelled');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Order Cancelled', level: 1 })).toBeVisible();
  await expect(page.getByText('This order was cancelled and will not be delivered.')).toBeVisible();
  await expect(page.getByText('Order Confirmed')).toHaveCount(0);
  await expect(page.getByText(/Our artisans are getting your order ready/)).toHaveCount(0);
  await expect(page).toHaveTitle(/Order Cancelled/);
});

test('2.2, 2.3: My Orders empty state has Back to Home; an unpaid online order can be paid from My Orders', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Kiran Shetty');
  await page.goto('/order-history');
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  const order = await placeOrder(page.request, baseURL!, {
    buyer: { ...CUSTOMER, email },
    paymentMethod: 'online',
    pay: false,
  });
  await page.goto('/order-history');
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Pay Online: waiting for your payment/)).toBeVisible();
  await expect(dialog.getByText(/Paid by/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await card.getByRole('link', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${order.id}$`));
  await expect(page.getByRole('heading', { name: 'Complete Your Payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete payment' })).toBeVisible();
});
