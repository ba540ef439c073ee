import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import {
  escapeRegExp,
  expect,
  gotoLive,
  OUT_OF_STOCK_CATALOG_NUMBERS,
  rupees,
  test,
  toast,
  twoDemoPictures,
} from './fixtures.ts';

/**
 * The admin's variant grid on a phone (issue 41 point 3, docs/product.md §7.17): the owner gives a product the
 * options Size (S, M, L) and Colour (Blue, Red), generates the 6 variants, sets all L to ₹1,499 in one go, gives
 * L / Blue a stock and its own picture, saves, and the shop's picker shows it. Then a variant with an order is
 * removed: the confirm says it is archived, the shop no longer offers it, and the order still names it.
 */
test.use(ownClientAddress);

const axis = (page: Page, name: string) =>
  page.getByRole('main').getByRole('group', { name: new RegExp(`^${name}`) });
const price = (page: Page) => page.getByRole('main').getByTestId('price-tag').first();
const gallery = (page: Page) => page.getByRole('main').locator('section[aria-roledescription="gallery"]');
const fileOf = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');

async function addOption(dialog: Locator, number: number, name: string, values: string[]) {
  await dialog.getByRole('button', { name: 'Add option' }).click();
  const option = dialog.getByRole('group', { name: `Option ${number}` });
  await option.getByLabel('Option name', { exact: true }).fill(name);
  for (const value of values) {
    await option.getByLabel(`New value of ${name}`).fill(value);
    await option.getByLabel(`New value of ${name}`).press('Enter');
  }
  await expect(option.getByRole('list', { name: `Values of ${name}` }).getByRole('listitem')).toHaveCount(
    values.length,
  );
}

