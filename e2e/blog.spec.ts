import type { Page } from '@playwright/test';
import { ownClientAddress } from './accounts.ts';
import { expect, expectAfterRetries, getJson, hydrated, openInApp, test, toast } from './fixtures.ts';

/**
 * The public blog in the browser (issue 8, docs/product.md §6.1-§6.2): search and category filter in the URL,
 * a post with its markdown, comments and related posts, the comment form, unknown and draft slugs. Posts are
 * the seed's; the texts are those of docs/product.md, written out here.
 */
test.use(ownClientAddress);

const TEXT = {
  latest: 'Latest Posts',
  featured: 'Featured Posts',
  explore: 'Explore Categories',
  noPosts: 'No posts found',
  viewAll: 'View All Posts',
  leaveComment: 'Leave a Comment',
  note: 'Your comment will be reviewed before being published.',
  fillAll: 'Please fill in all fields.',
  submitted: {
    title: 'Comment Submitted',
    description: 'Your comment has been submitted and is awaiting approval.',
  },
  loadFailed: 'Failed to load blog post. Please try again.',
} as const;

const LIPPAN = {
  title: 'The Story of Lippan: Mud and Mirrors from Kutch',
  slug: 'story-of-lippan-mud-and-mirrors',
};
const CANDLES = { title: 'How to Care for Your Soy Candles', slug: 'how-to-care-for-soy-candles' };
const DREAM_CATCHER = { title: 'Choosing a Dream Catcher for Every Room', slug: 'choosing-a-dream-catcher' };
const DRAFT_SLUG = 'resin-art-pouring-the-ocean';

/** The post cards of the list under the main heading ('Latest Posts', 'Search Results for …', 'Posts in …'). */
const listSection = (page: Page) =>
  page.getByRole('region').filter({ has: page.locator('#post-list-heading') });
const cardTitles = (page: Page) => listSection(page).getByRole('article').getByRole('heading', { level: 3 });

