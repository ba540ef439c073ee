import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { totp } from '../src/server/testing/totp.ts';
import {
  adminBrowser,
  adminCode,
  otherBrowser,
  ownClientAddress,
  PASSWORD,
  signUpAndSignIn,
  uniqueEmail,
} from './accounts.ts';
import { expect, test, toast } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';

/**
 * Two-factor sign-in as a person does it (issue 39, review 2026-11-29 L3; docs/product.md §5.7): the page is
 * used as soon as it shows, without waiting for the app to hydrate (`page.goto` returns at the load event): the
 * password, then the authenticator's code or a recovery code, each pressed once, reach /admin. Early presses are
 * the early-input capture's to keep (decisions 046, 050).
 */

test.use(ownClientAddress);

const TEXT = {
  required: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  welcomeBack: 'Welcome back!',
  disabled:
    'Two-factor sign-in is off. Turn it on again with your authenticator app before you open the admin.',
  enrolmentRequired: "Two-factor sign-in is required for the shop's team. Turn it on to open the admin.",
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Every sign-in request the page sends (password and second step), to show each press sent one. */
function signInRequests(page: Page): { password: Request[]; secondStep: Request[] } {
  const seen = { password: [] as Request[], secondStep: [] as Request[] };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path === '/api/account/sign-in') seen.password.push(request);
    if (path === '/api/account/two-factor/verify') seen.secondStep.push(request);
  });
  return seen;
}

/** A staff member invited by the e2e admin and enrolled through the API: the recovery codes are theirs. */
async function enrolledStaffMember(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const email = uniqueEmail('tara');
  const admin = await adminBrowser(page, baseURL);
  try {
    const invited = await admin.request.post('/api/admin/staff/invitations', {
      headers,
      data: { email, role: 'staff' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  } finally {
    await admin.close();
  }
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).findLast((m) => m.text.includes('staff-invitation?token='));
        token = mail && /staff-invitation\?token=([^\s&]+)/.exec(mail.text)?.[1];
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const member = await otherBrowser(page, baseURL);
  try {
    await signUpAndSignIn(member, baseURL, 'Tara Bose', { email });
    const accepted = await member.request.post('/api/me/staff-invitation', { headers, data: { token } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    expect((await accepted.json()).redirectTo).toBe('/admin/two-factor');
    const setup = await member.request.post('/api/me/two-factor/setup', {
      headers,
      data: { password: PASSWORD },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    const { secret, recoveryCodes } = (await setup.json()) as { secret: string; recoveryCodes: string[] };
    const confirm = await member.request.post('/api/me/two-factor/confirm', {
      headers,
      data: { code: totp(secret) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    return { email, secret, recoveryCodes };
  } finally {
    await member.close();
  }
}

test('two-factor sign-in as a person does it: password, then the authenticator code, reaches /admin in one press each', async ({
  page,
}) => {
  const requests = signInRequests(page);
  // No wait for hydration: the form is used as soon as the page has loaded.
  await page.goto('/auth');
  await field(page, 'Email').fill(E2E_ADMIN.email);
  await field(page, 'Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(TEXT.required)).toBeVisible();
  expect((await page.request.get('/api/me')).status(), 'no session before the second step').toBe(401);
  await field(page, 'Authenticator code').fill(adminCode());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, TEXT.welcomeBack)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  expect(requests.password, 'one press, one password request').toHaveLength(1);
  expect(requests.secondStep, 'one press, one code request').toHaveLength(1);
});

test('two-factor sign-in as a person does it: password, then a recovery code, reaches /admin in one press each', async ({
  page,
  baseURL,
}) => {
  test.slow(); // an invitation, a sign-up and an enrolment before the sign-in itself
  const { email, recoveryCodes } = await enrolledStaffMember(page, baseURL!);
  const requests = signInRequests(page);
  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(TEXT.required)).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await field(page, 'Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, TEXT.welcomeBack)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  expect(requests.password, 'one press, one password request').toHaveLength(1);
  expect(requests.secondStep, 'one press, one code request').toHaveLength(1);
  expect(requests.secondStep[0]!.postDataJSON()).toMatchObject({ kind: 'recovery' });

  // Turned off, the admin is closed again: the page offers only the enrolment (review 2026-11-29 L3).
  await page.goto('/admin/two-factor');
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(toast(page, TEXT.disabled)).toBeVisible();
  await expect(page.getByText(TEXT.enrolmentRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
});
