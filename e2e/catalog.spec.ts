import type { Page } from '@playwright/test';
import {
  allListedProducts,
  CART_TOASTS,
  CATEGORIES,
  cardNames,
  cardPrices,
  cartButton,
  escapeRegExp,
  expect,
  getSettings,
  listProducts,
  lowStockProduct,
  OUT_OF_STOCK_CATALOG_NUMBERS,
  PRODUCT_NOT_FOUND,
  PRODUCTS_PAGE_SIZE,
  productByCatalogNumber,
  productCards,
  rupees,
  SORT_OPTIONS,
  showingLine,
  test,
  toast,
  wellStockedProduct,
} from './fixtures.ts';

/**
 * Catalog (issue 3, docs/product.md §3.3-§3.5 /products, product card, product detail; §3.8 cart toasts): the category grid,
 * the list's category, sort, search and Load more, the product page and its purchase rules, not-found, SEO.
 * Expected orders and counts come from the API, so the tests hold for any seed.
 */

const ALL = 'All Categories';

/** The product page's own controls (related products below have 'Add to Cart: {name}' buttons). */
const quantityInput = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity', exact: true });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to Cart', exact: true });

test.describe('category filter from the home grid', () => {
  for (const category of CATEGORIES) {
    test(`${category}: the card opens its list, every card is of that category, the count is the API's`, async ({
      page,
      request,
    }) => {
      const { items, total } = await listProducts(request, { category, limit: PRODUCTS_PAGE_SIZE });
      expect(total, `the seed has ${category} products in stock`).toBeGreaterThan(0);

      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: category, exact: true }) })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/products' && url.searchParams.get('category') === category,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
      await expect(page.getByText(showingLine(total, category))).toBeVisible();

      const cards = productCards(page);
      await expect(cards).toHaveCount(items.length);
      for (const card of await cards.all()) {
        await expect(card.getByText(category, { exact: true }), 'category badge').toBeVisible();
      }
      expect(await cardNames(page)).toEqual(items.map((p) => p.name));
    });
  }
});