test('search finds a post by a word of its content, in the URL, and Back returns to all posts', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.featured })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.latest })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.explore })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Shop/ })).toHaveAttribute('href', '/');

  // 'bhunga' appears only in the Lippan post's body; upper case checks the search ignores case.
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('BHUNGA');
  await page.getByRole('searchbox', { name: 'Search blog posts' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=BHUNGA$/);
  await expect(page.getByRole('heading', { name: 'Search Results for "BHUNGA"' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText([LIPPAN.title]);
  // Featured and the category grid show only without a search or filter.
  await expect(page.getByRole('heading', { name: TEXT.featured })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: TEXT.explore })).toHaveCount(0);

  // The Search button works too, and a word nobody wrote gives the empty state.
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('zzqx-nothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=zzqx-nothing$/);
  await expect(page.getByRole('heading', { name: TEXT.noPosts })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Search Results for "BHUNGA"' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: TEXT.latest })).toBeVisible();

  // A shared link opens straight into the results.
  await page.goto('/blog?q=bhunga');
  await expect(cardTitles(page)).toHaveText([LIPPAN.title]);
  await expect(page.getByRole('searchbox', { name: 'Search blog posts' })).toHaveValue('bhunga');
});

test('category buttons filter the list (in the URL); View All Posts clears the filter', async ({ page }) => {
  await page.goto('/blog');
  const filter = page.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button', { name: 'All Posts' })).toHaveAttribute('aria-pressed', 'true');

  await filter.getByRole('button', { name: 'Care Guides' }).click();
  await expect(page).toHaveURL(/\/blog\?category=care-guides$/);
  await expect(page.getByRole('heading', { name: 'Posts in Care Guides' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Care Guides' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveText([DREAM_CATCHER.title, CANDLES.title]);
  await expect(page.getByRole('heading', { name: TEXT.featured })).toHaveCount(0);

  // A search inside the category that matches nothing there.
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('bhunga');
  await page.getByRole('searchbox', { name: 'Search blog posts' }).press('Enter');
  await expect(page).toHaveURL(/\?q=bhunga&category=care-guides$/);
  await expect(page.getByRole('heading', { name: TEXT.noPosts })).toBeVisible();
  await page.getByRole('button', { name: TEXT.viewAll }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: TEXT.latest })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search blog posts' })).toHaveValue('');

  // The Explore Categories cards filter the same way.
  await page
    .getByRole('region', { name: TEXT.explore })
    .getByRole('button', { name: /Behind the Scenes/ })
    .click();
  await expect(page).toHaveURL(/\?category=behind-the-scenes$/);
  await expect(page.getByRole('heading', { name: 'Posts in Behind the Scenes' })).toBeVisible();
});

test('a post card leads to the post: markdown, meta, approved comments, related posts, one counted view', async ({
  page,
  request,
}) => {
  const before = await getJson<{ post: { viewCount: number } }>(request, `/api/blog/posts/${CANDLES.slug}`);

  await page.goto('/blog?category=care-guides');
  // The link is the app's once the page is live (the view is counted by the app's post page).
  await hydrated(page);
  const card = listSection(page).getByRole('article').filter({ hasText: CANDLES.title });
  await expect(card.getByText('Care Guides')).toBeVisible();
  await expect(card.getByText(/views?$/)).toBeVisible();
  // First 2 tags only.
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
  let viewPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/blog/posts/${CANDLES.slug}/view`)) viewPosts += 1;
  });
  const firstView = page.waitForResponse((r) => r.url().endsWith(`/api/blog/posts/${CANDLES.slug}/view`));
  await card.getByRole('link', { name: CANDLES.title, exact: true }).click();

  await expect(page).toHaveURL(`/blog/${CANDLES.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: CANDLES.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(CANDLES.title));
  const article = page.getByRole('article');
  await expect(article.getByText('Featured', { exact: true })).toBeVisible();
  await expect(article.getByText('Rahul Nair')).toBeVisible();
  // Markdown: '##' headings become headings, nothing of the markup shows.
  await expect(article.getByRole('heading', { name: 'The first burn matters most' })).toBeVisible();
  const habits = article.getByRole('list').filter({ hasText: 'Trim the wick' });
  await expect(habits.getByRole('listitem')).toHaveCount(5);
  await expect(habits.locator('strong').first()).toHaveText('Trim the wick');
  await expect(article).not.toContainText('##');
  await expect(article).not.toContainText('**');

  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.leaveComment })).toBeVisible();
  await expect(page.getByText(TEXT.note)).toBeVisible();

  const related = page.getByRole('complementary');
  await expect(related.getByRole('heading', { name: 'Related Posts' })).toBeVisible();
  await expect(related.getByRole('link', { name: new RegExp(DREAM_CATCHER.title) })).toBeVisible();
  await expect(related.getByRole('link', { name: new RegExp(CANDLES.title) })).toHaveCount(0);
  await expect(related.getByRole('link', { name: TEXT.viewAll })).toHaveAttribute('href', '/blog');

  // The view is counted once (the page shows the server's new count); a reload within the window does not
  // count again.
  const counted = await firstView;
  expect(counted.status()).toBe(200);
  const { viewCount } = (await counted.json()) as { viewCount: number };
  expect(viewCount).toBeGreaterThan(before.post.viewCount);
  await expect(article.getByText(`${viewCount.toLocaleString('en-IN')} views`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: CANDLES.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(viewPosts).toBe(1);

  await related.getByRole('link', { name: new RegExp(DREAM_CATCHER.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: DREAM_CATCHER.title })).toBeVisible();
});

test('the comment form asks for every field, then submits, says so and clears', async ({ page }) => {
  await page.goto(`/blog/${LIPPAN.slug}`);
  const form = page.getByRole('region', { name: TEXT.leaveComment });
  const submit = form.getByRole('button', { name: 'Submit Comment' });

  await submit.click();
  await expect(form.getByText(TEXT.fillAll)).toBeVisible();

  // Blank after trimming counts as empty.
  await form.getByLabel('Name').fill('   ');
  await form.getByLabel('Email').fill('reader@example.in');
  await form.getByLabel('Comment').fill('Lovely piece.');
  await submit.click();
  await expect(form.getByText(TEXT.fillAll)).toBeVisible();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/blog/posts/${LIPPAN.slug}/comments`)) posts += 1;
  });
  await form.getByLabel('Name').fill('  Farah Sheikh ');
  await submit.click();
  const done = toast(page, TEXT.submitted.title);
  await expect(done).toBeVisible();
  await expect(done).toContainText(TEXT.submitted.description);
  expect(posts).toBe(1);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(form.getByText(TEXT.fillAll)).toHaveCount(0);

  // Pending: not shown on the post.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LIPPAN.title })).toBeVisible();
  await expect(page.getByText('Farah Sheikh')).toHaveCount(0);
});

test('an unknown slug and a draft go back to /blog with the spec message', async ({ page }) => {
  for (const slug of ['no-such-post-here', DRAFT_SLUG]) {
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(toast(page, TEXT.loadFailed)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.latest })).toBeVisible();
  }
});

test('failed loads and sends say so in the spec’s words; an empty blog says so too', async ({ page }) => {
  // Every answer of these endpoints fails; the client retries server errors with back-off before each toast.
  await page.clock.install();
  const fail = {
    status: 500,
    contentType: 'application/json',
    body: '{"error":{"code":"INTERNAL","message":"x"}}',
  };
  // The lists load in the browser (a served page brings its list in the HTML).
  await page.route(/\/api\/blog\/posts\?/, (route) => route.fulfill(fail));
  await openInApp(page, '/blog');
  await expectAfterRetries(page, toast(page, 'Failed to load blog posts. Please try again.'));
  await openInApp(page, '/blog?q=clay');
  await expectAfterRetries(page, toast(page, 'Failed to search blog posts. Please try again.'));
  await openInApp(page, '/blog?category=care-guides');
  await expectAfterRetries(page, toast(page, 'Failed to filter posts. Please try again.'));
  await page.unroute(/\/api\/blog\/posts\?/);

  await page.route(/\/api\/blog\/posts\/[^/]+\/comments$/, (route) => route.fulfill(fail));
  await page.goto(`/blog/${LIPPAN.slug}`);
  const form = page.getByRole('region', { name: TEXT.leaveComment });
  await form.getByLabel('Name').fill('Farah Sheikh');
  await form.getByLabel('Email').fill('farah@example.in');
  await form.getByLabel('Comment').fill('Beautiful work.');
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(toast(page, 'Failed to submit comment. Please try again.')).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel('Comment')).toHaveValue('Beautiful work.');

  await page.route(/\/api\/blog\/(posts\?|featured)/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: route.request().url().includes('featured')
        ? '{"items":[]}'
        : '{"items":[],"total":0,"page":1,"limit":12}',
    }),
  );
  await openInApp(page, '/blog');
  await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible();
});
