import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { mailsTo } from './mailbox.ts';
import { shopURL, THIS_SHOP } from './shops.ts';

/**
 * Shared helpers for the browser suite. Expected texts come from docs/product.md,
 * written out here on purpose rather than imported from src/: the tests check the UI against that document,
 * not against the implementation's own constants.
 */

/** The nine categories, in the shop's order (docs/product.md §1.2). */
export const CATEGORIES = [
  'Dream Catcher',
  'Embroidery',
  'Lippan Arts',
  'Resin Art Work',
  'Illustration',
  'Candles',
  'Calligraphy',
  'Hair Accessories',
  'Others',
] as const;

/** Header links when signed out, and where each leads. Login may be a link or a button. */
export const HEADER_NAV = [
  { name: 'Home', path: '/' },
  { name: 'All Products', path: '/products' },
  { name: 'About Us', path: '/about' },
  { name: 'Blog', path: '/blog' },
  { name: 'Login', path: '/auth' },
] as const;

/** The eight static craft-process pages. */
export const CRAFT_PAGES = [
  'DreamCatcher',
  'Embroidery',
  'LippanArt',
  'ResinArt',
  'CandleMaking',
  'Calligraphy',
  'HairAccessories',
  'OthersDelivery',
] as const;

export const HERO_TITLE = 'Discover Handcrafted Treasures';
export const NOT_FOUND_TEXT = 'Oops! Page not found';
export const TRUST_BADGES = ['100% Handmade', 'Free Shipping', '100% Authentic', 'Quality Assured'] as const;
export const ABOUT_VALUES = [
  'Quality Assured',
  'Handmade with Love',
  'Fast Delivery',
  '100% Authentic',
] as const;

export interface PublicSettings {
  whatsappNumber: string;
  whatsappGreeting: string;
  city: string;
  region: string;
  country: string;
  maxUnitsPerProduct: number;
  [key: string]: unknown;
}

/** GET a JSON API endpoint and fail the test with the body when it is not 200. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const getSettings = (request: APIRequestContext) => getJson<PublicSettings>(request, '/api/settings');

/** A link or a button with this accessible name (docs/product.md §3.1 says "Login button"; either role is fine). */
export function linkOrButton(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('link', { name, exact: true }).or(scope.getByRole('button', { name, exact: true }));
}

/** The page header (banner landmark) and the footer (contentinfo landmark). */
export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');

/** Assert the current page is a real page, not the catch-all 404. */
export async function expectNotFoundPageAbsent(page: Page): Promise<void> {
  // Give the SPA time to render its route before asserting the absence of the 404 text.
  await page.waitForLoadState('load');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
}

/** Pathname and search params of a link's href, resolved against the page URL. */
export async function hrefOf(link: Locator, page: Page): Promise<URL> {
  const href = await link.getAttribute('href');
  expect(href, 'link has an href').toBeTruthy();
  return new URL(href!, page.url());
}

