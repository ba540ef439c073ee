import type { Page } from '@playwright/test';
import {
  adminBrowser,
  otherBrowser,
  ownClientAddress,
  PASSWORD,
  signUpAndSignIn,
  uniqueEmail,
} from './accounts.ts';
import { expect, header, readCode, test, toast } from './fixtures.ts';

/**
 * Marketing consent (audit B1, DPDP Act 2023; docs/product.md §5.8): asked with an unticked box at sign-up,
 * remembered on the account page, and ended by the unsubscribe link without signing in.
 */

test.use(ownClientAddress);

const CONSENT = 'Email me news and offers from Karigar';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The marketing export as the admin downloads it: email → unsubscribe link. */
async function marketingList(page: Page, baseURL: string): Promise<Map<string, string>> {
  const admin = await adminBrowser(page, baseURL);
  try {
    const csv = await admin.request.get('/api/admin/customers/marketing-export.csv');
    expect(csv.status()).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter(Boolean);
    return new Map(lines.map((line) => [line.split(',')[0]!, line.split(',').at(-1)!]));
  } finally {
    await admin.close();
  }
}

test('B1: the consent box at sign-up is unticked by default, and the answer is remembered on the account page', async ({
  page,
}) => {
  const email = uniqueEmail('devika');
  await page.goto('/auth?tab=signup');
  const box = page.getByRole('checkbox', { name: CONSENT });
  await expect(box).not.toBeChecked();

  await field(page, 'Full Name').fill('Devika Nair');
  await field(page, 'Email').fill(email);
  await field(page, 'Mobile Number').fill('9876543210');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await box.check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await dialog.getByLabel('6-digit code').fill(await readCode(email, { since }));
  await dialog.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/$/);

  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  const remembered = page.getByRole('checkbox', { name: CONSENT });
  await expect(remembered).toBeChecked();
  await expect(
    page.getByText(/You agreed to news and offers by email \(.*when you signed up\)/),
  ).toBeVisible();

  await remembered.uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page, 'Your email preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await expect(page.getByText(/You chose no news and offers by email \(.*on this page\)/)).toBeVisible();
});

test('B1: the unsubscribe link in the marketing list ends consent without signing in', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Ishaan Mehta', { marketingConsent: true });
  const link = (await marketingList(page, baseURL!)).get(email);
  expect(link, 'an opted-in customer is on the marketing list').toMatch(/\/unsubscribe\?token=/);

  // A fresh browser: nobody signed in.
  const stranger = await otherBrowser(page, baseURL!);
  try {
    const tab = await stranger.newPage();
    await tab.goto(`/unsubscribe${new URL(link!).search}`);
    await expect(tab.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeVisible();
    await expect(tab.getByText(`Karigar will send no more news or offers to ${email}.`)).toBeVisible();
  } finally {
    await stranger.close();
  }
  expect((await marketingList(page, baseURL!)).has(email)).toBe(false);

  await page.goto('/account');
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  await expect(page.getByText(/with the unsubscribe link in an email/)).toBeVisible();
});
