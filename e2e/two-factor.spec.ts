import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { totp } from '../src/server/testing/totp.ts';
import { ownClientAddress } from './accounts.ts';
import { expect, header, test, toast } from './fixtures.ts';

/**
 * Admin two-factor sign-in in the browser (review M8, docs/product.md §5.7): enrol from the profile menu,
 * sign out, sign in with a code this test computes from the key the page showed, then with a recovery code;
 * finally turn it off again (the shared e2e admin must sign in with its password alone in other tests).
 */

test.use(ownClientAddress);

const TEXT = {
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off. Your password alone signs you in.',
  required: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Please try again.',
  welcomeBack: 'Welcome back!',
  signedOut: 'Signed out successfully',
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signInWithPassword(page: Page) {
  await page.goto('/auth');
  await field(page, 'Email').fill(E2E_ADMIN.email);
  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(TEXT.required)).toBeVisible();
}

async function signOut(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, TEXT.signedOut)).toBeVisible();
}

/** If the test stopped half-way, turn two-factor off so the shared admin signs in with its password again. */
async function turnOffThroughApi(page: Page, baseURL: string, secret: string) {
  const headers = { Origin: baseURL };
  const request = page.context().request;
  const signIn = await request.post('/api/account/sign-in', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if ((await signIn.json()).twoFactorRequired) {
    await request.post('/api/account/two-factor/verify', {
      headers,
      data: { code: totp(secret), kind: 'authenticator' },
    });
  }
  await request.post('/api/me/two-factor/disable', { headers, data: { password: E2E_ADMIN.password } });
}

test('admin two-factor: enrol, sign in with an authenticator code, then with a recovery code, turn off', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth');
  await field(page, 'Email').fill(E2E_ADMIN.email);
  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Enrol from the profile menu.
  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByRole('definition').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  let recoveryCodes: string[] = [];
  try {
    // A wrong first code is refused on the field; the right one turns it on.
    await field(page, 'Code from the app').fill(totp(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const confirmForm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
    await expect(confirmForm.getByText(TEXT.wrongCode)).toBeVisible();
    await expect(field(page, 'Code from the app')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, TEXT.wrongCode), 'said once, on the field').toHaveCount(0);
    await field(page, 'Code from the app').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, TEXT.enabled)).toBeVisible();

    // The recovery codes, shown once.
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('button', { name: 'Download codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    // Sign out; the password alone no longer signs in: the code step follows.
    await signOut(page);
    await signInWithPassword(page);
    expect((await page.request.get('/api/me')).status(), 'no session before the second step').toBe(401);
    await field(page, 'Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, TEXT.welcomeBack)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    // Again, with a recovery code this time.
    await signOut(page);
    await signInWithPassword(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await field(page, 'Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, TEXT.welcomeBack)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    // Turn it off again: the password signs in alone.
    await page.goto('/admin/two-factor');
    await field(page, 'Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(toast(page, TEXT.disabled)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  } catch (error) {
    await turnOffThroughApi(page, baseURL!, secret);
    throw error;
  }
});
