import {
  ABOUT_VALUES,
  CATEGORIES,
  CRAFT_PAGES,
  expect,
  expectNotFoundPageAbsent,
  footer,
  getJson,
  getSettings,
  gotoLive,
  HEADER_NAV,
  HERO_TITLE,
  header,
  hrefOf,
  linkOrButton,
  NOT_FOUND_TEXT,
  scrollY,
  TRUST_BADGES,
  test,
} from './fixtures.ts';

/** Storefront shell: home page, header, footer, 404, chat button, mobile menu, static pages (docs/product.md §1, §3, §6). */

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test("hero: heading, Shop Now and About Us links, the shop's own figures", async ({ page, request }) => {
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveText(HERO_TITLE);

    const shopNow = page.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toBeVisible();
    expect((await hrefOf(shopNow, page)).pathname).toBe('/products');

    // 'About Us' is also in the header: the hero's own link is the one outside the banner.
    const aboutLinks = page.getByRole('link', { name: 'About Us', exact: true });
    const heroAbout = page.getByRole('main').getByRole('link', { name: 'About Us', exact: true });
    await expect(heroAbout.first()).toBeVisible();
    expect(await aboutLinks.count()).toBeGreaterThanOrEqual(2);
    expect((await hrefOf(heroAbout.first(), page)).pathname).toBe('/about');

    // Decision 080: the demo shop's own numbers from its orders and reviews, never the spec's made-up '500+'.
    const { figures } = await getJson<{ figures: Array<{ key: string; value: string }> }>(
      request,
      '/api/homepage',
    );
    expect(figures.map((f) => f.key)).toEqual(['customers', 'piecesSold', 'rating']);
    const labels = { customers: /Happy Customers/i, piecesSold: /Products Sold/i, rating: /Average Rating/i };
    for (const { key, value } of figures) {
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(labels[key as keyof typeof labels]).first()).toBeVisible();
    }
    await expect(page.getByText('500+', { exact: true })).toHaveCount(0);
  });

  test('category grid: nine cards, each with its item count or Coming Soon, linking to its product list', async ({
    page,
    request,
  }) => {
    const { items } = await getJson<{ items: Array<{ name: string; productCount: number }> }>(
      request,
      '/api/categories',
    );
    const main = page.getByRole('main');
    for (const category of CATEGORIES) {
      const count = items.find((item) => item.name === category)?.productCount ?? 0;
      // The card is the link whose href carries this category; it shows the count, or Coming Soon at 0.
      const card = main
        .locator('a[href*="category="]')
        .filter({ hasText: category })
        .filter({ hasText: count > 0 ? new RegExp(`(^|\\D)${count}\\s+\\w+`) : 'Coming Soon' });
      await expect(card.first(), `category card ${category} (${count || 'Coming Soon'})`).toBeVisible();
      const url = await hrefOf(card.first(), page);
      expect(url.pathname).toBe('/products');
      expect(url.searchParams.get('category')).toBe(category);
    }
    // Nine categories and no others link from the page body.
    const linked = await main
      .locator('a[href*="category="]')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('category')),
      );
    expect([...new Set(linked)].sort()).toEqual([...CATEGORIES].sort());
  });

  test('Featured Creations shows at least one product', async ({ page }) => {
    const heading = page.getByRole('heading', { name: 'Featured Creations' });
    await expect(heading).toBeVisible();
    const section = page.locator('section').filter({ has: heading });
    await expect(section.getByText('No featured products available at the moment.')).toHaveCount(0);
    // Every product card has an Add to Cart button (docs/product.md §3.3).
    await expect(section.getByRole('button', { name: /Add to Cart/i }).first()).toBeVisible();
    await expect(section.getByRole('link', { name: /View All Products/i })).toBeVisible();
  });

  test('testimonials section shows the featured testimonials as cards', async ({ page, request }) => {
    const { items } = await getJson<{ items: Array<{ customerName: string; reviewText: string }> }>(
      request,
      '/api/testimonials',
    );
    expect(items.length, 'the seed has featured testimonials').toBeGreaterThan(0);
    for (const item of items) {
      await expect(page.getByText(item.reviewText, { exact: false }).first()).toBeVisible();
      await expect(page.getByText(item.customerName, { exact: false }).first()).toBeVisible();
    }
  });

  test('trust badges', async ({ page }) => {
    for (const badge of TRUST_BADGES) {
      await expect(page.getByText(badge, { exact: true }).last()).toBeVisible();
    }
    // The four badges sit together in one block.
    const block = page
      .getByRole('main')
      .locator('section, div')
      .filter({ hasText: '100% Authentic' })
      .filter({ hasText: 'Quality Assured' })
      .filter({ hasText: '100% Handmade' })
      .filter({ hasText: 'Free Shipping' });
    await expect(block.last()).toBeVisible();
  });
});

test('home page: no console errors', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  await page.waitForLoadState('networkidle');
  // Scroll down a screen at a time, as a shopper does, so every lazy image comes near the viewport and loads
  // (a jump to the bottom leaves the middle of a long page out of the browser's lazy-loading distance).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 50)));
    }
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)))
    .toBe(true);
  expect(consoleErrors).toEqual([]);
});