test.describe('/products', () => {
  test('the category picker changes the URL and the list', async ({ page, request }) => {
    const all = await listProducts(request, { limit: 1 });
    await page.goto('/products');
    await expect(page.getByText(showingLine(all.total, ALL))).toBeVisible();

    const picker = page.getByLabel('Category', { exact: true });
    await expect(picker.getByRole('option')).toHaveText([ALL, ...CATEGORIES]);

    for (const category of ['Candles', 'Lippan Arts'] as const) {
      const { items, total } = await listProducts(request, { category, limit: PRODUCTS_PAGE_SIZE });
      await picker.selectOption({ label: category });
      await expect(page).toHaveURL(
        (url) => url.pathname === '/products' && url.searchParams.get('category') === category,
      );
      await expect(page.getByText(showingLine(total, category))).toBeVisible();
      await expect.poll(() => cardNames(page)).toEqual(items.map((p) => p.name));
      for (const card of await productCards(page).all()) {
        await expect(card.getByText(category, { exact: true })).toBeVisible();
      }
    }

    await picker.selectOption({ label: ALL });
    await expect(page).toHaveURL((url) => url.pathname === '/products' && !url.searchParams.has('category'));
    await expect(page.getByText(showingLine(all.total, ALL))).toBeVisible();
    await expect(productCards(page)).toHaveCount(Math.min(all.total, PRODUCTS_PAGE_SIZE));
  });

  for (const option of SORT_OPTIONS) {
    test(`sort "${option.label}": the cards take the API's order`, async ({ page, request }) => {
      // Start from another sort, so the change is visible.
      const start = option.sort === 'newest' ? 'name' : 'newest';
      const before = await listProducts(request, { sort: start, limit: PRODUCTS_PAGE_SIZE });
      const after = await listProducts(request, { sort: option.sort, limit: PRODUCTS_PAGE_SIZE });
      const names = (page: { items: Array<{ name: string }> }) => page.items.map((p) => p.name);
      expect(names(after), 'the two sorts give different orders').not.toEqual(names(before));
      if (option.sort === 'price_asc' || option.sort === 'price_desc') {
        const prices = after.items.map((p) => p.price);
        const sorted = [...prices].sort((a, b) => (option.sort === 'price_asc' ? a - b : b - a));
        expect(prices, 'the API orders by price').toEqual(sorted);
      }

      await page.goto(start === 'newest' ? '/products' : `/products?sort=${start}`);
      await expect.poll(() => cardNames(page)).toEqual(names(before));

      await page.getByLabel('Sort by', { exact: true }).selectOption({ label: option.label });
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/products' &&
          // Newest is the default: the URL may leave it out.
          (url.searchParams.get('sort') ?? 'newest') === option.sort,
      );
      await expect.poll(() => cardNames(page)).toEqual(names(after));
      expect(await cardPrices(page)).toEqual(after.items.map((p) => rupees(p.price)));
    });
  }

  test('the search box filters by q', async ({ page, request }) => {
    const all = await listProducts(request, { limit: 1 });
    await page.goto('/products');
    await expect(page.getByText(showingLine(all.total, ALL))).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search products' });

    // A word from names and descriptions, then a catalog number (one product).
    const somePiece = (await listProducts(request, { limit: 1, sort: 'name' })).items[0]!;
    for (const q of ['lippan', somePiece.catalogNumber]) {
      const result = await listProducts(request, { q, limit: PRODUCTS_PAGE_SIZE });
      expect(result.total, `"${q}" finds something`).toBeGreaterThan(0);
      expect(result.total, `"${q}" narrows the list`).toBeLessThan(all.total);

      await search.fill(q);
      await search.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('q') === q);
      await expect(page.getByText(showingLine(result.total, ALL))).toBeVisible();
      await expect.poll(() => cardNames(page)).toEqual(result.items.map((p) => p.name));
    }
    expect(await cardNames(page)).toEqual([somePiece.name]);

    // Nothing matches: the empty state.
    await search.fill('zzqx no such craft');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);

    // Clearing the box shows everything again.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && !url.searchParams.has('q'));
    await expect(page.getByText(showingLine(all.total, ALL))).toBeVisible();
  });

  test('Load more adds the next 20 until every product is shown', async ({ page, request }) => {
    const all = await allListedProducts(request);
    const total = all.length;
    expect(total, 'the seed fills more than one page').toBeGreaterThan(PRODUCTS_PAGE_SIZE);

    await page.goto('/products');
    await expect(page.getByText(showingLine(total, ALL))).toBeVisible();
    const loadMore = page.getByRole('button', { name: 'Load more', exact: true });
    let shown = PRODUCTS_PAGE_SIZE;
    await expect(productCards(page)).toHaveCount(shown);
    while (shown < total) {
      await expect(page.getByText(`${shown} of ${total} shown`)).toBeVisible();
      await loadMore.click();
      shown = Math.min(shown + PRODUCTS_PAGE_SIZE, total);
      await expect(productCards(page)).toHaveCount(shown);
    }
    await expect(loadMore).toHaveCount(0);
    await expect(page.getByText(showingLine(total, ALL))).toBeVisible();
    expect(await cardNames(page)).toEqual(all.map((p) => p.name));
  });

  test('product card images have srcset, sizes, width and height; below the fold they load lazily', async ({
    page,
  }) => {
    await page.goto('/products');
    const images = productCards(page).locator('img');
    await expect(images).toHaveCount(PRODUCTS_PAGE_SIZE);
    const attrs = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
      })),
    );
    for (const [i, img] of attrs.entries()) {
      expect(img.srcset.split(',').length, `card ${i + 1}: srcset with several widths`).toBeGreaterThan(1);
      expect(img.srcset, `card ${i + 1}: width descriptors`).toMatch(/^\S+ \d+w(, \S+ \d+w)+$/);
      expect(img.sizes, `card ${i + 1}: sizes`).not.toBe('');
      expect(img.width, `card ${i + 1}: width attribute`).toBeGreaterThan(0);
      expect(img.height, `card ${i + 1}: height attribute`).toBeGreaterThan(0);
    }
    // The last row is well below the fold of a 720 px window.
    expect(attrs.at(-1)?.loading).toBe('lazy');
  });
});

