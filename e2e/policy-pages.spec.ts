import { otherBrowser, ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, test, toast } from './fixtures.ts';

/**
 * Policy pages (issue 46 point 1, decision 077) on a phone: the owner rewrites the refund policy in Admin → Pages,
 * English and Hindi, with the markdown preview; a shopper opens it from the footer of an English page and of a
 * Hindi one. Put back to its template at the end (the suite shares one database).
 */
test.use({ ...ownClientAddress, viewport: { width: 390, height: 844 } });

test("the footer's policy links open owner-edited pages in both languages", async ({ page, baseURL }) => {
  const stamp = Date.now();
  const english = { title: `Returns, simply (${stamp})`, line: 'Tell us within 10 days and we collect it.' };
  const hindi = { title: `आसान वापसी (${stamp})`, line: '10 दिन में बताएँ, हम ले जाएँगे।' };
  await signInAsAdmin(page, baseURL!);
  const shopper = await otherBrowser(page, baseURL!);
  try {
    await page.goto('/admin?tab=pages');
    const tab = page.getByRole('tabpanel', { name: 'Pages' });
    await tab.getByRole('button', { name: 'Edit Refund, Return and Cancellation Policy' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit page' });
    await editor.getByLabel('Title', { exact: true }).fill(english.title);
    await editor.getByLabel('Page text', { exact: true }).fill(`## Easy returns\n\n**${english.line}**`);
    // The blog's preview draws the markdown as the page will.
    const preview = editor.getByRole('region', { name: 'Preview' }).first();
    await expect(preview.getByRole('heading', { name: 'Easy returns' })).toBeVisible();
    await expect(preview.locator('strong', { hasText: english.line })).toBeVisible();
    await editor.getByLabel('शीर्षक (Hindi title)').fill(hindi.title);
    await editor.getByLabel('पेज का पाठ (Hindi text)').fill(hindi.line);
    await editor.getByRole('button', { name: 'Save page' }).click();
    await expect(toast(page, 'Page saved.')).toBeVisible();
    await expect(tab.getByText('EN: Edited')).toBeVisible();

    const reader = await shopper.newPage();
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto('/');
    const footer = reader.getByRole('navigation', { name: 'Policies' });
    await footer.getByRole('link', { name: 'Refunds & Returns' }).click();
    await expect(reader).toHaveURL(/\/pages\/refund-policy$/);
    await expect(reader.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await expect(reader.getByText(english.line)).toBeVisible();

    await reader.goto('/hi');
    await reader
      .getByRole('navigation', { name: 'नीतियाँ' })
      .getByRole('link', { name: 'रिफ़ंड और वापसी' })
      .click();
    await expect(reader).toHaveURL(/\/hi\/pages\/refund-policy$/);
    await expect(reader.getByRole('heading', { level: 1, name: hindi.title })).toBeVisible();
    await expect(reader.getByText(hindi.line)).toBeVisible();
  } finally {
    await shopper.close();
    for (const lang of ['en', 'hi'])
      await page.request.post('/api/admin/pages/refund-policy/reset', {
        headers: { Origin: baseURL! },
        data: { lang },
      });
  }
});
