import type { APIRequestContext, Page } from '@playwright/test';
import {
  CRAFT_PAGES,
  expect,
  getJson,
  gotoLive,
  header,
  openInApp,
  test,
  wellStockedProduct,
} from './fixtures.ts';

/**
 * Titles and focus after navigation (issue 38 points 4 and 5): a page's title is the same whether the server
 * served it or the app navigated to it, in English and in Hindi; after an in-shop navigation the focus is on the
 * new page's main heading and its title is read out, as on a full page load.
 */

/** The <title> the server sends for `path`. */
async function servedTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

const documentTitle = (page: Page) => page.evaluate(() => document.title);

test('after an in-shop navigation the new page’s heading has the focus and its title is announced', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await header(page).getByRole('link', { name: 'All Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: await documentTitle(page) }),
  ).toHaveCount(1);
  expect(await documentTitle(page)).toBe(await servedTitle(page.request, '/products'));
});

test('every page’s title is the same served and after a client navigation, in English and Hindi', async ({
  page,
  request,
}) => {
  test.slow();
  const product = await wellStockedProduct(request);
  const posts = await getJson<{ items: Array<{ slug: string }> }>(request, '/api/blog/posts');
  const paths = [
    '/',
    '/products',
    '/products?category=Candles',
    `/product/${product.slug}`,
    '/about',
    '/blog',
    ...(posts.items[0] ? [`/blog/${posts.items[0].slug}`] : []),
    `/blogDetails/${CRAFT_PAGES[0]}`,
    '/vlog',
    '/track-order',
    '/no-such-page',
  ];
  for (const lang of ['', '/hi']) {
    await gotoLive(page, `${lang}/cart`);
    for (const path of paths) {
      const full = lang && path === '/' ? lang : `${lang}${path}`;
      const served = await servedTitle(request, full);
      await openInApp(page, full);
      await expect.poll(() => documentTitle(page), { message: full }).toBe(served);
    }
  }
  // The Hindi home page, served and then live, keeps its Hindi title.
  await gotoLive(page, '/hi');
  const hindi = await servedTitle(request, '/hi');
  expect(hindi).toMatch(/[\u0900-\u097F]/);
  await expect.poll(() => documentTitle(page)).toBe(hindi);
});