test.describe('product detail', () => {
  test('opens from a card: name, price in rupees, details card with the catalog number', async ({
    page,
    request,
  }) => {
    const product = (await listProducts(request, { limit: PRODUCTS_PAGE_SIZE })).items[2]!;
    await page.goto('/products');
    const card = productCards(page).filter({
      has: page.getByRole('heading', { name: product.name, exact: true }),
    });
    // The name link (the card's link covers the picture too, but the name is its text).
    await card.getByRole('link', { name: product.name, exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === `/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(product.name)}\\b`));
    const main = page.getByRole('main');
    await expect(main.getByText(rupees(product.price), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(product.category, { exact: true }).first()).toBeVisible();

    const details = page.getByRole('region', { name: 'Product Details' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Catalog Number');
    await expect(details.getByText(product.catalogNumber, { exact: true })).toBeVisible();
    await expect(details).toContainText('Availability');
    await expect(details).toContainText('In Stock');
    await expect(details).toContainText(product.category);

    // The main picture: named by the product, responsive, with its intrinsic size.
    const picture = main.getByRole('img', { name: new RegExp(`^${escapeRegExp(product.name)}`) }).first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('srcset', /\d+w, /);
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
  });

  test('quantity selector starts at 1 and never goes below 1', async ({ page, request }) => {
    const product = await wellStockedProduct(request);
    await page.goto(`/product/${product.slug}`);
    const quantity = quantityInput(page);
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });

    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAttribute('min', '1');
    await expect(decrease).toBeDisabled();
    await increase.click();
    await expect(quantity).toHaveValue('2');
    await decrease.click();
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
  });

  test('more than the stock is refused with Insufficient Stock; the stock itself is accepted', async ({
    page,
    request,
  }) => {
    const product = await lowStockProduct(request);
    const n = product.stockQuantity;
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main').getByText(`Only ${n} left in stock`).first()).toBeVisible();
    await expect(cartButton(page)).not.toContainText(/\d/);

    const quantity = quantityInput(page);
    await expect(quantity).toHaveAttribute('max', String(n));
    await quantity.fill(String(n + 1));
    await addToCart(page).click();
    const refused = toast(page, CART_TOASTS.insufficient(n).title);
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(CART_TOASTS.insufficient(n).description);
    await expect(toast(page, CART_TOASTS.added)).toHaveCount(0);
    await expect(cartButton(page)).not.toContainText(/\d/);
    // Dismissed, so the next refusal is a toast of its own.
    await refused.getByRole('button', { name: /close/i }).click();
    await expect(refused).toHaveCount(0);

    // The whole stock fits.
    await quantity.fill(String(n));
    await addToCart(page).click();
    await expect(toast(page, CART_TOASTS.added)).toBeVisible();
    await expect(cartButton(page)).toContainText(String(n));

    // One more on top of what the cart holds is refused too.
    await quantity.fill('1');
    await addToCart(page).click();
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(CART_TOASTS.insufficient(n).description);
    await expect(cartButton(page)).toContainText(String(n));
  });

  test("the store's units of one product per order stop the product page and the cart (docs/product.md §9.7, review H3)", async ({
    page,
    request,
  }) => {
    const { maxUnitsPerProduct: cap } = await getSettings(request);
    const product = (await allListedProducts(request)).find(
      (p) => p.inStock && (p.stockQuantity === null || p.stockQuantity > cap + 1),
    );
    expect(product, 'the seed has a product with more stock than the cap').toBeDefined();
    const overCap = `You can order at most ${cap} of one product in one order.`;
    await page.goto(`/product/${product!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

    const quantity = quantityInput(page);
    await expect(quantity).toHaveAttribute('max', String(cap));
    await quantity.fill(String(cap + 1));
    await expect(page.getByRole('main').getByText(overCap)).toBeVisible();
    await addToCart(page).click();
    const refused = toast(page, 'Order limit reached');
    await expect(refused).toContainText(overCap);
    await expect(cartButton(page)).not.toContainText(/\d/);
    await refused.getByRole('button', { name: /close/i }).click();

    // The cap itself fits; one more on top of it does not.
    await quantity.fill(String(cap));
    await addToCart(page).click();
    await expect(toast(page, CART_TOASTS.added)).toBeVisible();
    await quantity.fill('1');
    await addToCart(page).click();
    await expect(refused).toContainText(`${overCap} You already have ${cap} in your cart.`);
    await expect(cartButton(page)).toContainText(String(cap));

    // The cart's + stops there too.
    await cartButton(page).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: `Increase quantity of ${product!.name}` }),
    ).toBeDisabled();
  });

  test('a normal add shows "Item added to cart!" and the header badge counts it', async ({
    page,
    request,
  }) => {
    const product = await wellStockedProduct(request);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(cartButton(page)).not.toContainText(/\d/);

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantityInput(page)).toHaveValue('2');
    await addToCart(page).click();
    await expect(toast(page, CART_TOASTS.added)).toBeVisible();
    await expect(cartButton(page)).toContainText('2');
  });

  test('Add to Cart on a list card adds one', async ({ page, request }) => {
    const product = (await listProducts(request, { limit: 1 })).items[0]!;
    await page.goto('/products');
    await page.getByRole('button', { name: `Add to Cart: ${product.name}`, exact: true }).click();
    await expect(toast(page, CART_TOASTS.added)).toBeVisible();
    await expect(cartButton(page)).toContainText('1');
  });

  for (const catalogNumber of OUT_OF_STOCK_CATALOG_NUMBERS) {
    test(`out of stock (${catalogNumber}): says Out of Stock and refuses Add to Cart`, async ({
      page,
      request,
    }) => {
      const product = await productByCatalogNumber(request, catalogNumber);
      await page.goto(`/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const main = page.getByRole('main');
      await expect(main.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Product Details' })).toContainText('Out of Stock');
      await expect(quantityInput(page)).toBeDisabled();

      await addToCart(page).click();
      const refused = toast(page, CART_TOASTS.outOfStock.title);
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(CART_TOASTS.outOfStock.description);
      await expect(cartButton(page)).not.toContainText(/\d/);
    });
  }

  test('an unknown product shows Product Not Found, and Back to Products works', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/product/999999');
    expect(response?.status(), 'the server answers 404 for an unknown product').toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NOT_FOUND.title);
    await expect(page.getByText(PRODUCT_NOT_FOUND.text, { exact: true })).toBeVisible();

    const all = await listProducts(request, { limit: 1 });
    await page.getByRole('main').getByRole('link', { name: PRODUCT_NOT_FOUND.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.search === '');
    await expect(page.getByText(showingLine(all.total, ALL))).toBeVisible();
  });

  test('served HTML of a product page: JSON-LD Product priced in INR, and the product name as <title>', async ({
    request,
  }) => {
    const storeName = String((await getSettings(request)).storeName);
    const items = (await listProducts(request, { limit: 100 })).items;
    // A name with '&' also checks the escaping.
    const product = items.find((p) => p.name.includes('&')) ?? items[0]!;

    const res = await request.get(`/product/${product.slug}`);
    const html = await res.text();
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');

    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Product"');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const ld = blocks.find((b) => b['@type'] === 'Product') as
      | { name: string; offers: { priceCurrency: string; price: string | number; availability: string } }
      | undefined;
    expect(ld, 'a schema.org Product block').toBeDefined();
    expect(ld!.name).toBe(product.name);
    expect(ld!.offers.priceCurrency).toBe('INR');
    expect(Number(ld!.offers.price)).toBe(product.price / 100);
    expect(ld!.offers.availability).toMatch(/InStock$/);

    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/gi)].map((m) => decodeEntities(m[1]!.trim()));
    expect(titles, 'exactly one <title>').toHaveLength(1);
    // The product name, with the store name after it.
    expect(titles[0]).toMatch(
      new RegExp(`^${escapeRegExp(product.name)}(\\s+[·|–—-]\\s+${escapeRegExp(storeName)})?$`),
    );
  });
});

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
