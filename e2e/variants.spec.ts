import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminBrowser, ownClientAddress } from './accounts.ts';
import { CART_TOASTS, escapeRegExp, expect, rupees, test, toast, twoDemoPictures } from './fixtures.ts';

/**
 * Options and variants on a phone (issue 41 point 2, decision 066): the product page's picker, the price and picture
 * following the variant, the URL keeping it, two variants as two cart lines, and a combination that cannot be bought.
 * The test makes its own product with variants through the admin API and archives it afterwards.
 */
test.use(ownClientAddress);

const gallery = (page: Page) => page.getByRole('main').locator('section[aria-roledescription="gallery"]');
const price = (page: Page) => page.getByRole('main').getByTestId('price-tag').first();
const axis = (page: Page, name: string) =>
  page.getByRole('main').getByRole('group', { name: new RegExp(`^${name}`) });

test('pick a colour and a size at 390 px: the price, the picture and the URL follow; two variants are two cart lines; a sold-out or missing combination cannot be added', async ({
  page,
  baseURL,
  request,
}) => {
  const admin = await adminBrowser(page, baseURL!);
  const headers = { Origin: baseURL! };
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  // Two different pictures from the demo catalog: the product's own, and Blue/Large's.
  const [own, blueLarge] = await twoDemoPictures(request);
  const name = `Velvet Scrunchie ${stamp}`;
  const created = await admin.request.post('/api/admin/products', {
    headers,
    data: {
      name,
      price: 45_000,
      category: 'Hair Accessories',
      catalogNumber: `E2E-VAR-${stamp}`,
      stockQuantity: 10,
      images: [own],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  try {
    const set = await admin.request.put(`/api/admin/products/${productId}/variants`, {
      headers,
      data: {
        options: [
          {
            name: 'Colour',
            nameHi: 'रंग',
            values: [
              { label: 'Blue', swatch: '#1f6feb' },
              { label: 'Red', swatch: '#d1242f' },
            ],
          },
          { name: 'Size', values: [{ label: 'Small' }, { label: 'Large' }] },
        ],
        // Red/Large does not exist; Red/Small is sold out.
        variants: [
          { options: ['Blue', 'Small'], sku: `E2E-VAR-${stamp}-BS`, price: 45_000, stockQuantity: 10 },
          {
            options: ['Blue', 'Large'],
            sku: `E2E-VAR-${stamp}-BL`,
            price: 79_900,
            mrp: 99_900,
            stockQuantity: 10,
            images: [blueLarge],
          },
          { options: ['Red', 'Small'], sku: `E2E-VAR-${stamp}-RS`, price: 45_000, stockQuantity: 0 },
        ],
      },
    });
    expect(set.status(), await set.text()).toBe(200);
    const detail = (await (await request.get(`/api/products/${productId}`)).json()) as {
      variants: Array<{ id: number; options: string[] }>;
    };
    const idOf = (...options: string[]) =>
      detail.variants.find((v) => v.options.join() === options.join())!.id;

    await page.setViewportSize({ width: 390, height: 844 });
    // The card says the lowest price with 'from', and opens the page to choose.
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card.getByTestId('price-tag')).toContainText(`from ${rupees(45_000)}`);
    await expect(card.getByRole('link', { name: `Choose options: ${name}` })).toBeVisible();

    // Tapped as soon as they show (decision 050): no wait for the page to be live.
    await page.goto(`/product/${productId}`);
    await expect(axis(page, 'Colour').getByRole('button', { name: 'Blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(price(page)).toContainText(rupees(45_000));
    // Each size: its price (Large's MRP struck through), its ?variant= and its picture (Large's own, else the product's).
    for (const [size, paise, picture] of [
      ['Large', 79_900, blueLarge!],
      ['Small', 45_000, own!],
    ] as const) {
      await axis(page, 'Size').getByRole('button', { name: size, exact: true }).click();
      await expect(price(page)).toContainText(rupees(paise));
      if (size === 'Large') await expect(price(page)).toContainText(rupees(99_900));
      await expect(page).toHaveURL(new RegExp(`\\?variant=${idOf('Blue', size)}$`));
      const file = picture.url
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '');
      await expect(gallery(page).locator('img').first()).toHaveAttribute(
        'src',
        new RegExp(escapeRegExp(file)),
      );
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await expect(toast(page, CART_TOASTS.added).last()).toBeVisible();
    }

    // Red/Small is sold out: shown as such, and adding it is refused.
    const red = axis(page, 'Colour').getByRole('button', { name: 'Red (sold out)' });
    await red.click();
    await expect(red).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByText('Out of Stock').first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, CART_TOASTS.outOfStock.title)).toBeVisible();
    // Red/Large does not exist: said on the size and on the button, which adds nothing.
    await axis(page, 'Size').getByRole('button', { name: 'Large (unavailable)' }).click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Unavailable', exact: true }),
    ).toBeDisabled();
    await expect(page.getByRole('main').getByText('This combination is not available').first()).toBeVisible();

    // A link to a variant opens the page on it, from the served HTML.
    await page.goto(`/product/${productId}?variant=${idOf('Blue', 'Large')}`);
    await expect(axis(page, 'Size').getByRole('button', { name: 'Large', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(price(page)).toContainText(rupees(79_900));

    // Two variants of one product: two lines, each priced by the server's quote.
    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('listitem', { name: `${name} (Blue, Large)` })).toContainText(rupees(79_900));
    await expect(page.getByRole('listitem', { name: `${name} (Blue, Small)` })).toContainText(rupees(45_000));
    await expect(page.getByRole('main')).toContainText(rupees(124_900));
    // Each line has its own quantity.
    await page
      .getByRole('listitem', { name: `${name} (Blue, Small)` })
      .getByRole('button', { name: `Increase quantity of ${name} (Blue, Small)` })
      .click();
    await expect(page.getByRole('listitem', { name: `${name} (Blue, Small)` })).toContainText(rupees(90_000));
    await expect(page.getByRole('listitem', { name: `${name} (Blue, Large)` })).toContainText(rupees(79_900));
  } finally {
    await admin.request.delete(`/api/admin/products/${productId}`, { headers });
    await admin.close();
  }
});
