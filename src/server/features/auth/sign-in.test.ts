import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_SUSPENDED,
  EMAIL_NOT_VERIFIED,
  EMAIL_REQUIRED,
  PASSWORD_SIGN_IN_LOCKED,
  SIGN_IN_FAILED,
  SIGN_IN_REQUIRED,
  SIGN_IN_SUCCESS,
  TOO_MANY_ATTEMPTS,
  TWO_FACTOR_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import { customerProfiles, loginActivities, user } from '../../db/schema/index.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  enrolThroughApi,
  nextIp,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { WRONG_PASSWORDS_PER_ACCOUNT, WRONG_PASSWORDS_PER_EMAIL } from './sign-in.service.ts';

const t = setUpTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const signIn = (client: TestClient, email: string, password = PASSWORD) =>
  client.post('/api/account/sign-in', { email, password });

async function activities(email: string) {
  return t.db.db
    .select()
    .from(loginActivities)
    .where(eq(loginActivities.email, email))
    .orderBy(desc(loginActivities.id));
}

async function profile(email: string) {
  const [row] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
  return row!;
}

describe('sign-in', () => {
  it('signs a customer in with Welcome back!, a session cookie and / as the landing page', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    const res = await signIn(client, email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      user: {
        id: expect.any(String),
        email,
        name: 'Asha Rao',
        role: 'user',
        emailVerified: true,
        language: null,
        twoFactorEnabled: false,
      },
      message: SIGN_IN_SUCCESS,
      redirectTo: '/',
    });
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect((await client.get('/api/me')).json().user.email).toBe(email);
  });

  it('sends an admin to /admin, with the role from the server (to the two-factor enrolment without it, L3)', async () => {
    const admin = await createAdmin(t, undefined, { twoFactor: false });
    const me = await admin.get('/api/me');
    expect(me.json().user.role).toBe('admin');
    const again = await signIn(new TestClient(t), me.json().user.email);
    expect(again.json()).toMatchObject({
      redirectTo: '/admin/two-factor',
      user: { role: 'admin', twoFactorEnabled: false },
    });
    await enrolThroughApi(admin);
    const enrolled = await signIn(new TestClient(t), me.json().user.email);
    expect(enrolled.json()).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_REQUIRED });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const res = await signIn(new TestClient(t), `  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an email without an account', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const wrongPassword = await signIn(new TestClient(t), email, 'not-the-password');
    const noAccount = await signIn(new TestClient(t), uniqueEmail(), 'not-the-password');
    for (const res of [wrongPassword, noAccount]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: SIGN_IN_FAILED } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('asks for the email', async () => {
    const res = await new TestClient(t).post('/api/account/sign-in', { email: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: EMAIL_REQUIRED });
  });

  it('sends an unverified account back to the code overlay with a fresh code', async () => {
    const email = uniqueEmail();
    await new TestClient(t).post('/api/account/sign-up', signUpBody(email));
    const firstCode = await codeFor(t, email);
    const client = new TestClient(t);
    const res = await signIn(client, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED } });
    // the code from sign-up is under a minute old: still the one to use, no second mail
    expect(await codeFor(t, email)).toBe(firstCode);
    expect((await client.post('/api/account/verify-email', { email, otp: firstCode })).statusCode).toBe(200);
  });

  it('refuses a suspended account', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await t.db.db.update(user).set({ banned: true }).where(eq(user.email, email));
    const res = await signIn(new TestClient(t), email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_SUSPENDED });
    expect((await activities(email))[0]).toMatchObject({
      success: false,
      failureReason: 'Account suspended',
    });
  });
});

describe('login activity and customer profile', () => {
  it('records a success with IP, user agent and device, and counts the login on the profile', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    // Audit 3.4: the sign-in that follows the email's verification is the first login.
    expect((await profile(email)).loginCount).toBe(1);

    const phone = new TestClient(t, undefined, IPHONE);
    await signIn(phone, email);
    const [row] = await activities(email);
    expect(row).toMatchObject({
      email,
      success: true,
      loginMethod: 'password',
      ipAddress: phone.ip,
      userAgent: IPHONE,
      deviceInfo: 'Mobile',
      failureReason: null,
    });
    expect(row!.userId).toEqual(expect.any(String));
    const first = await profile(email);
    expect(first.loginCount).toBe(2);
    expect(first.lastLoginAt).toBeInstanceOf(Date);

    await signIn(new TestClient(t), email);
    const second = await profile(email);
    expect(second.loginCount).toBe(3);
    expect(second.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(first.lastLoginAt!.getTime());
  });

  it('records failures with their reason, and the user id when the email has an account', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const desktop = new TestClient(t);
    await signIn(desktop, email, 'wrong-password');
    const [wrong] = await activities(email);
    expect(wrong).toMatchObject({
      success: false,
      failureReason: 'Invalid email or password',
      ipAddress: desktop.ip,
      deviceInfo: 'Desktop',
    });
    expect(wrong!.userId).toEqual(expect.any(String));
    expect((await profile(email)).loginCount).toBe(1); // the verification's login only (audit 3.4)

    const stranger = uniqueEmail();
    await signIn(new TestClient(t), stranger, 'whatever');
    const [unknown] = await activities(stranger);
    expect(unknown).toMatchObject({
      success: false,
      userId: null,
      failureReason: 'Invalid email or password',
    });

    const unverified = uniqueEmail();
    await new TestClient(t).post('/api/account/sign-up', signUpBody(unverified));
    await signIn(new TestClient(t), unverified);
    expect((await activities(unverified))[0]).toMatchObject({
      success: false,
      failureReason: 'Email not verified',
    });
  });

  it('creates the profile on sign-in when it is missing', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await t.db.db.delete(customerProfiles).where(eq(customerProfiles.email, email));
    await signIn(new TestClient(t), email);
    expect(await profile(email)).toMatchObject({
      email,
      fullName: 'Asha Rao',
      loginCount: 1,
      emailVerified: true,
    });
  });
});

describe('sign-in lockout (per account and client address, review M2)', () => {
  it(`pauses sign-in for an email from one address after ${WRONG_PASSWORDS_PER_EMAIL} wrong passwords; the owner elsewhere signs in`, async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    // The attacker's address (better-auth's own per-IP limit is 5 a minute: spread over minutes).
    const attackerIp = nextIp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let i = 0; i < WRONG_PASSWORDS_PER_EMAIL; i++) {
      vi.setSystemTime(start + Math.floor(i / 4) * 61_000);
      expect((await signIn(new TestClient(t, attackerIp), email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const rowsBefore = (await activities(email)).length;
    const blocked = await signIn(new TestClient(t, attackerIp), email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A refused request tried nothing: no activity row.
    expect(await activities(email)).toHaveLength(rowsBefore);
    // The owner, from their own address, is not locked out.
    expect((await signIn(new TestClient(t), email)).statusCode).toBe(200);
  });

  it('a password reset lifts the lockout', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const ip = nextIp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let i = 0; i < WRONG_PASSWORDS_PER_EMAIL; i++) {
      vi.setSystemTime(start + Math.floor(i / 4) * 61_000);
      await signIn(new TestClient(t, ip), email, `wrong-${i}`);
    }
    expect((await signIn(new TestClient(t, ip), email)).statusCode).toBe(429);
    vi.setSystemTime(start + 4 * 61_000);
    await new TestClient(t, ip).post('/api/account/forgot-password', { email });
    const reset = await new TestClient(t, ip).post('/api/account/reset-password', {
      email,
      otp: await codeFor(t, email),
      password: 'madhubani-77',
      confirmPassword: 'madhubani-77',
    });
    expect(reset.statusCode).toBe(200);
    vi.setSystemTime(start + 5 * 61_000);
    expect((await signIn(new TestClient(t, ip), email, 'madhubani-77')).statusCode).toBe(200);
  });

  it(`L5: ${WRONG_PASSWORDS_PER_ACCOUNT} wrong passwords from many addresses stop password sign-in to the account but at the owner’s usual address; a mailed code still signs the owner in and lifts the lock`, async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const ownersHome = nextIp();
    expect((await signIn(new TestClient(t, ownersHome), email)).statusCode).toBe(200);
    // A guesser with ten addresses, each well under the per-address lockout and better-auth's 5 a minute.
    const perAddress = WRONG_PASSWORDS_PER_ACCOUNT / 10;
    expect(perAddress).toBeLessThan(Math.min(WRONG_PASSWORDS_PER_EMAIL, 5));
    for (let a = 0; a < 10; a++) {
      const guesser = nextIp();
      for (let i = 0; i < perAddress; i++) {
        expect((await signIn(new TestClient(t, guesser), email, `guess-${a}-${i}`)).statusCode).toBe(401);
      }
    }
    const rowsBefore = (await activities(email)).length;
    // The next guess, from a fresh address, is refused before any password is compared: even the right one.
    const guess = await signIn(new TestClient(t), email);
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toEqual({ error: { code: 'RATE_LIMITED', message: PASSWORD_SIGN_IN_LOCKED } });
    expect(await activities(email)).toHaveLength(rowsBefore);
    // The owner at home, where the account signed in before, still signs in with the password.
    expect((await signIn(new TestClient(t, ownersHome), email)).statusCode).toBe(200);

    // Elsewhere, the owner signs in with a code mailed to the address; that lifts the lock for their password too.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const owner = new TestClient(t);
    expect((await owner.post('/api/account/sign-in-code', { email })).statusCode).toBe(200);
    const byCode = await owner.post('/api/account/sign-in-code/verify', {
      email,
      otp: await codeFor(t, email),
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await signIn(new TestClient(t), email)).statusCode).toBe(200);
  });

  it('L5: an IPv6 /64 is one client for the lockout, whichever of its addresses the guesses come from', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${nextIp().split('.').at(-1)}`;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (let i = 0; i < WRONG_PASSWORDS_PER_EMAIL; i++) {
      vi.setSystemTime(start + Math.floor(i / 4) * 61_000);
      const guesser = new TestClient(t, `${prefix}::${(i + 1).toString(16)}`);
      expect((await signIn(guesser, email, `wrong-${i}`)).statusCode).toBe(401);
    }
    vi.setSystemTime(start + 3 * 61_000);
    const sameNetwork = await signIn(new TestClient(t, `${prefix}:ffff::1`), email);
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().error.message).toBe(TOO_MANY_ATTEMPTS);
    // Another /64 is another client.
    expect((await signIn(new TestClient(t, `2001:db8:ffff:1::1`), email)).statusCode).toBe(200);
  });

  it('prunes login history older than 90 days as sign-ins arrive (L11)', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await t.db.db
      .insert(loginActivities)
      .values({ email, success: true, loginTime: old, createdAt: old, ipAddress: '10.0.0.1' });
    // The verification's login (audit 3.4) and the old one.
    expect(await activities(email)).toHaveLength(2);
    await signIn(new TestClient(t), email);
    const rows = await activities(email);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.loginTime.getTime()).toBeGreaterThan(old.getTime());
  });

  it('a sign-in by mailed code is recorded as a login (L10)', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const client = new TestClient(t);
    await client.post('/api/account/resend-verification-code', { email });
    const res = await client.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(res.statusCode).toBe(200);
    expect((await activities(email))[0]).toMatchObject({
      success: true,
      loginMethod: 'email-code',
      ipAddress: client.ip,
    });
    expect((await profile(email)).loginCount).toBe(2); // after the verification's own (audit 3.4)
  });
});

describe('GET /api/me', () => {
  it('answers 401 to a guest and to a forged cookie', async () => {
    const guest = await new TestClient(t).get('/api/me');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED } });
    const forged = await new TestClient(t).get('/api/me', {
      cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl',
    });
    expect(forged.statusCode).toBe(401);
  });
});
