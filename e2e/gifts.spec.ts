import type { Page } from '@playwright/test';
import { adminBrowser, ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, hydrated, rupees, seedCart, test, wellStockedProduct } from './fixtures.ts';

/**
 * A gift order on a phone (issue 42 point 2, decision 068): the buyer ticks "This is a gift", writes a message, asks
 * for gift wrap (the shop's per-order fee, priced by the server's quote and shown as its own line) and sends it to
 * someone else; the order is placed, and the admin's order page shows the message, the wrap line and the recipient.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

const WRAP = 4_900;
const BUYER = {
  fullName: 'Rohan Kulkarni',
  phone: '9845011223',
  address: '8, 2nd Main, Jayanagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560011',
};
const RECIPIENT = {
  fullName: 'Sunita Kulkarni',
  phone: '9822033445',
  address: '17 Prabhat Road, Erandwane',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
};
const MESSAGE = 'Happy anniversary, Aai!\nWith love, Rohan';

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

test('a gift with a message and wrap, sent to someone else: placed, and the admin sees it all', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const adminContext = await adminBrowser(page, baseURL!);
  const settings = await (await adminContext.request.get('/api/admin/settings')).json();
  const put = async (giftWrap: object) => {
    const res = await adminContext.request.put('/api/admin/settings', {
      headers: { Origin: baseURL! },
      data: { ...settings, giftWrap },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await put({ mode: 'order', price: WRAP, hsn: '998540', rate: 18 });
  try {
    const product = await wellStockedProduct(request);
    await seedCart(page, product, 1);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

    await input(page, 'Email').fill(uniqueEmail('rohan'));
    await input(page, 'Full Name').first().fill(BUYER.fullName);
    await input(page, 'Phone').first().fill(BUYER.phone);
    await input(page, 'Address').first().fill(BUYER.address);
    await input(page, 'City').first().fill(BUYER.city);
    await input(page, 'State').first().fill(BUYER.state);
    await input(page, 'Pincode').first().fill(BUYER.pincode);

    await page.getByLabel('Order note (optional)').fill('Please call before delivering.');
    await page.getByRole('checkbox', { name: 'This is a gift' }).check();
    const gift = page.getByTestId('gift-options');
    await gift.getByLabel('Gift message').fill(MESSAGE);
    await expect(gift.getByText(`${MESSAGE.length}/300`)).toBeVisible();
    await gift.getByRole('checkbox', { name: `Gift wrap (${rupees(WRAP)} per order)` }).check();
    // The server's quote prices the wrap; the browser shows its line.
    await expect(summary(page).getByTestId('gift-wrap-line')).toHaveText(`Gift wrap${rupees(WRAP)}`);

    await gift.getByRole('checkbox', { name: 'Send it to someone else' }).check();
    const recipient = gift.getByRole('group', { name: 'Recipient' });
    await recipient.getByLabel('Full Name', { exact: true }).fill(RECIPIENT.fullName);
    await recipient.getByLabel('Phone', { exact: true }).fill(RECIPIENT.phone);
    await recipient.getByLabel('Address', { exact: true }).fill(RECIPIENT.address);
    await recipient.getByLabel('Pincode', { exact: true }).fill(RECIPIENT.pincode);
    await recipient.getByLabel('City', { exact: true }).fill(RECIPIENT.city);
    await recipient.getByLabel('State', { exact: true }).fill(RECIPIENT.state);

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    const place = summary(page).getByRole('button', { name: 'Place Order' });
    await expect(place).toBeEnabled();
    const shown = (await summary(page).getByTestId('order-total').textContent())?.trim();
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('dt:text-is("Total") + dd')).toHaveText(shown!);
    await expect(main.getByTestId('gift-wrap-line')).toContainText(rupees(WRAP));
    await expect(main.getByTestId('gift')).toContainText('With love, Rohan');
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // The admin's order page: the message, the wrap line and the recipient.
    const admin = await adminContext.newPage();
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`/admin?tab=orders&order=${id}`);
    await hydrated(admin);
    const giftBox = admin.getByTestId('gift');
    await expect(giftBox).toContainText('Happy anniversary, Aai!');
    await expect(giftBox).toContainText('With love, Rohan');
    await expect(giftBox).toContainText('Gift wrapped');
    await expect(giftBox).toContainText(RECIPIENT.fullName);
    await expect(giftBox).toContainText(RECIPIENT.address);
    await expect(giftBox).toContainText(RECIPIENT.pincode);
    await expect(admin.getByTestId('gift-wrap-line')).toHaveText(`Gift wrap${rupees(WRAP)}`);
    await expect(admin.getByTestId('note-and-gift')).toContainText('Please call before delivering.');
  } finally {
    await put(settings.giftWrap);
    await adminContext.close();
  }
});
