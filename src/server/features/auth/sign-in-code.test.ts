import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUSPENDED,
  OTP_NOT_FOUND,
  OTP_TOO_MANY_ATTEMPTS,
  SIGN_IN_CODE_SENT,
  SIGN_IN_SUCCESS,
  TWO_FACTOR_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import { loginActivities, user } from '../../db/schema/index.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  mailSettled,
  PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { totp } from '../../testing/totp.ts';

// Issue 22 item 4: "Email me a code instead" on the Sign In tab.

const t = setUpTestApp();
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign in with an emailed code', () => {
  it('signs a verified customer in with the code, recorded as a code sign-in', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    const asked = await client.post('/api/account/sign-in-code', { email: email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      email,
      message: SIGN_IN_CODE_SENT,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    const code = await codeFor(t, email);
    expect(t.mailer.lastTo(email)?.subject).toMatch(/sign-in code/);

    const wrong = await client.post('/api/account/sign-in-code/verify', { email, otp: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.otp).toBe('Invalid OTP. 2 attempts remaining.');
    const res = await client.post('/api/account/sign-in-code/verify', { email, otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email }, message: SIGN_IN_SUCCESS, redirectTo: '/' });
    expect((await client.get('/api/me')).statusCode).toBe(200);

    const [login] = await t.db.db
      .select()
      .from(loginActivities)
      .where(and(eq(loginActivities.email, email), eq(loginActivities.success, true)))
      .orderBy(desc(loginActivities.id))
      .limit(1);
    expect(login!.loginMethod).toBe('email-code');

    const spent = await new TestClient(t).post('/api/account/sign-in-code/verify', { email, otp: code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.fields.otp).toBe(OTP_NOT_FOUND);
  });

  it('answers an email without an account exactly alike, mails nothing, and never creates an account', async () => {
    const email = uniqueEmail('nobody');
    const client = new TestClient(t);
    const asked = await client.post('/api/account/sign-in-code', { email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(SIGN_IN_CODE_SENT);
    await mailSettled(t);
    expect(t.mailer.lastTo(email)).toBeUndefined();
    for (const remaining of [2, 1]) {
      const res = await client.post('/api/account/sign-in-code/verify', { email, otp: '123456' });
      expect(res.json().error.fields.otp).toBe(`Invalid OTP. ${remaining} attempts remaining.`);
    }
    const last = await client.post('/api/account/sign-in-code/verify', { email, otp: '123456' });
    expect(last.json().error.fields.otp).toBe(OTP_TOO_MANY_ATTEMPTS);
    expect(await t.db.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('keeps the sign-up limits: Resend is locked for the first minute', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    expect((await client.post('/api/account/sign-in-code', { email })).statusCode).toBe(200);
    const again = await client.post('/api/account/sign-in-code', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
  });

  it('a suspended account is refused with the suspension message', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await t.db.db.update(user).set({ banned: true }).where(eq(user.email, email));
    const client = new TestClient(t);
    await client.post('/api/account/sign-in-code', { email });
    const res = await client.post('/api/account/sign-in-code/verify', {
      email,
      otp: await codeFor(t, email),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCOUNT_SUSPENDED);
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('an admin with two-factor gets the second step after the code, then a session', async () => {
    const email = uniqueEmail('admin');
    const admin = await createAdmin(t, email, { twoFactor: false });
    const { secret } = (await admin.post('/api/me/two-factor/setup', { password: PASSWORD })).json();
    expect((await admin.post('/api/me/two-factor/confirm', { code: totp(secret) })).statusCode).toBe(200);

    const client = new TestClient(t);
    await client.post('/api/account/sign-in-code', { email });
    const first = await client.post('/api/account/sign-in-code/verify', {
      email,
      otp: await codeFor(t, email),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_REQUIRED });
    expect((await client.get('/api/me')).statusCode).toBe(401);

    const second = await client.post('/api/account/two-factor/verify', {
      code: totp(secret),
      kind: 'authenticator',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ user: { email, role: 'admin' }, redirectTo: '/admin' });
    expect((await client.get('/api/admin/customers')).statusCode).toBe(200);
  });
});
