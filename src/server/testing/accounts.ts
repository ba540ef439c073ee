import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ROLES } from '#shared/constants/roles.ts';
import { user } from '../db/schema/index.ts';
import { ensureAdmin } from '../features/auth/bootstrap-admin.ts';
import { enrolTwoFactor } from '../features/auth/two-factor-enrolment.ts';
import { TEST_ORIGIN, type TestApp } from './build-test-app.ts';
import { base32, totp } from './totp.ts';

let lastIp = 0;
/** A fresh client address per call: rate limits are per IP and on in tests, as everywhere. */
export function nextIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** A browser stand-in: one IP, a cookie jar, the shop's Origin on every request. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    readonly ip = nextIp(),
    readonly userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: TEST_ORIGIN,
        'user-agent': this.userAgent,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    });
    this.keepCookies(res);
    return res;
  }

  post(url: string, body: object = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/**
 * Code mails are queued and delivered after the answer (review M5): waits for the deliveries
 * under way, so what `t.mailer` holds is everything the requests so far mailed.
 */
export async function mailSettled(t: Pick<TestApp, 'app'>): Promise<void> {
  await t.app.mailer.settled();
}

/** The 6-digit code in the newest mail to an address, once the mail under way has left. */
export async function codeFor(t: Pick<TestApp, 'app' | 'mailer'>, email: string): Promise<string> {
  await mailSettled(t);
  const mail = t.mailer.lastTo(email);
  const code = mail?.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let lastEmail = 0;
export function uniqueEmail(name = 'shopper'): string {
  lastEmail += 1;
  return `${name}.${Date.now().toString(36)}.${lastEmail}@example.in`;
}

export const PASSWORD = 'kalamkari-42';

export function signUpBody(email: string, overrides: Record<string, string> = {}) {
  return {
    fullName: 'Asha Rao',
    email,
    mobileNumber: '+91 98765-43210',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

/** Signs up and verifies a new customer; the returned client holds the session. */
export async function createCustomer(t: TestApp, email = uniqueEmail()): Promise<TestClient> {
  const client = new TestClient(t);
  const signUp = await client.post('/api/account/sign-up', signUpBody(email));
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const verify = await client.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return client;
}

/**
 * The team's authenticator in the tests: two-factor sign-in is required for admins and staff (review 2026-11-29
 * L3), so `createAdmin` and `createStaff` enrol their account with this secret, and `signIn` answers the second
 * step with its current code.
 */
export const TEAM_TWO_FACTOR_SECRET = 'karigar-test-team-2fa';
export const TEAM_AUTHENTICATOR_KEY = base32(TEAM_TWO_FACTOR_SECRET);

type TeamOptions = {
  /** false: the account is left without two-factor sign-in (it reaches only the enrolment). */
  twoFactor?: boolean;
};

async function enrolTeamAccount(t: TestApp, email: string): Promise<void> {
  const [row] = await t.db.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  await enrolTwoFactor(t.db.db, t.app.auth, row.id, TEAM_TWO_FACTOR_SECRET);
}

/** An admin account (through the same ensureAdmin as start-up), enrolled in two-factor, signed in on a fresh client. */
export async function createAdmin(
  t: TestApp,
  email = uniqueEmail('admin'),
  { twoFactor = true }: TeamOptions = {},
): Promise<TestClient> {
  await ensureAdmin(t.db.db, t.app.auth, { email, password: PASSWORD });
  if (twoFactor) await enrolTeamAccount(t, email);
  return signIn(t, email);
}

/**
 * Signs in with the password on a fresh client; an account with two-factor on gets its second step answered with
 * the authenticator code of `authenticatorKey` (the team's, unless given).
 */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  authenticatorKey = TEAM_AUTHENTICATOR_KEY,
): Promise<TestClient> {
  const client = new TestClient(t);
  const res = await client.post('/api/account/sign-in', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  if (res.json().twoFactorRequired) {
    const step = await client.post('/api/account/two-factor/verify', {
      code: totp(authenticatorKey),
      kind: 'authenticator',
    });
    if (step.statusCode !== 200) throw new Error(`two-factor step failed: ${step.statusCode} ${step.body}`);
  }
  return client;
}

/**
 * A staff member (decision 037): a verified customer given the role, enrolled in two-factor, signed in on a fresh
 * client.
 */
export async function createStaff(
  t: TestApp,
  email = uniqueEmail('staff'),
  { twoFactor = true }: TeamOptions = {},
): Promise<TestClient> {
  await createCustomer(t, email);
  await t.db.db.update(user).set({ role: ROLES.staff }).where(eq(user.email, email));
  if (twoFactor) await enrolTeamAccount(t, email);
  return signIn(t, email);
}

/**
 * Turns two-factor sign-in on as a person does (review 2026-11-29 L3): the password again, then the first code of
 * the key the answer gave. The client keeps its (renewed) session.
 */
export async function enrolThroughApi(
  client: TestClient,
  password = PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/me/two-factor/setup', { password });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret, recoveryCodes } = setup.json() as { secret: string; recoveryCodes: string[] };
  const confirm = await client.post('/api/me/two-factor/confirm', { code: totp(secret) });
  if (confirm.statusCode !== 200)
    throw new Error(`two-factor confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes };
}
