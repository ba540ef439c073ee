import { describe, expect, it } from 'vitest';
import { OTP_TOO_MANY_ATTEMPTS } from '#shared/auth/auth.schemas.ts';
import {
  codeFor,
  createCustomer,
  mailSettled,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

// Review H4 and L3: the attempts of a code and the per-email code cap hold under parallel requests
// from many addresses (each TestClient has its own IP, so better-auth's per-IP limits do not help).

const t = setUpTestApp();

const NEW_PASSWORD = 'madhubani-77';
const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

describe('parallel wrong codes (H4)', () => {
  it('20 parallel wrong reset codes on check-reset-code use up the code: the right one is refused after', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await new TestClient(t).post('/api/account/forgot-password', { email });
    const right = await codeFor(t, email);

    const answers = await Promise.all(
      wrongCodes(right, 20).map((otp) =>
        new TestClient(t).post('/api/account/check-reset-code', { email, otp }),
      ),
    );
    // Three comparisons at most: two "Invalid OTP" answers, every other one "too many".
    expect(answers.filter((res) => res.json().error.code === 'INVALID_OTP')).toHaveLength(2);
    expect(answers.filter((res) => res.json().error.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(18);

    const check = await new TestClient(t).post('/api/account/check-reset-code', { email, otp: right });
    expect(check.statusCode).toBe(403);
    expect(check.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
    const reset = await new TestClient(t).post('/api/account/reset-password', {
      email,
      otp: right,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
  });

  it('20 parallel wrong codes on reset-password leave the right code refused', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await new TestClient(t).post('/api/account/forgot-password', { email });
    const right = await codeFor(t, email);

    await Promise.all(
      wrongCodes(right, 20).map((otp) =>
        new TestClient(t).post('/api/account/reset-password', {
          email,
          otp,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      ),
    );
    const reset = await new TestClient(t).post('/api/account/reset-password', {
      email,
      otp: right,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
  });

  it('20 parallel wrong sign-up codes leave the right code refused', async () => {
    const email = uniqueEmail();
    await new TestClient(t).post('/api/account/sign-up', signUpBody(email));
    const right = await codeFor(t, email);

    await Promise.all(
      wrongCodes(right, 20).map((otp) => new TestClient(t).post('/api/account/verify-email', { email, otp })),
    );
    const verify = await new TestClient(t).post('/api/account/verify-email', { email, otp: right });
    expect(verify.statusCode).toBe(403);
    expect(verify.json().error.message).toBe(OTP_TOO_MANY_ATTEMPTS);
  });

  it('a right code checked first still resets the password (its attempt is given back)', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    await new TestClient(t).post('/api/account/forgot-password', { email });
    const right = await codeFor(t, email);
    const [wrongA, wrongB] = wrongCodes(right, 2);
    await new TestClient(t).post('/api/account/check-reset-code', { email, otp: wrongA });
    await new TestClient(t).post('/api/account/check-reset-code', { email, otp: wrongB });
    expect(
      (await new TestClient(t).post('/api/account/check-reset-code', { email, otp: right })).statusCode,
    ).toBe(200);
    const reset = await new TestClient(t).post('/api/account/reset-password', {
      email,
      otp: right,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('parallel code requests (L3)', () => {
  it('10 parallel reset requests from 10 addresses mail one code', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const before = t.mailer.sent.filter((m) => m.to === email).length;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new TestClient(t).post('/api/account/forgot-password', { email })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(9);
    await mailSettled(t);
    expect(t.mailer.sent.filter((m) => m.to === email).length - before).toBe(1);
  });
});
