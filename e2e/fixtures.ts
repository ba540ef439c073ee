import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Shared helpers for the browser suite. Expected texts come from the spec (shared/spec.md sections 1-2),
 * written out here on purpose rather than imported from src/: the tests check the UI against the spec,
 * not against the implementation's own constants.
 */

/** The nine categories, in the spec's order (section 1). */
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
  [key: string]: unknown;
}

/** GET a JSON API endpoint and fail the test with the body when it is not 200. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const getSettings = (request: APIRequestContext) => getJson<PublicSettings>(request, '/api/settings');

/** A link or a button with this accessible name (the spec says "Login button"; either role is fine). */
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

/** Scroll offset of the window. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * `test` with a guard: any uncaught exception in the page (pageerror) fails the test it happened in,
 * with the messages listed. Tests that also check console errors use `consoleErrors`.
 */
export const test = base.extend<{ pageErrors: string[]; consoleErrors: string[] }>({
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

export { expect };
