import type { APIRequestContext, Page } from '@playwright/test';
import { otherBrowser, ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, getJson, test, toast } from './fixtures.ts';

/**
 * Spec audit (issue 18) in the admin's content tabs: a draft previewed from the Blog tab (2.7), a comment
 * rejected and restored (2.8), a category deleted and a testimonial edited (B3), the testimonials list paged
 * (B6). Every test puts back what it changed (the suite shares one database).
 */
test.use(ownClientAddress);
test.describe.configure({ timeout: 60_000 });

async function send(
  request: APIRequestContext,
  baseURL: string,
  method: 'POST' | 'DELETE',
  url: string,
  data?: object,
) {
  const res = await request.fetch(url, { method, headers: { Origin: baseURL }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? undefined : await res.json();
}

async function openBlogSection(page: Page, section: RegExp) {
  await page.goto('/admin?tab=blog');
  const tab = page.getByRole('tabpanel', { name: 'Blog' });
  await expect(tab.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  await tab.getByRole('tab', { name: section }).click();
  return tab;
}

test('audit 2.7: the admin previews a draft from its title link; a guest is sent back to /blog', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const title = `Draft lamp notes ${Date.now()}`;
  const draft = (await send(page.request, baseURL!, 'POST', '/api/admin/blog/posts', {
    title,
    content: 'Work in **progress**.',
    author: 'Meera',
    isPublished: false,
  })) as { id: number; slug: string };
  const guest = await otherBrowser(page, baseURL!);
  try {
    const tab = await openBlogSection(page, /^Posts \(\d+\)$/);
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      tab.getByRole('link', { name: new RegExp(`^${title}`) }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/blog/${draft.slug}$`));
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(preview.getByRole('status').filter({ hasText: 'This post is a draft' })).toBeVisible();
    await expect(preview.getByText('Failed to load blog post. Please try again.')).toHaveCount(0);
    await preview.close();

    const reader = await guest.newPage();
    await reader.goto(`/blog/${draft.slug}`);
    await expect(reader).toHaveURL(/\/blog$/, { timeout: 15_000 });
    await expect(toast(reader, 'Failed to load blog post. Please try again.')).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
  } finally {
    await guest.close();
    await send(page.request, baseURL!, 'DELETE', `/api/admin/blog/posts/${draft.id}`);
  }
});

test('audit 2.8: Reject takes a pending comment out of the pending count into Rejected; Restore brings it back', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const post = (await send(page.request, baseURL!, 'POST', '/api/admin/blog/posts', {
    title: `Moderation ${Date.now()}`,
    content: 'A post to comment on.',
    author: 'Meera',
    isPublished: true,
  })) as { id: number; slug: string };
  const words = `Cheap watches here (${Date.now()})`;
  try {
    await send(page.request, baseURL!, 'POST', `/api/blog/posts/${post.slug}/comments`, {
      name: 'Spammer',
      email: 'spam@example.in',
      content: words,
    });
    const tab = await openBlogSection(page, /^Comments \(\d+\)$/);
    const commentsTab = tab.getByRole('tab', { name: /^Comments \(\d+\)$/ });
    const pending = Number(/\((\d+)\)/.exec((await commentsTab.textContent()) ?? '')?.[1]);
    const row = tab.getByRole('listitem').filter({ hasText: words });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Comment rejected successfully!')).toBeVisible();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(tab.getByRole('tab', { name: `Comments (${pending - 1})` })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Comment restored to pending.')).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(tab.getByRole('tab', { name: `Comments (${pending})` })).toBeVisible();
  } finally {
    await send(page.request, baseURL!, 'DELETE', `/api/admin/blog/posts/${post.id}`);
  }
});

test('audit B3: a category is deleted after a confirmation; its post stays on the blog without it', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const name = `Short-lived ${Date.now()}`;
  await send(page.request, baseURL!, 'POST', '/api/admin/blog/categories', { name });
  const { items } = await getJson<{ items: Array<{ name: string; slug: string }> }>(
    page.request,
    '/api/admin/blog/categories',
  );
  const category = items.find((c) => c.name === name)!;
  const title = `Kept post ${Date.now()}`;
  const post = (await send(page.request, baseURL!, 'POST', '/api/admin/blog/posts', {
    title,
    content: 'Still here.',
    author: 'Meera',
    category: category.slug,
    isPublished: true,
  })) as { id: number; slug: string };
  try {
    const tab = await openBlogSection(page, /^Categories \(\d+\)$/);
    const row = tab.getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Category' });
    await expect(confirm).toContainText('Are you sure you want to delete this category?');
    await expect(confirm).toContainText('Its 1 published post stays on the blog, without a category.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Category deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/blog/${post.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText(name)).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name }),
    ).toHaveCount(0);
  } finally {
    await send(page.request, baseURL!, 'DELETE', `/api/admin/blog/posts/${post.id}`);
  }
});

test('audit B3, B6: the testimonials list pages with Load more, and a testimonial is edited in its dialog', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const stamp = Date.now().toString(36);
  const made: number[] = [];
  try {
    for (let i = 0; i < 21; i++) {
      const saved = (await send(page.request, baseURL!, 'POST', '/api/admin/testimonials', {
        customerName: `Pager ${stamp} ${i}`,
        rating: 5,
        reviewText: `Lovely work, number ${i} (${stamp}).`,
      })) as { id: number };
      made.push(saved.id);
    }
    const { total } = await getJson<{ total: number }>(page.request, '/api/admin/testimonials?limit=1');
    await page.goto('/admin?tab=testimonials');
    const list = page.getByRole('region', { name: /^Testimonials/ });
    await expect(list.getByRole('heading', { name: `Testimonials (${total})` })).toBeVisible({
      timeout: 15_000,
    });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await list.getByRole('button', { name: `Load more (20 of ${total})` }).click();
    await expect(items).toHaveCount(Math.min(total, 40));

    // The newest one had a typo.
    const newest = `Pager ${stamp} 20`;
    await items
      .first()
      .getByRole('button', { name: `Edit testimonial by ${newest}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await expect(dialog.getByLabel('Review text')).toHaveValue(`Lovely work, number 20 (${stamp}).`);
    await dialog.getByLabel('Review text').fill('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await dialog.getByLabel('Review text').fill(`Lovely work, truly (${stamp}).`);
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Testimonial updated successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const edited = items.filter({ hasText: newest });
    await expect(edited).toContainText(`Lovely work, truly (${stamp}).`);
    await expect(edited.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  } finally {
    for (const id of made) await send(page.request, baseURL!, 'DELETE', `/api/admin/testimonials/${id}`);
  }
});
