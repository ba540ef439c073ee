import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_VERIFIED,
  FULL_NAME_REQUIRED,
  invalidOtpMessage,
  MOBILE_INVALID_CHARACTERS,
  MOBILE_INVALID_LENGTH,
  OTP_EXPIRED,
  OTP_FORMAT,
  OTP_NOT_FOUND,
  OTP_TOO_MANY_ATTEMPTS,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_UP_SUCCESS,
} from '#shared/auth/auth.schemas.ts';
import { account, customerProfiles, user, verification } from '../../db/schema/index.ts';
import {
  codeFor,
  mailSettled,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

const t = setUpTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const SECOND = 1000;

async function signUp(client: TestClient, email: string, overrides: Record<string, string> = {}) {
  return client.post('/api/account/sign-up', signUpBody(email, overrides));
}

const verify = (client: TestClient, email: string, otp: string) =>
  client.post('/api/account/verify-email', { email, otp });

/** A code that is not the one mailed. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-up validation', () => {
  it.each([
    ['confirmPassword', { confirmPassword: 'different-password' }, PASSWORDS_DO_NOT_MATCH],
    ['password', { password: 'abc12', confirmPassword: 'abc12' }, PASSWORD_TOO_SHORT],
    ['password', { password: 'kalam42', confirmPassword: 'kalam42' }, PASSWORD_TOO_SHORT],
    ['password', { password: 'password123', confirmPassword: 'password123' }, PASSWORD_TOO_COMMON],
    ['password', { password: 'Password123!', confirmPassword: 'Password123!' }, PASSWORD_TOO_COMMON],
    ['password', { password: 'qwerty123', confirmPassword: 'qwerty123' }, PASSWORD_TOO_COMMON],
    ['password', { password: 'AshaRao2024', confirmPassword: 'AshaRao2024' }, PASSWORD_TOO_COMMON],
    ['mobileNumber', { mobileNumber: '98765 4321' }, MOBILE_INVALID_LENGTH],
    ['mobileNumber', { mobileNumber: '9876543210123456' }, MOBILE_INVALID_LENGTH],
    ['mobileNumber', { mobileNumber: '+1-2-3-4-5-6-7-8' }, MOBILE_INVALID_LENGTH],
    ['mobileNumber', { mobileNumber: '98765a43210' }, MOBILE_INVALID_CHARACTERS],
    ['email', { email: '' }, EMAIL_REQUIRED],
    ['email', { email: 'not-an-email' }, EMAIL_INVALID],
    ['fullName', { fullName: '   ' }, FULL_NAME_REQUIRED],
  ])('refuses a bad %s with the spec message (%o)', async (field, overrides, message) => {
    const email = uniqueEmail();
    const res = await signUp(new TestClient(t), email, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
    });
    await mailSettled(t);
    expect(t.mailer.lastTo(email)).toBeUndefined();
  });

  it('accepts a mobile of digits, spaces, hyphens and plus with 10 to 15 digits', async () => {
    for (const mobileNumber of ['9876543210', '+91 98765-43210', '987654321012345']) {
      const res = await signUp(new TestClient(t), uniqueEmail(), { mobileNumber });
      expect(res.statusCode).toBe(201);
    }
  });

  it('accepts an 8-character password that is not a common one (M8)', async () => {
    const res = await signUp(new TestClient(t), uniqueEmail(), {
      password: 'kalam-42',
      confirmPassword: 'kalam-42',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a common password the same way whether or not the email has an account', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t), email);
    const body = { password: 'iloveyou2', confirmPassword: 'iloveyou2' };
    const known = await signUp(new TestClient(t), email, body);
    const unknown = await signUp(new TestClient(t), uniqueEmail(), body);
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual(unknown.json());
  });
});

describe('sign-up', () => {
  it('mails a 6-digit code, keeps it hashed, and lists the customer as unverified', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    const res = await signUp(client, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      email,
      message: SIGN_UP_SUCCESS,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });

    const code = await codeFor(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${email}`));
    expect(row!.value).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(590 * SECOND);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(600 * SECOND);

    const [profile] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
    expect(profile).toMatchObject({
      fullName: 'Asha Rao',
      mobileNumber: '+91 98765-43210',
      emailVerified: false,
      signupMethod: 'email',
      ipAddress: client.ip,
      userAgent: client.userAgent,
    });
    // not signed in before the code
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('lowercases the email and ignores fields it does not take (role, emailVerified)', async () => {
    const email = uniqueEmail();
    const res = await new TestClient(t).post('/api/account/sign-up', {
      ...signUpBody(email.toUpperCase()),
      role: 'admin',
      emailVerified: true,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'user', emailVerified: false });
  });

  it('answers an email that has an account exactly like a new one, and tells only the owner', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email);
    await verify(client, email, await codeFor(t, email));
    const sentBefore = t.mailer.sent.length;

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * SECOND });
    const again = await signUp(new TestClient(t), email, { fullName: 'Someone Else' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      email,
      message: SIGN_UP_SUCCESS,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    await mailSettled(t);
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    expect(t.mailer.lastTo(email)?.subject).toBe('You already have a Karigar account');
    const [profile] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
    expect(profile!.fullName).toBe('Asha Rao');
  });

  it('mails a fresh code when an unverified account signs up again', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t), email);
    const first = await codeFor(t, email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * SECOND });
    const client = new TestClient(t);
    expect((await signUp(client, email)).statusCode).toBe(201);
    const second = await codeFor(t, email);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
    if (first !== second) expect((await verify(client, email, first)).statusCode).toBe(400);
    expect((await verify(client, email, second)).statusCode).toBe(200);
  });
});

describe('email code', () => {
  it('verifies the email, signs the user in, welcomes them and completes the profile', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email);
    const code = await codeFor(t, email);
    const res = await verify(client, email, code);
    expect(res.statusCode).toBe(200);
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
      message: EMAIL_VERIFIED,
      redirectTo: '/',
    });
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, role: 'user', emailVerified: true });
    expect(t.mailer.lastTo(email)?.subject).toBe('Welcome to Karigar');

    const profiles = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      userId: res.json().user.id,
      fullName: 'Asha Rao',
      mobileNumber: '+91 98765-43210',
      emailVerified: true,
      signupMethod: 'email',
      ipAddress: client.ip,
      userAgent: client.userAgent,
    });
    // the code is used up
    const reuse = await verify(new TestClient(t), email, code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', message: OTP_NOT_FOUND });
  });

  it('welcomes once: a verified account signing in with a new code gets no second welcome', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email);
    await verify(client, email, await codeFor(t, email));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * SECOND });
    const later = new TestClient(t);
    expect((await later.post('/api/account/resend-verification-code', { email })).statusCode).toBe(200);
    const res = await verify(later, email, await codeFor(t, email));
    expect(res.statusCode).toBe(200);
    expect((await later.get('/api/me')).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === email && m.subject === 'Welcome to Karigar')).toHaveLength(1);
  });

  it('escapes the name in the welcome mail', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email, { fullName: '<img src=x onerror=alert(1)>' });
    await verify(client, email, await codeFor(t, email));
    const welcome = t.mailer.lastTo(email)!;
    expect(welcome.html).not.toContain('<img');
    expect(welcome.html).toContain('&lt;img');
  });

  it('accepts exactly 6 digits', async () => {
    const email = uniqueEmail();
    for (const otp of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const res = await verify(new TestClient(t), email, otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: OTP_FORMAT,
        fields: { otp: OTP_FORMAT },
      });
    }
  });

  it('allows 3 wrong codes, counting down, and refuses the right one after that', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email);
    const code = await codeFor(t, email);

    const first = await verify(client, email, wrong(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'INVALID_OTP', message: invalidOtpMessage(2) });
    expect(first.json().error.message).toBe('Invalid OTP. 2 attempts remaining.');
    const second = await verify(client, email, wrong(code));
    expect(second.json().error).toMatchObject({
      code: 'INVALID_OTP',
      message: 'Invalid OTP. 1 attempts remaining.',
    });
    const third = await verify(client, email, wrong(code));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: OTP_TOO_MANY_ATTEMPTS });

    const fourth = await verify(client, email, code);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
    const fifth = await verify(client, email, code);
    expect(fifth.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const [row] = await t.db.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(false);

    // only a freshly requested code works
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * SECOND });
    const resend = await client.post('/api/account/resend-verification-code', { email });
    expect(resend.statusCode).toBe(200);
    expect((await verify(client, email, await codeFor(t, email))).statusCode).toBe(200);
  });

  it('accepts a code at 9:59 and calls it expired at 10:01', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const early = uniqueEmail();
    const late = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, early);
    await signUp(new TestClient(t), late);

    vi.setSystemTime(start + 599 * SECOND);
    expect((await verify(client, early, await codeFor(t, early))).statusCode).toBe(200);

    vi.setSystemTime(start + 601 * SECOND);
    const expired = await verify(new TestClient(t), late, await codeFor(t, late));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'OTP_EXPIRED', message: OTP_EXPIRED });
    // and stays expired (better-auth deleted it; the message does not change)
    const again = await verify(new TestClient(t), late, await codeFor(t, late));
    expect(again.json().error.message).toBe(OTP_EXPIRED);
  });

  it('says when no code was sent to the email', async () => {
    const res = await verify(new TestClient(t), uniqueEmail(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'OTP_NOT_FOUND', message: OTP_NOT_FOUND });
  });

  it('keeps Resend locked while more than 540 s of the code remain', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const email = uniqueEmail();
    const client = new TestClient(t);
    await signUp(client, email);

    vi.setSystemTime(start + 20 * SECOND);
    const locked = await client.post('/api/account/resend-verification-code', { email });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Please wait 40 seconds before requesting a new code.',
    });
    expect(locked.headers['retry-after']).toBe('40');
    await mailSettled(t);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);

    vi.setSystemTime(start + 60 * SECOND);
    const open = await client.post('/api/account/resend-verification-code', { email });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ email, resendAfterSeconds: 60, expiresInSeconds: 600 });
    await mailSettled(t);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('answers an email without an account the same way, code by code', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const known = uniqueEmail();
    const unknown = uniqueEmail();
    await signUp(new TestClient(t), known);
    vi.setSystemTime(start + 61 * SECOND);
    const answers = async (email: string) => {
      const out: unknown[] = [];
      const resend = await new TestClient(t).post('/api/account/resend-verification-code', { email });
      out.push(resend.statusCode, resend.json());
      for (let i = 0; i < 4; i++) {
        const res = await verify(new TestClient(t), email, '999999');
        out.push(res.statusCode, res.json());
      }
      return out;
    };
    const knownAnswers = await answers(known);
    const unknownAnswers = JSON.parse(JSON.stringify(await answers(unknown)).replaceAll(unknown, known));
    expect(unknownAnswers).toEqual(knownAnswers);
    await mailSettled(t);
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
  });

  it('never stores the password in plain text', async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t), email);
    const [row] = await t.db.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    const stored = row!.password!;
    expect(stored).not.toContain(PASSWORD);
    expect(stored).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });
});
