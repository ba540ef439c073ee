import type { Page } from '@playwright/test';
import { otherBrowser, ownClientAddress, PASSWORD, signUpAndSignIn } from './accounts.ts';
import { expect, header, readCode, test, toast } from './fixtures.ts';
import { placeOrder } from './orders.ts';

/** My Account (issue 22, docs/product.md §5.10): the signed-in customer's own details, password and devices. */

test.use(ownClientAddress);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const NEW_PASSWORD = 'madhubani-river-77';

async function openMyAccount(page: Page) {
  await page.goto('/');
  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
}

test('a customer changes their name and password; the other device is signed out', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Meera Iyer');
  const phone = await otherBrowser(page, baseURL!);
  try {
    const signIn = await phone.request.post('/api/account/sign-in', {
      headers: { Origin: baseURL! },
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);

    await openMyAccount(page);
    const details = page.getByRole('form', { name: 'Your details' });
    await expect(field(page, 'Full Name')).toHaveValue('Meera Iyer');
    await field(page, 'Full Name').fill('');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details.getByText('Please enter your full name.')).toBeVisible();
    await field(page, 'Full Name').fill('Meera Krishnan');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(toast(page, 'Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Full Name')).toHaveValue('Meera Krishnan');

    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    // The sign-up's session, this sign-in's and the phone's.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByText('This device')).toBeVisible();

    const password = page.getByRole('form', { name: 'Change password' });
    // The email change asks for the current password too (review L7): this one is the password form's.
    await password.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your current password is not right.')).toBeVisible();
    await password.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your password is changed. Every other device is signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect((await phone.request.get('/api/me')).status()).toBe(401);

    // Signed out and in again with the new password.
    await header(page)
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Welcome back!')).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('a customer cancels an order from My Orders before it is packed', async ({ page, baseURL }) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Kabir Shah');
  const { orderNumber } = await placeOrder(page.request, baseURL!, {
    buyer: { fullName: 'Kabir Shah', email },
  });

  await page.goto('/order-history');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  // In the shopper's terms, not the shop's (audit D-c5).
  await expect(dialog).toContainText('We will email you to confirm the cancellation.');
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(card.locator('[data-status="confirmed"]')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, `Order ${orderNumber} is cancelled.`)).toBeVisible();
  await expect(card.locator('[data-status="cancelled"]')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a customer signs in with an emailed code instead of the password', async ({ page, baseURL }) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Tara Menon');
  await page.context().clearCookies();
  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  const ask = page.getByRole('form', { name: 'Sign in with a code' });
  await expect(field(page, 'Email')).toHaveValue(email);
  const since = Date.now();
  await ask.getByRole('button', { name: 'Email me a code' }).click();

  const step = page.getByRole('form', { name: 'Enter your sign-in code' });
  await expect(step.getByText(/we have sent a 6-digit sign-in code/)).toBeVisible();
  await expect(step.getByRole('button', { name: /Resend code/ })).toBeDisabled();
  const code = await readCode(email, { since });
  await field(page, '6-digit code').fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Sign In' }).click();
  await expect(step.getByText('Invalid OTP. 2 attempts remaining.')).toBeVisible();
  await field(page, '6-digit code').fill(code);
  await step.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('a customer downloads their data, deletes the account, and can no longer sign in with it', async ({
  page,
  baseURL,
}) => {
  const email = await signUpAndSignIn(page, baseURL!, 'Nisha Pillai');
  await openMyAccount(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^karigar-my-data-\d{4}-\d{2}-\d{2}\.json$/);

  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Password', { exact: true }).fill('not-my-password');
  await form.getByRole('button', { name: 'Delete My Account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete My Account' })
    .click();
  await expect(form.getByText('That password is not right.')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete My Account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete My Account' })
    .click();
  await expect(
    toast(page, 'Your account is deleted. Your orders are kept without your name or contact details.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