/** docs/product.md §3.4 (/products): the sort picker's five options, by the API's `sort` value. */
export const SORT_OPTIONS = [
  { label: 'Newest', sort: 'newest' },
  { label: 'Name (A-Z)', sort: 'name' },
  { label: 'Price (Low to High)', sort: 'price_asc' },
  { label: 'Price (High to Low)', sort: 'price_desc' },
  { label: 'Rating', sort: 'rating' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** docs/product.md §3.4: the list shows 20 products, 'Load more' adds the next 20. */
export const PRODUCTS_PAGE_SIZE = 20;

/** The seed's four out-of-stock products (in stock false or quantity 0), by catalog number. */
export const OUT_OF_STOCK_CATALOG_NUMBERS = ['KG-LA-005', 'KG-CL-003', 'KG-DC-005', 'KG-RA-004'] as const;

/** docs/product.md §3.5, product detail: the not-found page. */
export const PRODUCT_NOT_FOUND = {
  title: 'Product Not Found',
  text: "The product you're looking for doesn't exist or has been removed.",
  back: 'Back to Products',
} as const;

/** docs/product.md §3.8: the cart toasts (title, and description where there is one). */
export const CART_TOASTS = {
  added: 'Item added to cart!',
  outOfStock: { title: 'Out of Stock', description: 'This product is currently out of stock.' },
  insufficient: (n: number) => ({ title: 'Insufficient Stock', description: `Only ${n} items available.` }),
} as const;

/** docs/product.md §3.4: 'Showing N product(s) in {category}' ('All Categories' when none is picked). */
export function showingLine(total: number, category: string): RegExp {
  return new RegExp(`Showing ${total} products? in ${escapeRegExp(category)}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A price in paise as the shop writes it: ₹ with en-IN grouping, paise only when not whole (₹1,23,456; ₹99.50). */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(paise / 100);
}

/** The product fields the browser tests read from the API. */
export interface ApiProduct {
  id: number;
  /** Its page: /product/{slug} (decision 088). */
  slug: string;
  name: string;
  price: number;
  category: string;
  catalogNumber: string;
  inStock: boolean;
  stockQuantity: number | null;
  images: Array<{
    url: string;
    width?: number;
    height?: number;
    variants?: Array<{ width: number; url: string }>;
  }>;
}

export interface ApiProductPage {
  items: ApiProduct[];
  total: number;
  page: number;
  limit: number;
}

/** `GET /api/products` with these query parameters (category, sort, q, page, limit). */
export function listProducts(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
): Promise<ApiProductPage> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const search = query.size ? `?${query}` : '';
  return getJson<ApiProductPage>(request, `/api/products${search}`);
}

/** Every in-stock product (one page of up to 100), in the API's default order. */
export async function allListedProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const page = await listProducts(request, { limit: 100 });
  expect(page.items.length, 'the seed fits in one page of 100').toBe(page.total);
  return page.items;
}

/** Two different pictures from the demo catalog (two products' first), for a product a test makes. */
export async function twoDemoPictures(request: APIRequestContext): Promise<ApiProduct['images']> {
  const pictures = [
    ...new Map((await allListedProducts(request)).map((p) => [p.images[0]?.url, p.images[0]])),
  ]
    .map(([, image]) => image)
    .filter((image) => image !== undefined);
  expect(pictures.length, 'two products with different pictures').toBeGreaterThanOrEqual(2);
  return pictures.slice(0, 2);
}

/** A listed product whose stock is 1 to 5 (the 'Only {n} left in stock' range). */
export async function lowStockProduct(
  request: APIRequestContext,
): Promise<ApiProduct & { stockQuantity: number }> {
  const product = (await allListedProducts(request)).find(
    (p) => p.stockQuantity !== null && p.stockQuantity >= 1 && p.stockQuantity <= 5,
  );
  expect(product, 'the seed has a product with stock 1-5').toBeDefined();
  return product as ApiProduct & { stockQuantity: number };
}

/** A listed product with plenty of stock (more than 5). */
export async function wellStockedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await allListedProducts(request)).find(
    (p) => p.stockQuantity === null || p.stockQuantity > 5,
  );
  expect(product, 'the seed has a product with stock above 5').toBeDefined();
  return product!;
}

/**
 * A product by catalog number, lists or not (out-of-stock products are left out of the lists, so this reads
 * `GET /api/products/:id` for ids 1..maxId).
 */
export async function productByCatalogNumber(
  request: APIRequestContext,
  catalogNumber: string,
  maxId = 60,
): Promise<ApiProduct> {
  const ids = Array.from({ length: maxId }, (_, i) => i + 1);
  const found = await Promise.all(
    ids.map(async (id) => {
      const res = await request.get(`/api/products/${id}`);
      return res.ok() ? ((await res.json()) as ApiProduct) : null;
    }),
  );
  const product = found.find((p) => p?.catalogNumber === catalogNumber);
  expect(product, `a product with catalog number ${catalogNumber} among ids 1..${maxId}`).toBeTruthy();
  return product!;
}

/** The product cards of a page's main content (each card is an `<article>`). */
export const productCards = (page: Page) => page.getByRole('main').getByRole('article');

/** Names of the product cards, in the order shown. */
export const cardNames = (page: Page) =>
  productCards(page).getByRole('heading', { level: 3 }).allTextContents();

/** Prices of the product cards, in the order shown (the ₹ line of each card). */
export const cardPrices = (page: Page) =>
  productCards(page)
    .getByText(/^₹[\d,]+(\.\d{2})?$/)
    .allTextContents();

/** A toast (sonner: a list item in the Notifications region) with this title. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * The query client retries a load's server error three times with back-off (1 s, 2 s, 4 s) before its
 * failure shows. On a page whose clock was installed before it loaded (`page.clock.install()`), this moves the
 * page's timers on a second at a time until `locator` shows, instead of waiting those seconds for real.
 */
export async function expectAfterRetries(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000, intervals: [0] });
}

/** The header's cart control (a link to /cart or a button opening the cart panel). */
export function cartButton(page: Page): Locator {
  const banner = header(page);
  return banner
    .getByRole('link', { name: /cart/i })
    .or(banner.getByRole('button', { name: /cart/i }))
    .first();
}

/**
 * Put `quantity` of `product` in the stored cart (the cart's own format, src/web/features/cart/lib/cart-line.ts)
 * before the tab's first page loads; later loads in the tab keep whatever the test did to the cart since.
 */
export async function seedCart(page: Page, product: ApiProduct, quantity = 1): Promise<void> {
  const line = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.images[0]?.url ?? '',
    images: product.images,
    category: product.category,
    catalogNumber: product.catalogNumber,
    quantity,
    stockQuantity: product.stockQuantity,
  };
  await page.addInitScript(
    (stored) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('cart', stored);
        window.sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify([line]),
  );
}

/** Wait until the served page is live: the app has hydrated it and its toasts can show. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** Open a page and wait until the app is live on it (for tests that drive the app itself, not a shopper's taps). */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Open a page inside the running app, as a link does: the browser renders it and loads its data itself.
 * (`page.goto` gets the server-rendered page, its data already in the HTML: decision 026.)
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/about');
  // The router listens once the served page has hydrated; a navigation before that would hydrate the wrong page.
  await hydrated(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Scroll offset of the window. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * What React says when the browser's first render differs from the server's HTML (issue 17): its messages in
 * development, the error numbers of its production build (418-425: text, tree or Suspense mismatch).
 */
const HYDRATION_PROBLEM = /hydrat|server rendered HTML|Minified React error #4(1[89]|2[0-5])\b/i;

/**
 * `test` with guards: any uncaught exception in the page (pageerror), and any hydration warning or error in
 * the console, fail the test it happened in, with the messages listed. Tests that also check console errors
 * use `consoleErrors`. `page.goto` and `page.reload` return as Playwright's do, before the app is live: a test
 * acts as a shopper does, as soon as a control shows, and the page must honour it (issue 38, decision 050).
 * `gotoLive` is for the few tests that need the app itself (its router, its state) before they act.
 */
export const test = base.extend<{
  pageErrors: string[];
  hydrationProblems: string[];
  consoleErrors: string[];
}>({
  // The worker's own shop (e2e/shops.ts): its server, database and mailbox are no other worker's.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern: none.
  baseURL: async ({}, use) => use(shopURL(THIS_SHOP)),
  hydrationProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'hydration warnings or errors in the console').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location();
        errors.push(`${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`pageerror ${error.name}: ${error.message}`));
    await use(errors);
  },
});

/**
 * The 6-digit code in the newest mail to this address that arrived at or after `since` (ms since the epoch;
 * take `Date.now()` just before the action that mails it). Mail leaves through an outbox, so this polls the
 * e2e mail sink (e2e/mail-sink.ts) for up to `timeout` ms.
 */
export async function readCode(email: string, { since = 0, timeout = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const code = mailsTo(email)
      .filter((mail) => mail.receivedAt >= since)
      .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
      .findLast(Boolean);
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no mail with a 6-digit code reached ${email} within ${timeout} ms`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

export { expect };