test('the owner sets options and variants at 390 px: generate, bulk set, stock, a picture; the shop shows them; a variant with an order is archived', async ({
  page,
  baseURL,
  request,
}) => {
  // One journey through the whole grid (a dozen saves and two shop pages): more than the default 30 s on CI.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, baseURL!);
  const headers = { Origin: baseURL! };
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const [own, second] = await twoDemoPictures(request);
  const name = `Dream Catcher ${stamp}`;
  const created = await page.request.post('/api/admin/products', {
    headers,
    data: {
      name,
      price: 45_000,
      category: 'Dream Catcher',
      catalogNumber: `E2E-GRID-${stamp}`,
      stockQuantity: 10,
      images: [own, second],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  try {
    await gotoLive(page, '/admin?tab=products');
    await page.getByLabel('Search products').fill(`E2E-GRID-${stamp}`);
    await page.getByRole('button', { name: `Options and variants of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Options and variants' });
    await expect(dialog.getByText('No options: the product is one variant.', { exact: false })).toBeVisible();

    await addOption(dialog, 1, 'Size', ['S', 'M', 'L']);
    await addOption(dialog, 2, 'Colour', ['Blue', 'Red']);
    // Values move with buttons too (keyboard): Red up, then back down.
    const colours = dialog.getByRole('list', { name: 'Values of Colour' });
    await dialog.getByRole('button', { name: 'Move Red up' }).click();
    await expect(colours.getByRole('listitem').first().getByLabel('Value 1', { exact: true })).toHaveValue(
      'Red',
    );
    await dialog.getByRole('button', { name: 'Move Red down' }).focus();
    await page.keyboard.press('Enter');
    await expect(colours.getByRole('listitem').first().getByLabel('Value 1', { exact: true })).toHaveValue(
      'Blue',
    );

    // The product's one variant became S / Blue; Generate adds the other five.
    await dialog.getByRole('button', { name: 'Generate combinations' }).click();
    await expect(dialog.getByText('5 new variants added: check their price and stock.')).toBeVisible();
    const card = (title: string) => dialog.getByRole('group', { name: title, exact: true });
    for (const title of ['S / Blue', 'S / Red', 'M / Blue', 'M / Red', 'L / Blue', 'L / Red'])
      await expect(card(title)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Variants (6)' })).toBeVisible();

    // Bulk set: all L at ₹1,499.
    await dialog.getByLabel('Rows').selectOption({ label: 'All L (Size)' });
    await dialog.getByLabel('Field', { exact: true }).selectOption({ label: 'Price (₹)' });
    await dialog.getByLabel('New value', { exact: true }).fill('1499');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Set on 2 variants. Save to keep it.')).toBeVisible();
    for (const title of ['L / Blue', 'L / Red']) {
      await expect(card(title).getByLabel('Price (₹)', { exact: true })).toHaveValue('1499');
      await expect(card(title)).toContainText(`Sells at ${rupees(149_900)}`);
    }
    await expect(card('M / Blue').getByLabel('Price (₹)', { exact: true })).toHaveValue('450');

    // A field the schema refuses is said beside it, before anything is sent.
    await card('M / Red').getByLabel('SKU', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save options and variants' }).click();
    await expect(card('M / Red').getByText('SKU is required.')).toBeVisible();
    // One the server refuses (another product's SKU: 409 naming `variants.3.sku`) is said beside it too.
    await card('M / Red').getByLabel('SKU', { exact: true }).fill(OUT_OF_STOCK_CATALOG_NUMBERS[0]);
    await dialog.getByRole('button', { name: 'Save options and variants' }).click();
    await expect(card('M / Red').getByText(/^This SKU is already used by ".+"\.$/)).toBeVisible();
    await expect(dialog.getByText('Some fields need attention: they are marked below.')).toBeVisible();
    await card('M / Red').getByLabel('SKU', { exact: true }).fill(`E2E-GRID-${stamp}-MR`);

    // L / Blue: 5 in stock and the product's second picture as its own.
    await card('L / Blue').getByLabel('Stock', { exact: true }).fill('5');
    await card('L / Blue').getByRole('button', { name: 'Picture 2 for L / Blue' }).click();
    await expect(card('L / Blue').getByRole('button', { name: 'Picture 2 for L / Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Save options and variants' }).click();
    await expect(toast(page, 'Options and variants saved.')).toBeVisible();

    // The shop: the picker, and L at ₹1,499 with its own picture.
    await gotoLive(page, `/product/${productId}`);
    await expect(axis(page, 'Size').getByRole('button', { name: 'S', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(price(page)).toContainText(rupees(45_000));
    await axis(page, 'Size').getByRole('button', { name: 'L', exact: true }).click();
    await expect(price(page)).toContainText(rupees(149_900));
    await expect(gallery(page).locator('img').first()).toHaveAttribute(
      'src',
      new RegExp(escapeRegExp(fileOf(second!.url))),
    );

    // An order of S / Blue, then the owner removes S / Blue.
    const detail = (await (await request.get(`/api/products/${productId}`)).json()) as {
      variants: Array<{ id: number; options: string[] }>;
    };
    const sBlue = detail.variants.find((v) => v.options.join() === 'S,Blue')!.id;
    const placed = await request.post('/api/orders', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        customer: {
          fullName: 'Meera Iyer',
          email: `meera.${stamp.toLowerCase()}@example.com`,
          phone: '9845012345',
          address: '18, Temple Street, Basavanagudi',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560004',
        },
        items: [{ productId, variantId: sBlue, quantity: 1 }],
        paymentMethod: 'cod',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; accessToken: string } };

    await gotoLive(page, '/admin?tab=products');
    await page.getByLabel('Search products').fill(`E2E-GRID-${stamp}`);
    await page.getByRole('button', { name: `Options and variants of ${name}` }).click();
    await expect(card('S / Blue')).toContainText('Has orders');
    await card('S / Blue').getByRole('button', { name: 'Remove variant S / Blue' }).click();
    await expect(card('S / Blue')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save options and variants' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove variants?' });
    await expect(confirm).toContainText(
      'S / Blue: it has orders, so it is archived: hidden from the shop, and its orders keep it.',
    );
    await confirm.getByRole('button', { name: 'Save and remove' }).click();
    await expect(toast(page, 'Options and variants saved.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Variants (5)' })).toBeVisible();
    // The product form leaves price and stock to the variants, and still saves the product's own fields.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('5 variants');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(
      edit.getByText('This product has options: its price, MRP, sale and stock are set per variant'),
    ).toBeVisible();
    await expect(edit.getByLabel('Price (₹)', { exact: true })).toHaveCount(0);
    await edit.getByLabel('Product name', { exact: true }).fill(`${name} Large`);
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully!')).toBeVisible();

    // The shop no longer offers S / Blue.
    await gotoLive(page, `/product/${productId}`);
    await axis(page, 'Size').getByRole('button', { name: /^S/ }).click();
    await axis(page, 'Colour').getByRole('button', { name: /^Blue/ }).click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Unavailable', exact: true }),
    ).toBeDisabled();
    // The old order still names it.
    await gotoLive(page, `/order-confirmation/${order.id}?token=${order.accessToken}`);
    await expect(page.getByRole('main').getByText('S, Blue', { exact: true }).first()).toBeVisible();
  } finally {
    await page.request.delete(`/api/admin/products/${productId}`, { headers });
  }
});
