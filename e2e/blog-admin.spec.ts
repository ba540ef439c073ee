import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { otherBrowser, ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, expectAfterRetries, test, toast } from './fixtures.ts';

/**
 * The admin Blog tab in the browser (issue 8, docs/product.md §7.7): comment moderation seen from the
 * post page, a post's whole life (with an uploaded image), categories, and that markup in posts and comments
 * stays text. Texts are those of docs/product.md, written out here.
 */
test.use(ownClientAddress);
// Each test walks through several admin screens and dialogs; on a busy 2-core machine that exceeds 30 s.
test.describe.configure({ timeout: 60_000 });

const TEXT = {
  validation: { title: 'Validation Error', description: 'Please fill in Title, Content, and Author fields.' },
  created: 'Blog post created successfully!',
  updated: 'Blog post updated successfully!',
  deleted: 'Blog post deleted successfully!',
  approved: 'Comment approved successfully!',
  rejected: 'Comment rejected successfully!',
  commentDeleted: 'Comment deleted successfully!',
  confirmPost: 'Are you sure you want to delete this blog post?',
  submitted: 'Comment Submitted',
  loadFailed: 'Failed to load blog post. Please try again.',
} as const;

const DREAM_CATCHER = { title: 'Choosing a Dream Catcher for Every Room', slug: 'choosing-a-dream-catcher' };

