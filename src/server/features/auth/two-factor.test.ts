import { describe, expect, it } from 'vitest';
import {
  PASSWORD_INCORRECT,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_USE_PASSWORD,
} from '#shared/auth/auth.schemas.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { totp } from '../../testing/totp.ts';

// Review M8: two-factor sign-in (authenticator app) for admins, with recovery codes.

const t = setUpTestApp();

async function enrolledAdmin() {
  const email = uniqueEmail('admin');
  const admin = await createAdmin(t, email, { twoFactor: false });
  const setup = await admin.post('/api/me/two-factor/setup', { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret, recoveryCodes, totpUri } = setup.json();
  expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
  const confirm = await admin.post('/api/me/two-factor/confirm', { code: totp(secret) });
  expect(confirm.statusCode).toBe(200);
  return { email, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
}

describe('admin two-factor sign-in', () => {
  it('once enrolled, a password alone gives no session; the authenticator code does', async () => {
    const { email, secret } = await enrolledAdmin();
    const client = new TestClient(t);
    const first = await client.post('/api/account/sign-in', { email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_REQUIRED });
    expect((await client.get('/api/me')).statusCode).toBe(401);

    const wrong = await client.post('/api/account/two-factor/verify', {
      code: '000000',
      kind: 'authenticator',
    });
    expect(wrong.statusCode).toBe(400);
    const right = await client.post('/api/account/two-factor/verify', {
      code: totp(secret),
      kind: 'authenticator',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ user: { email, role: 'admin' }, redirectTo: '/admin' });
    expect((await client.get('/api/admin/customers')).statusCode).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const { email, recoveryCodes } = await enrolledAdmin();
    const client = new TestClient(t);
    await client.post('/api/account/sign-in', { email, password: PASSWORD });
    const res = await client.post('/api/account/two-factor/verify', {
      code: recoveryCodes[0],
      kind: 'recovery',
    });
    expect(res.statusCode).toBe(200);
    const again = new TestClient(t);
    await again.post('/api/account/sign-in', { email, password: PASSWORD });
    const reused = await again.post('/api/account/two-factor/verify', {
      code: recoveryCodes[0],
      kind: 'recovery',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('a mailed code does not skip the second factor', async () => {
    const { email } = await enrolledAdmin();
    const client = new TestClient(t);
    await client.post('/api/account/resend-verification-code', { email });
    const res = await client.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(TWO_FACTOR_USE_PASSWORD);
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('shows whether it is on, and turns off with the password (recovery codes die with it)', async () => {
    const email = uniqueEmail('admin');
    const admin = await createAdmin(t, email, { twoFactor: false });
    expect((await admin.get('/api/me/two-factor')).json()).toEqual({ enabled: false });
    const { secret, recoveryCodes } = (
      await admin.post('/api/me/two-factor/setup', { password: PASSWORD })
    ).json();
    await admin.post('/api/me/two-factor/confirm', { code: totp(secret) });
    expect((await admin.get('/api/me/two-factor')).json()).toEqual({ enabled: true });

    const wrong = await admin.post('/api/me/two-factor/disable', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: PASSWORD_INCORRECT,
      fields: { password: PASSWORD_INCORRECT },
    });
    const off = await admin.post('/api/me/two-factor/disable', { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: TWO_FACTOR_DISABLED });
    expect((await admin.get('/api/me/two-factor')).json()).toEqual({ enabled: false });

    const client = new TestClient(t);
    const signIn = await client.post('/api/account/sign-in', { email, password: PASSWORD });
    // Off, the account is back to the enrolment only (review 2026-11-29 L3).
    expect(signIn.json()).toMatchObject({
      user: { email, twoFactorEnabled: false },
      redirectTo: '/admin/two-factor',
    });
    const recovery = await new TestClient(t).post('/api/account/two-factor/verify', {
      code: recoveryCodes[0],
      kind: 'recovery',
    });
    expect(recovery.statusCode).not.toBe(200);
  });

  it('is for admins only', async () => {
    const customer = await createCustomer(t, uniqueEmail());
    expect((await customer.post('/api/me/two-factor/setup', { password: PASSWORD })).statusCode).toBe(403);
    expect((await customer.get('/api/me/two-factor')).statusCode).toBe(403);
    expect((await customer.post('/api/me/two-factor/disable', { password: PASSWORD })).statusCode).toBe(403);
  });
});
