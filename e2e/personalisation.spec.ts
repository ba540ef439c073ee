import type { Page } from '@playwright/test';
import { adminBrowser, ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, hydrated, productByCatalogNumber, rupees, test, toast } from './fixtures.ts';

/**
 * Personalisation on a phone (issue 42 point 1, decision 072): the demo's monogram frame takes initials (at most 3
 * characters, counted as a reader sees them), a line beneath (+₹150) and a frame colour (Walnut +₹200). The page's
 * price follows the add-ons; a text too long is refused beside the field and at Add to Cart; initials in Devanagari
 * and in Latin are two cart lines; the order is placed and the admin's order page shows both lines' inputs.
 */

test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

const BUYER = {
  fullName: 'Meenakshi Rao',
  phone: '9845022334',
  address: '12, 4th Cross, Malleswaram',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560003',
};

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the monogram frame personalised in Devanagari and in Latin: two lines, ordered, and the admin sees the inputs', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const frame = await productByCatalogNumber(request, 'KG-CL-002');
  await page.goto(`/product/${frame.slug}`);
  await hydrated(page);
  const fields = page.getByRole('group', { name: 'Personalise it' });
  await expect(fields).toBeVisible();
  const main = page.getByRole('main');
  const price = main.getByText(rupees(frame.price), { exact: true }).first();
  await expect(price).toBeVisible();

  // Too long: said beside the field at once, and Add to Cart refuses it.
  const initials = fields.getByLabel('Initials (optional)');
  await initials.fill('ABCD');
  await expect(fields.getByText('Initials can be at most 3 characters.')).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Personalise it first')).toBeVisible();

  // Devanagari initials: three letters as a reader counts them (five code points).
  await initials.fill('रा.मे');
  await expect(fields.getByText('3 of 3 characters')).toBeVisible();
  await expect(fields.getByText('Initials can be at most 3 characters.')).toHaveCount(0);
  await fields.getByLabel(/^A line beneath/).fill('सदा साथ');
  await fields.getByLabel(/^Frame colour/).selectOption('Walnut');
  // The price shown includes the add-ons: ₹150 for the line, ₹200 for walnut.
  await expect(main.getByText(rupees(frame.price + 35_000), { exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, 'Item added to cart!')).toBeVisible();

  // Latin initials, no line, warm gold: a second line, at the frame's own price.
  await initials.fill('AB');
  await fields.getByLabel(/^A line beneath/).fill('');
  await fields.getByLabel(/^Frame colour/).selectOption('Warm gold');
  await expect(main.getByText(rupees(frame.price), { exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // Added, not updated: another line (the first line's toast may still show).
  await expect(toast(page, 'Item added to cart!').last()).toBeVisible();
  await expect(toast(page, 'Item quantity updated in cart!')).toHaveCount(0);

  await page.goto('/cart');
  await hydrated(page);
  const lines = page.getByRole('main').getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('personalisation-lines')).toHaveText(
    'Initials: रा.मेA line beneath: सदा साथFrame colour: Walnut',
  );
  await expect(lines.nth(1).getByTestId('personalisation-lines')).toHaveText(
    'Initials: ABFrame colour: Warm gold',
  );

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByTestId('personalisation-lines')).toHaveCount(2);
  await input(page, 'Email').fill(uniqueEmail('meenakshi'));
  await input(page, 'Full Name').first().fill(BUYER.fullName);
  await input(page, 'Phone').first().fill(BUYER.phone);
  await input(page, 'Address').first().fill(BUYER.address);
  await input(page, 'City').first().fill(BUYER.city);
  await input(page, 'State').first().fill(BUYER.state);
  await input(page, 'Pincode').first().fill(BUYER.pincode);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  const place = summary.getByRole('button', { name: 'Place Order' });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed', level: 1 })).toBeVisible();
  const confirmation = page.getByRole('main').getByTestId('personalisation-lines');
  await expect(confirmation).toHaveCount(2);
  await expect(confirmation.first()).toContainText('Initials: रा.मे');
  // The server priced the line: the frame, the line beneath and walnut.
  await expect(page.getByRole('main').getByText(`Qty 1 × ${rupees(frame.price + 35_000)}`)).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;

  const adminContext = await adminBrowser(page, baseURL!);
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/admin?tab=orders&order=${id}`);
  await hydrated(admin);
  const inputs = admin.getByTestId('personalisation-lines');
  await expect(inputs).toHaveCount(2);
  await expect(inputs.first()).toHaveText('Initials: रा.मेA line beneath: सदा साथFrame colour: Walnut');
  await expect(inputs.last()).toHaveText('Initials: ABFrame colour: Warm gold');
});
