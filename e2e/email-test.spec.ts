import { formatDateTime } from '../src/shared/format/dates.ts';
import { ownClientAddress, signInAsAdmin } from './accounts.ts';
import { expect, readCode, test, toast } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';

/**
 * docs/product.md §8.2-§8.3, email test pages (admin-only, §2.4): each needs an address, and the mail really
 * leaves through the server (the e2e mail sink receives it).
 */
test.use({ ...ownClientAddress, timezoneId: 'UTC' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a guest cannot use the email test pages (sent to sign in, with the way back: audit 6.1)', async ({
  page,
}) => {
  await page.goto('/email-test');
  await expect(page).toHaveURL(/\/auth\?next=%2Femail-test$/);
});

test('the admin sends a sign-up code from /email-test and a test order email from /test-emails', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);

  await page.goto('/email-test');
  await expect(page.getByRole('heading', { name: 'Email Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Signup Code' }).click();
  await expect(page.getByText('Please enter an email address.')).toBeVisible();

  const to = `mail-check.${Date.now()}@example.in`;
  const since = Date.now();
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send Signup Code' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();
  expect(await readCode(to, { since })).toMatch(/^\d{6}$/);

  // The outbox view on the same page lists the mail as sent.
  const outbox = page.getByRole('region', { name: 'Outbox' });
  await outbox.getByRole('button', { name: 'Refresh' }).click();
  const row = outbox.getByRole('listitem').filter({ hasText: to }).first();
  await expect(row).toContainText('sent');
  // In India time, as everywhere in the shop, whatever the browser's zone (audit D-m7): this browser is in UTC.
  const sentAround = [since, Date.now() + 60_000].map((at) => formatDateTime(new Date(at)));
  await expect(row).toContainText(new RegExp(sentAround.map(escapeRegExp).join('|')));

  await page.goto('/test-emails');
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();
});

test('audit 2.6: /test-emails sends the real order confirmation with sample data, marked as a test', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);

  const to = `order-mail-check.${Date.now()}@example.in`;
  await page.goto('/test-emails');
  await page.getByLabel('Email address').fill(to);
  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(toast(page, 'Email sent')).toBeVisible();

  await expect.poll(() => mailsTo(to).length).toBe(1);
  const [mail] = mailsTo(to);
  expect(mail!.subject).toMatch(/^\[Test\] Your .+ order CT000000TEST01 is confirmed$/);
  expect(mail!.text.split('\n')[0]).toContain('This is a test of the order confirmation email');
  for (const part of [
    'Your items',
    'Peacock Dream Catcher',
    'View your order',
    'Delivering to',
    'No order was placed',
  ]) {
    expect(mail!.html).toContain(part);
  }
});