test.describe('header', () => {
  for (const { name, path } of HEADER_NAV) {
    test(`nav link "${name}" opens ${path}`, async ({ page }) => {
      await page.goto(path === '/' ? '/about' : '/');
      await linkOrButton(header(page), name).first().click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expectNotFoundPageAbsent(page);
    });
  }

  test('Categories drop-down lists the nine categories', async ({ page }) => {
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: /Categories/i })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const category of CATEGORIES) {
      await expect(menu.getByRole('menuitem', { name: category, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem')).toHaveCount(CATEGORIES.length);

    await menu.getByRole('menuitem', { name: 'Candles', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/products' && url.searchParams.get('category') === 'Candles',
    );
  });
});

test('footer shows the city', async ({ page }) => {
  await page.goto('/');
  await expect(footer(page).getByText(/Bengaluru,\s*Karnataka,\s*India/)).toBeVisible();
});

test('unknown path shows the 404 page with a working link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  const home = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /home/i })
    .or(page.getByRole('main').getByRole('button', { name: /home/i }));
  await home.first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
});

test('WhatsApp chat button opens wa.me with the configured number and greeting in a new tab', async ({
  page,
  request,
}) => {
  const settings = await getSettings(request);
  await page.goto('/');
  const chats = page.locator('a[href^="https://wa.me/"]');
  await expect(chats.first()).toBeVisible();
  for (const chat of await chats.all()) {
    await expect(chat).toHaveAttribute('target', '_blank');
    const url = new URL((await chat.getAttribute('href'))!);
    expect(url.pathname).toBe(`/${settings.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(settings.whatsappGreeting);
    // The exact spelling of the link in docs/product.md §3.1: https://wa.me/<number>?text=<greeting, URI-encoded>.
    expect(url.href).toBe(
      `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(settings.whatsappGreeting)}`,
    );
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the chat button steps aside while a field is typed in (audit D-c2)', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const search = header(page).getByRole('searchbox', { name: 'Search the shop' });
    await expect(chat).toBeVisible();
    await search.focus();
    await expect(chat).toBeHidden();
    await search.blur();
    await expect(chat).toBeVisible();
  });

  test('the menu button opens a menu with the nav links', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.getByRole('dialog').or(page.getByRole('navigation', { name: /mobile|menu/i }));
    await expect(menu.first()).toBeVisible();
    for (const { name } of HEADER_NAV) {
      await expect(linkOrButton(menu.first(), name).first()).toBeVisible();
    }
    await menu.first().getByRole('link', { name: 'All Products', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/products');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('static pages', () => {
  for (const slug of CRAFT_PAGES) {
    test(`craft page /blogDetails/${slug} has a heading and text`, async ({ page }) => {
      const response = await page.goto(`/blogDetails/${slug}`);
      expect(response?.status()).toBe(200);
      await expectNotFoundPageAbsent(page);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(/\w{3,}/);
      // Real text: at least one paragraph of a dozen words or more.
      const paragraphs = page
        .getByRole('main')
        .locator('p')
        .filter({ hasText: /(\S+\s+){12,}/ });
      await expect(paragraphs.first()).toBeVisible();
    });
  }

  test('/about shows the four value cards', async ({ page }) => {
    await page.goto('/about');
    await expectNotFoundPageAbsent(page);
    for (const value of ABOUT_VALUES) {
      await expect(page.getByRole('main').getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
  });

  test('/vlog shows six photo cards whose images load', async ({ page }) => {
    await page.goto('/vlog');
    await expectNotFoundPageAbsent(page);
    const photos = page.getByRole('main').locator('img[alt]:not([alt=""])');
    await expect(photos).toHaveCount(6);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
          message: `image ${await img.getAttribute('src')} loads`,
        })
        .toBe(true);
    }
  });

  test('GET / serves the built app', async ({ request }) => {
    const home = await request.get('/');
    const html = await home.text();
    expect(home.status(), `GET / answered: ${html.slice(0, 200)}`).toBe(200);
    expect(home.headers()['content-type']).toContain('text/html');
    expect(html).toMatch(/<script[^>]+src="\/assets\/[^"]+\.js"/);
    expect(html).toContain('<div id="root">');
  });

  test('served HTML of /about has its own <title> and og:title', async ({ request }) => {
    const about = await request.get('/about');
    expect(about.status()).toBe(200);
    expect(about.headers()['content-type']).toContain('text/html');
    const html = await about.text();
    const home = await (await request.get('/')).text();

    const title = (s: string) => /<title>([^<]*)<\/title>/i.exec(s)?.[1]?.trim();
    const ogTitle = (s: string) =>
      /<meta\s+[^>]*property="og:title"[^>]*content="([^"]*)"/i.exec(s)?.[1] ??
      /<meta\s+[^>]*content="([^"]*)"[^>]*property="og:title"/i.exec(s)?.[1];

    expect(html.match(/<title>/gi) ?? [], 'exactly one <title>').toHaveLength(1);
    expect(title(html)).toMatch(/About/i);
    expect(title(html)).not.toBe(title(home));
    expect(ogTitle(html)).toMatch(/About/i);
  });
});

// These two drive the app's own router (its scroll restoration), so they start from a live page: before it, the
// footer's links are plain links and the browser's own navigation is what a shopper gets.
test('navigating to a new page scrolls to the top', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  // A client-side navigation from the bottom of the page (footer quick link).
  await footer(page).getByRole('link', { name: /About/i }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back returns to where the page was scrolled', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const scrolled = await scrollY(page);
  await footer(page).getByRole('link', { name: /About/i }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});
