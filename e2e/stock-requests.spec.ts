import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { adminBrowser, ownClientAddress, uniqueEmail } from './accounts.ts';
import { expect, gotoLive, test, toast } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';

/**
 * Back in stock (issue 44 point 4, decision 073), at 390 px: a shopper asks on a sold-out piece's page; the owner
 * sees the request in the piece's Edit dialog and restocks it there; the shopper's mail arrives. The piece is this
 * test's own (the seed's out-of-stock products stay as other specs expect), and it ends in stock.
 */

test.use(ownClientAddress);

/** The page at 390 px, and the owner in a browser of their own (close it after use). */
async function adminAt390(page: Page, baseURL: string): Promise<BrowserContext> {
  await page.setViewportSize({ width: 390, height: 844 });
  return adminBrowser(page, baseURL);
}

/** This test's own piece, sold out (stock 0), made through the admin API. */
async function soldOutPiece(
  admin: BrowserContext,
  baseURL: string,
  title: string,
  fields: { category: string; catalogNumber: string; fulfilment?: string },
) {
  const stamp = randomUUID().slice(0, 6).toUpperCase();
  const name = `${title} ${stamp}`;
  const created = await admin.request.post('/api/admin/products', {
    headers: { Origin: baseURL },
    data: {
      ...fields,
      name,
      price: 89_900,
      catalogNumber: `${fields.catalogNumber}-${stamp}`,
      stockQuantity: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  return { stamp, name, productId: id, slug };
}

test('a shopper asks to hear when a sold-out piece is back; the owner restocks it; the mail arrives', async ({
  page,
  baseURL,
}) => {
  const admin = await adminAt390(page, baseURL!);
  try {
    const { stamp, name, productId, slug } = await soldOutPiece(admin, baseURL!, 'Brass Diya', {
      category: 'Others',
      catalogNumber: 'E2E-BIS',
    });

    // The shopper (a guest): the sold-out page offers the request; the box must be ticked.
    const email = uniqueEmail('back-in-stock');
    await gotoLive(page, `/product/${productId}`);
    await page.getByRole('button', { name: "Tell me when it's back" }).click();
    const form = page.getByRole('form', { name: "Tell me when it's back" });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(
      form.getByText('Please tick the box so we may write to you about this piece.'),
    ).toBeVisible();
    await form.getByLabel('Email me once when this piece is back in stock.').check();
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We will email' })).toHaveText(
      `Done. We will email ${email} once when it is back.`,
    );
    expect(mailsTo(email)).toEqual([]);

    // The owner: the Edit dialog lists the waiting shopper; a stock of 2 restocks it.
    const owner = await admin.newPage();
    await owner.setViewportSize({ width: 390, height: 844 });
    await gotoLive(owner, '/admin?tab=products');
    await owner.getByLabel('Search products').fill(`E2E-BIS-${stamp}`);
    await owner.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit Product' });
    const asking = edit.getByRole('region', { name: 'Shoppers asking' });
    await expect(asking).toContainText('1 waiting to hear it is back');
    await expect(asking).toContainText(email.toLowerCase());
    await edit.getByLabel('Stock quantity').fill('2');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(owner, 'Product updated successfully!')).toBeVisible();

    // The shopper's mail: once, naming the piece, with its link.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toContain(`Back in stock: ${name}`);
    expect(mail!.text).toContain(`/product/${slug}?variant=`);
  } finally {
    await admin.close();
  }
});

test('a sold one-of-a-kind piece: "Sold — ask for one like this" with a note reaches the owner', async ({
  page,
  baseURL,
}) => {
  const admin = await adminAt390(page, baseURL!);
  try {
    const { productId, name } = await soldOutPiece(admin, baseURL!, 'Pattachitra Scroll', {
      category: 'Illustration',
      catalogNumber: 'E2E-OAK',
      fulfilment: 'one_of_a_kind',
    });
    const settings = (await (await admin.request.get('/api/admin/settings')).json()) as {
      orderNotificationEmail: string | null;
      contactEmail: string;
    };
    const owner = settings.orderNotificationEmail || settings.contactEmail;

    const email = uniqueEmail('like-this');
    await gotoLive(page, `/product/${productId}`);
    await expect(page.getByRole('button', { name: "Tell me when it's back" })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sold — ask for one like this' }).click();
    const form = page.getByRole('form', { name: 'Sold — ask for one like this' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    // The shopper's note is text, never HTML.
    await form.getByLabel('Note (optional)').fill('In <b>indigo</b>, for a wedding');
    await form.getByLabel('The shop may email me about a piece like this.').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The maker will write' })).toHaveText(
      `Sent. The maker will write to ${email} if they can make one.`,
    );

    await expect
      .poll(() => mailsTo(owner).filter((m) => m.subject.includes(name)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = mailsTo(owner).find((m) => m.subject.includes(name))!;
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('In <b>indigo</b>, for a wedding');
    expect(mail.html).toContain('In &lt;b&gt;indigo&lt;/b&gt;, for a wedding');
  } finally {
    await admin.close();
  }
});
