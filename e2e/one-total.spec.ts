import type { Page, Response } from '@playwright/test';
import { adminBrowser, ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, rupees, seedCart, test, wellStockedProduct } from './fixtures.ts';

/**
 * One source of every total (issue 41 point 1, decision 063), on a phone: the checkout shows the server's quote for
 * the cart, the pincode and the payment method; choosing COD asks the server again and shows its answer (the COD fee
 * as its own line); Place Order waits while the figures are being asked and says why; the confirmation's total is
 * the total that was shown.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

const COD_FEE = 4_900;
const BUYER = {
  fullName: 'Ananya Rao',
  phone: '9845098450',
  address: '21, 4th Cross, Malleshwaram',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
};

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const shownTotal = (page: Page) => summary(page).getByTestId('order-total');
const placeOrder = (page: Page) => summary(page).getByRole('button', { name: 'Place Order' });

/** The next quote answered for this payment method, and its figures. */
async function quoteFor(page: Page, method: 'cod' | 'online'): Promise<{ total: number; codFee: number }> {
  const response = await page.waitForResponse(
    (r: Response) =>
      r.url().endsWith('/api/checkout/quote') &&
      r.request().method() === 'POST' &&
      r.request().postDataJSON()?.paymentMethod === method &&
      r.request().postDataJSON()?.pincode === BUYER.pincode,
  );
  expect(response.status()).toBe(200);
  return response.json();
}

test('the shown total is the server’s, follows COD, and is the placed order’s total', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminBrowser(page, baseURL!);
  const settings = admin.request;
  const rules = await (await settings.get('/api/admin/delivery/settings')).json();
  const put = async (body: object) => {
    const res = await settings.put('/api/admin/delivery/settings', {
      headers: { Origin: baseURL! },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await put({ ...rules, codFee: COD_FEE });
  try {
    const product = await wellStockedProduct(request);
    await seedCart(page, product, 2);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    await input(page, 'Email').fill(uniqueEmail('ananya'));
    await input(page, 'Full Name').fill(BUYER.fullName);
    await input(page, 'Phone').fill(BUYER.phone);
    await input(page, 'Address').fill(BUYER.address);
    await input(page, 'City').fill(BUYER.city);
    await input(page, 'State').fill(BUYER.state);

    // Pay Online first: the figures without the COD fee.
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    const online = quoteFor(page, 'online');
    await input(page, 'Pincode').fill(BUYER.pincode);
    const prepaid = await online;
    expect(prepaid.codFee).toBe(0);
    await expect(shownTotal(page)).toHaveText(rupees(prepaid.total));
    await expect(summary(page).getByTestId('cod-fee-line')).toHaveCount(0);
    await expect(placeOrder(page)).toBeEnabled();

    // COD, with the server slow to answer: the figures are marked as updating and Place Order says why it waits.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/checkout/quote', async (route) => {
      await held;
      await route.continue();
    });
    const cod = quoteFor(page, 'cod');
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await expect(placeOrder(page)).toBeDisabled();
    await expect(summary(page).getByText('Place Order waits for your updated total.')).toBeVisible();
    // It stays in the Tab order, saying why it waits; a press meanwhile places nothing.
    await placeOrder(page).focus();
    await expect(placeOrder(page)).toHaveAccessibleDescription('Place Order waits for your updated total.');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(summary(page).locator('dl[data-updating]')).toBeVisible();
    release();
    const onDelivery = await cod;
    await page.unroute('**/api/checkout/quote');
    expect(onDelivery.codFee).toBe(COD_FEE);
    expect(onDelivery.total).toBe(prepaid.total + COD_FEE);
    await expect(shownTotal(page)).toHaveText(rupees(onDelivery.total));
    await expect(summary(page).getByTestId('cod-fee-line')).toHaveText(
      `Cash on delivery fee${rupees(COD_FEE)}`,
    );
    await expect(summary(page).locator('dl[data-updating]')).toHaveCount(0);
    await expect(placeOrder(page)).toBeEnabled();

    const shown = (await shownTotal(page).textContent())?.trim();
    await placeOrder(page).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').locator('dt:text-is("Total") + dd')).toHaveText(shown!);
    await expect(page.getByRole('main').getByTestId('cod-fee-line')).toContainText(rupees(COD_FEE));
  } finally {
    await put(rules);
    await admin.close();
  }
});

test('when the figures cannot be had, the summary says so and Place Order says why it is disabled', async ({
  page,
  request,
}) => {
  const product = await wellStockedProduct(request);
  await seedCart(page, product);
  let failing = true;
  await page.route('**/api/checkout/quote', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.goto('/checkout');
  await expect(
    summary(page).getByText('We could not work out your total. Please check your connection and try again.'),
  ).toBeVisible();
  await expect(placeOrder(page)).toBeDisabled();
  await expect(
    summary(page).getByText('Place Order needs your total: please try again above.'),
  ).toBeVisible();
  await expect(shownTotal(page)).toHaveCount(0);

  failing = false;
  await summary(page).getByRole('button', { name: 'Try again' }).click();
  await expect(shownTotal(page)).toBeVisible();
  await expect(placeOrder(page)).toBeEnabled();
});
