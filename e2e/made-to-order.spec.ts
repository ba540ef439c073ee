import { randomUUID } from 'node:crypto';
import { formatDeliveryDay } from '../src/shared/delivery/delivery.ts';
import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import {
  allListedProducts,
  CART_TOASTS,
  expect,
  getJson,
  gotoLive,
  hydrated,
  test,
  toast,
} from './fixtures.ts';

/**
 * Made to order (issue 42 point 3, decision 070), at 390 px: the owner marks a piece made to order in its Edit
 * dialog; the shopper's product page says so, and its delivery date for a pincode counts the making time, later
 * than a piece from stock's for the same pincode; the cart says the same date as the server's quote.
 */

test.use(ownClientAddress);

interface Estimate {
  dispatch: string;
  from: string;
  to: string;
}

test('a made-to-order piece: the owner sets its making time; its delivery date is later than a stock piece’s for the same pincode', async ({
  page,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, baseURL!);
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const name = `Name Plate ${stamp}`;
  const created = await page.request.post('/api/admin/products', {
    headers: { Origin: baseURL! },
    data: {
      name,
      price: 129_900,
      category: 'Calligraphy',
      catalogNumber: `E2E-MTO-${stamp}`,
      stockQuantity: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;

  // The owner: Edit → Made to order, 7 to 10 working days.
  await gotoLive(page, '/admin?tab=products');
  await page.getByLabel('Search products').fill(`E2E-MTO-${stamp}`);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('How it reaches the buyer').selectOption('made_to_order');
  // The most days below the fewest: the server's message beside the field.
  await edit.getByLabel('Making time: fewest working days').fill('10');
  await edit.getByLabel('Making time: most working days').fill('7');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit.getByText('The most making days must be at least the fewest.')).toBeVisible();
  await edit.getByLabel('Making time: fewest working days').fill('7');
  await edit.getByLabel('Making time: most working days').fill('10');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();

  // The shopper, same pincode for both pieces.
  const check = (id: number) =>
    getJson<{ estimate: Estimate }>(request, `/api/delivery/check?pincode=560001&product=${id}`);
  const made = (await check(productId)).estimate;
  const stockProduct = (await allListedProducts(request)).find(
    (p) => !('making' in p) && (p.stockQuantity === null || p.stockQuantity > 5),
  )!;
  const stock = (await check(stockProduct.id)).estimate;
  expect(made.to > stock.to, `${made.to} after ${stock.to}`).toBe(true);

  await gotoLive(page, `/product/${productId}`);
  await expect(page.getByTestId('making-note')).toHaveText(
    'Made for you after you order: leaves us 7–10 working days later',
  );
  const box = page.getByRole('region', { name: 'Check delivery' });
  await box.getByLabel('Delivery pincode').fill('560001');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByRole('status')).toContainText(`Delivery by ${formatDeliveryDay(made.to)}`);

  // The stock piece's page checks the remembered pincode at once: its earlier date.
  await page.goto(`/product/${stockProduct.slug}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Check delivery' }).getByRole('status')).toContainText(
    `Delivery by ${formatDeliveryDay(stock.to)}`,
  );
  await expect(page.getByTestId('making-note')).toHaveCount(0);

  // In the cart: the made-to-order piece's date, as the server quotes it.
  await page.goto(`/product/${productId}`);
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(toast(page, CART_TOASTS.added)).toBeVisible();
  const quote = await request.post('/api/checkout/quote', {
    data: { items: [{ productId, quantity: 1 }] },
  });
  const arrival = ((await quote.json()) as { arrival: Estimate }).arrival;
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByTestId('arrives-by')).toHaveText(
    `Estimated delivery by ${formatDeliveryDay(arrival.to)}`,
  );
});

test('a festival date: the owner sets it in the Delivery tab; product pages say the last day to order for it', async ({
  page,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, baseURL!);
  // 30 days from today (India), well inside the 60 days a festival is told.
  const day = new Date(Date.now() + (330 + 30 * 24 * 60) * 60_000).toISOString().slice(0, 10);
  const festival = `Utsav ${randomUUID().slice(0, 4)}`;

  await gotoLive(page, '/admin?tab=delivery');
  const making = page.getByRole('form', { name: 'Making and festivals' });
  await making.getByRole('button', { name: 'Add a festival' }).click();
  // A festival without a name: the schema's message beside the field, nothing saved.
  await making.getByLabel('Date').fill(day);
  await making.getByRole('button', { name: 'Save Making and Festivals' }).click();
  await expect(making.getByText('Name the festival')).toBeVisible();
  await making.getByLabel('Festival', { exact: true }).fill(festival);
  await making.getByLabel('Festival in Hindi').fill('उत्सव');
  await making.getByRole('button', { name: 'Save Making and Festivals' }).click();
  await expect(toast(page, 'Making and festivals saved.')).toBeVisible();

  try {
    // The shopper: a piece from stock, before any pincode is checked; the day is the server's.
    const product = (await allListedProducts(request)).find(
      (p) => !('making' in p) && (p.stockQuantity === null || p.stockQuantity > 5),
    )!;
    const { festival: told } = await getJson<{ festival: { orderBy: string } }>(
      request,
      `/api/delivery/festival?product=${product.id}`,
    );
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Check delivery' })).toContainText(
      `Order by ${formatDeliveryDay(told.orderBy)} to have it for ${festival}`,
    );
    // In Hindi, the festival's Hindi name.
    await page.goto(`/hi/product/${product.slug}`);
    await hydrated(page);
    await expect(page.getByRole('main')).toContainText('उत्सव के लिए पाने को');
  } finally {
    const settings = await page.request.get('/api/admin/delivery/settings');
    const saved = await page.request.put('/api/admin/delivery/settings', {
      headers: { Origin: baseURL! },
      data: { ...(await settings.json()), festivals: [] },
    });
    expect(saved.status()).toBe(200);
  }
});
