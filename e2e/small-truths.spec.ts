import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, test, toast } from './fixtures.ts';

/** Small truths from the spec audit (8.1). */

test.use(ownClientAddress);

test('8.1: a failed customer export says Error exporting customer data', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.route('**/api/admin/customers/export.csv', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  await page.goto('/admin?tab=customers');
  await page.getByRole('button', { name: 'Export Customer Data' }).click();
  const failed = toast(page, 'Error exporting customer data');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Failed to export customer data.');
});

test('2.5: the dashboard reaches the mail outbox and the mail tools', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto('/admin');
  const mail = page.getByRole('navigation', { name: 'Mail' });
  await mail.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page).toHaveURL(/\/email-test$/);
  await page.goBack();
  await page.getByRole('navigation', { name: 'Mail' }).getByRole('link', { name: 'Mail tools' }).click();
  await expect(page).toHaveURL(/\/test-emails$/);
});
