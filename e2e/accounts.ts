import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { DEMO_AUTHENTICATOR_KEY } from '../src/server/features/auth/demo-authenticator.ts';
import { totp } from '../src/server/testing/totp.ts';
import { expect, readCode } from './fixtures.ts';

/** Accounts for browser tests: a fresh address per test and a real sign-up through the mail sink. */

export const PASSWORD = 'kalamkari-42';
const random = (max: number) => Math.floor(Math.random() * max);

/**
 * Per-IP limits (5 sign-ins, 3 codes a minute) hold in tests too: the e2e server trusts X-Forwarded-For
 * (TRUST_PROXY), so `test.use(ownClientAddress)` gives each test its own address.
 */
export const ownClientAddress = {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use: (headers: Record<string, string>) => Promise<void>) => {
    await use({ 'X-Forwarded-For': `10.${random(256)}.${random(256)}.${1 + random(254)}` });
  },
};

let emails = 0;
/** A fresh address per test (the per-email code limits, and no account left over from another test). */
export function uniqueEmail(name: string): string {
  emails += 1;
  return `${name}.${Date.now().toString(36)}${random(1000)}.${emails}@example.in`;
}

/** Sign up (code from the mail), verify and sign in, all on the page's (or browser's) own cookie jar. */
export async function signUpAndSignIn(
  page: { request: APIRequestContext },
  baseURL: string,
  name = 'Meera Iyer',
  { marketingConsent = false, email = uniqueEmail(name.split(' ')[0]!.toLowerCase()) } = {},
): Promise<string> {
  const headers = { Origin: baseURL };
  const since = Date.now();
  const signUp = await page.request.post('/api/account/sign-up', {
    headers,
    data: {
      fullName: name,
      email,
      mobileNumber: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      marketingConsent,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const otp = await readCode(email, { since });
  const verify = await page.request.post('/api/account/verify-email', { headers, data: { email, otp } });
  expect(verify.status(), await verify.text()).toBe(200);
  const signIn = await page.request.post('/api/account/sign-in', {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return email;
}

const octet = () => 1 + random(254);

/** Another browser with its own client address (per-IP limits), nobody signed in. Close it after use. */
export function otherBrowser(page: Page, baseURL: string): Promise<BrowserContext> {
  return page
    .context()
    .browser()!
    .newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` } });
}

/** Another browser signed in as the e2e admin (its `request` calls the admin API). Close it after use. */
export async function adminBrowser(page: Page, baseURL: string): Promise<BrowserContext> {
  const admin = await otherBrowser(page, baseURL);
  await signInAsAdmin(admin, baseURL);
  return admin;
}

/**
 * The e2e admin's authenticator: two-factor sign-in is required for the team (review 2026-11-29 L3), and the e2e
 * shop's admin, created on a first demo start outside production, is enrolled with the demo's published key
 * (decision 059). Codes come from it as an authenticator app computes them.
 */
export const E2E_ADMIN_AUTHENTICATOR_KEY = DEMO_AUTHENTICATOR_KEY;

/** The e2e admin's current authenticator code. */
export const adminCode = (): string => totp(E2E_ADMIN_AUTHENTICATOR_KEY);

/**
 * Signs the e2e admin in on a page's or a browser's cookie jar through the API: the password, then the
 * authenticator code (the second step every team account has).
 */
export async function signInAsAdmin(target: { request: APIRequestContext }, baseURL: string): Promise<void> {
  const headers = { Origin: baseURL };
  const signIn = await target.request.post('/api/account/sign-in', {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect(await signIn.json(), 'the e2e admin has two-factor sign-in on').toMatchObject({
    twoFactorRequired: true,
  });
  const step = await target.request.post('/api/account/two-factor/verify', {
    headers,
    data: { code: adminCode(), kind: 'authenticator' },
  });
  expect(step.status(), await step.text()).toBe(200);
}

/** The e2e admin signs in on the /auth page as a person does: email, password, Sign In, then the app's code. */
export async function signInAsAdminWithForm(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Authenticator code', { exact: true }).fill(adminCode());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}