async function openBlogTab(page: Page): Promise<Locator> {
  await page.goto('/admin?tab=blog');
  const tab = page.getByRole('tabpanel', { name: 'Blog' });
  await expect(tab.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  return tab;
}

/** A real 2×2 PNG (signature, IHDR, IDAT, IEND with CRCs), made here so the upload checks real bytes. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  // Two rows: filter byte 0, then two terracotta pixels.
  const row = Buffer.from([0, 0xb4, 0x53, 0x2a, 0xb4, 0x53, 0x2a]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function guestPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  return context.newPage();
}

test('a reader’s comment shows on the post once the admin approves it, and goes when unapproved or deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  const words = `Could you share how the feathers are dyed? (${Date.now()})`;
  const reader = await guestPage(browser, baseURL!);
  await reader.goto(`/blog/${DREAM_CATCHER.slug}`);
  const form = reader.getByRole('region', { name: 'Leave a Comment' });
  await form.getByLabel('Name').fill('Ishita Bose');
  await form.getByLabel('Email').fill('ishita.bose@example.in');
  await form.getByLabel('Comment').fill(words);
  await form.getByRole('button', { name: 'Submit Comment' }).click();
  await expect(toast(reader, TEXT.submitted)).toBeVisible();

  await signInAsAdmin(page, baseURL!);
  const tab = await openBlogTab(page);
  const commentsTab = tab.getByRole('tab', { name: /^Comments \(\d+\)$/ });
  const pendingBefore = Number(/\((\d+)\)/.exec((await commentsTab.textContent()) ?? '')?.[1]);
  expect(pendingBefore).toBeGreaterThan(0);
  await commentsTab.click();
  const row = tab.getByRole('listitem').filter({ hasText: words });
  await expect(row).toContainText('Ishita Bose');
  await expect(row).toContainText('ishita.bose@example.in');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Unapprove' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, TEXT.approved)).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(tab.getByRole('tab', { name: `Comments (${pendingBefore - 1})` })).toBeVisible();

  await reader.reload();
  await expect(reader.getByRole('listitem').filter({ hasText: words })).toContainText('Ishita Bose');
  // The email is never public.
  await expect(reader.getByText('ishita.bose@example.in')).toHaveCount(0);

  await row.getByRole('button', { name: 'Unapprove' }).click();
  await expect(toast(page, TEXT.rejected)).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: DREAM_CATCHER.title })).toBeVisible();
  await expect(reader.getByText(words)).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this comment?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, TEXT.commentDeleted)).toBeVisible();
  await expect(tab.getByRole('listitem').filter({ hasText: words })).toHaveCount(0);
  await reader.context().close();
});

test('a post from draft to published with an uploaded image, edited, then deleted after a confirmation', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const tab = await openBlogTab(page);
  const stamp = Date.now();
  const title = `Block Printing in Bagru ${stamp}`;

  await tab.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByRole('dialog', { name: 'New Post' });
  await editor.getByRole('button', { name: 'Create Post' }).click();
  const invalid = toast(page, TEXT.validation.title);
  await expect(invalid).toBeVisible();
  await expect(invalid).toContainText(TEXT.validation.description);

  // Typing the title fills the slug.
  await editor.getByLabel('Title').fill(title);
  await expect(editor.getByLabel('Slug')).toHaveValue(`block-printing-in-bagru-${stamp}`);
  await editor.getByLabel('Author').fill('Ananya Rao');
  await editor.getByLabel('Excerpt').fill('Wooden blocks, natural dyes and a river that rinses the cloth.');
  await editor
    .getByLabel('Content')
    .fill('## In the village\n\nEvery block is **carved by hand**.\n\n* indigo\n* madder');
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'In the village' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('carved by hand');
  await expect(preview.getByRole('listitem')).toHaveText(['indigo', 'madder']);
  await editor.getByLabel('Category').selectOption({ label: 'Craft Stories' });
  await editor.getByLabel('Tags').fill(' block print , indigo,, ');

  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles({ name: 'bagru.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(editor.getByLabel('Featured image', { exact: true })).toHaveValue(
    /^\/media\/blog-images\/blog-/,
    {
      timeout: 15_000,
    },
  );
  await expect(editor.getByRole('img', { name: 'Featured image preview' })).toBeVisible();

  await editor.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, TEXT.created)).toBeVisible();
  await expect(editor).toHaveCount(0);
  const row = tab.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row).toContainText('Not published');
  await expect(row.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    `/blog/block-printing-in-bagru-${stamp}`,
  );

  // A draft is not public (a reader's browser: the admin's own sees a preview, audit 2.7).
  const reader = await (await otherBrowser(page, baseURL!)).newPage();
  await reader.goto(`/blog/block-printing-in-bagru-${stamp}`);
  await expect(reader).toHaveURL(/\/blog$/);
  await expect(toast(reader, TEXT.loadFailed)).toBeVisible();

  // Edit: a new title keeps the slug; publish and feature it.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Tags')).toHaveValue('block print, indigo');
  await edit.getByLabel('Title').fill(`${title} (updated)`);
  await expect(edit.getByLabel('Slug')).toHaveValue(`block-printing-in-bagru-${stamp}`);
  await edit.getByRole('switch', { name: 'Published' }).check();
  await edit.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, TEXT.updated)).toBeVisible();
  const updated = tab.getByRole('listitem').filter({ hasText: `${title} (updated)` });
  await expect(updated.getByText('Published', { exact: true })).toBeVisible();
  await expect(updated).toContainText(/Published \d{1,2} [A-Z][a-z]{2,3} \d{4}/);

  await reader.goto('/blog?q=Bagru');
  const card = reader.getByRole('article').filter({ hasText: `${title} (updated)` });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/blog-images\/blog-/);
  await card.getByRole('link', { name: `${title} (updated)`, exact: true }).click();
  await expect(reader.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible();
  await expect(reader.getByRole('article').locator('strong')).toHaveText('carved by hand');

  // Delete: asks first, Cancel keeps it.
  await updated.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(TEXT.confirmPost);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: `Delete ${title} (updated)` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, TEXT.deleted)).toBeVisible();
  await expect(tab.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await reader.goto(`/blog/block-printing-in-bagru-${stamp}`);
  await expect(reader).toHaveURL(/\/blog$/);
  await reader.context().close();
});

test('categories: create and edit, and the new one filters /blog', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const tab = await openBlogTab(page);
  const name = `Festive Crafts ${Date.now()}`;
  await tab.getByRole('tab', { name: /^Categories \(\d+\)$/ }).click();
  await tab.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('Please fill in the category name.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Diyas, torans and rangoli for the season.');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully!')).toBeVisible();
  const row = tab.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Diyas, torans and rangoli for the season.');
  await expect(row).toContainText(`festive-crafts-`);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Description').fill('Lamps and garlands for Diwali.');
  await edit.getByRole('button', { name: 'Update Category' }).click();
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();
  await expect(row).toContainText('Lamps and garlands for Diwali.');

  await page.goto('/blog');
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name: `Posts in ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
});

const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '[x](javascript:window.__xss=1)',
] as const;

async function adminPost(request: APIRequestContext, baseURL: string, data: Record<string, unknown>) {
  const res = await request.post('/api/admin/blog/posts', { headers: { Origin: baseURL }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

test('markup in a post body and in a comment is shown as text and never runs', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const body = `## ${XSS[0]}\n\n${XSS.join('\n')}\n\n* ${XSS[1]}\n* **${XSS[2]}**`;
  const post = await adminPost(page.request, baseURL!, {
    title: `Safe markup ${Date.now()}`,
    content: body,
    author: 'Tester',
    isPublished: true,
  });

  try {
    const comment = await page.request.post(`/api/blog/posts/${post.slug}/comments`, {
      headers: { Origin: baseURL! },
      data: { name: XSS[1], email: 'x@example.in', content: XSS.join(' ') },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const { id } = (await comment.json()) as { id: number };
    const approve = await page.request.patch(`/api/admin/blog/comments/${id}`, {
      headers: { Origin: baseURL! },
      data: { status: 'approved' },
    });
    expect(approve.status()).toBe(200);

    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: XSS[0] })).toBeVisible();
    for (const payload of XSS) await expect(article.getByText(payload).first()).toBeVisible();
    const shown = page.getByRole('listitem').filter({ hasText: XSS[2] }).last();
    await expect(shown).toContainText(XSS[0]);
    // No element came from the payloads: no script, no img with onerror, no javascript: link.
    await expect(page.locator('img[onerror], img[src="x"]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // The editor's live preview renders the same way.
    const tab = await openBlogTab(page);
    await tab.getByRole('button', { name: /^Edit Safe markup/ }).click();
    const preview = page.getByRole('dialog', { name: 'Edit Post' }).getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: XSS[0] })).toBeVisible();
    await expect(preview.locator('img, a, script')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  } finally {
    await page.request.delete(`/api/admin/blog/posts/${post.id}`, { headers: { Origin: baseURL! } });
  }
});

test('admin failures toast the spec’s messages', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const fail = {
    status: 500,
    contentType: 'application/json',
    body: '{"error":{"code":"INTERNAL","message":"x"}}',
  };
  const tab = await openBlogTab(page);

  // Every write fails from here on; the lists still load.
  await page.route(/\/api\/admin\/blog\/(posts|comments)\/\d+$/, (route) => route.fulfill(fail));
  const post = tab.getByRole('listitem').filter({ hasText: DREAM_CATCHER.title });
  await post.getByRole('button', { name: `Edit ${DREAM_CATCHER.title}` }).click();
  await page.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Failed to update blog post. Please try again.')).toBeVisible();
  await page.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Cancel' }).click();

  await post.getByRole('button', { name: `Delete ${DREAM_CATCHER.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete blog post. Please try again.')).toBeVisible();
  await expect(post).toBeVisible();

  await tab.getByRole('tab', { name: /^Comments/ }).click();
  const comment = tab
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Approve' }) })
    .first();
  await comment.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Failed to moderate comment. Please try again.')).toBeVisible();
  await comment.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete comment. Please try again.')).toBeVisible();

  await page.route(/\/api\/admin\/blog\/posts$/, (route) =>
    route.request().method() === 'POST' ? route.fulfill(fail) : route.continue(),
  );
  await tab.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByRole('dialog', { name: 'New Post' });
  await editor.getByLabel('Title').fill('Will not save');
  await editor.getByLabel('Content').fill('Body');
  await editor.getByLabel('Author').fill('Tester');
  await editor.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Failed to create blog post. Please try again.')).toBeVisible();
});

test('a failed load of the Blog tab says so and offers to try again', async ({ page, baseURL }) => {
  // Server errors are retried with back-off before the toast.
  await page.clock.install();
  await signInAsAdmin(page, baseURL!);
  const fail = {
    status: 500,
    contentType: 'application/json',
    body: '{"error":{"code":"INTERNAL","message":"x"}}',
  };
  await page.route(/\/api\/admin\/blog\/posts\?/, (route) => route.fulfill(fail));
  await page.goto('/admin?tab=blog');
  await expectAfterRetries(page, toast(page, 'Failed to load blog data. Please try again.'));
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load blog data.' });
  await expect(failed).toBeVisible();
  await page.unroute(/\/api\/admin\/blog\/posts\?/);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: /^Posts \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: DREAM_CATCHER.title })).toBeVisible();
});
