import { desc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '#shared/auth/auth.schemas.ts';
import { loginActivities, rateLimit } from '../../db/schema/index.ts';
import {
  createCustomer,
  mailSettled,
  nextIp,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { buildTestApp, setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { AUTH_RATE_LIMITS } from './auth-options.ts';
import { CODES_PER_EMAIL } from './email-codes.ts';

const t = setUpTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const SECOND = 1000;
const SIGN_IN_MAX = AUTH_RATE_LIMITS['/sign-in/email'].max;

const rateLimited = { error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } };

describe('sign-in, per IP', () => {
  it(`allows ${SIGN_IN_MAX} a minute from one IP, then 429 with Retry-After; counters in the database`, async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    for (let i = 0; i < SIGN_IN_MAX; i++) {
      expect((await client.post('/api/account/sign-in', { email, password: 'wrong' })).statusCode).toBe(401);
    }
    const limited = await client.post('/api/account/sign-in', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const rows = await t.db.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, `${client.ip}|/sign-in/email`));
    expect(rows).toHaveLength(1);

    // another IP has its own allowance
    expect(
      (await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
    // and the window passes
    vi.setSystemTime(start + 61 * SECOND);
    expect((await client.post('/api/account/sign-in', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not give a fresh allowance to a spoofed X-Forwarded-For (TRUST_PROXY off)', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_MAX + 3; i++) {
      const res = await client.post(
        '/api/account/sign-in',
        { email, password: PASSWORD },
        { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-karigar-client-ip': `198.51.100.${i + 1}` },
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(SIGN_IN_MAX).fill(200), 429, 429, 429]);
  });

  it('does not escape the limit through a double slash in the path', async () => {
    const email = uniqueEmail();
    await createCustomer(t, email);
    const client = new TestClient(t);
    for (let i = 0; i < SIGN_IN_MAX; i++)
      await client.post('/api/account/sign-in', { email, password: 'wrong' });
    const res = await client.post('//api/account/sign-in', { email, password: PASSWORD });
    expect([404, 429]).toContain(res.statusCode);
  });
});

describe('behind a trusted proxy (TRUST_PROXY on)', () => {
  let proxied: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    proxied = await buildTestApp({ config: testConfig({ TRUST_PROXY: 'true' }) });
  });
  afterAll(() => proxied.close());

  it('counts per client address from X-Forwarded-For, and records that address', async () => {
    const email = uniqueEmail();
    await createCustomer(proxied, email);
    const proxy = new TestClient(proxied, '10.250.0.1');
    const signIn = (clientIp: string) =>
      proxy.post('/api/account/sign-in', { email, password: PASSWORD }, { 'x-forwarded-for': clientIp });
    for (let i = 0; i < SIGN_IN_MAX; i++) expect((await signIn('203.0.113.7')).statusCode).toBe(200);
    expect((await signIn('203.0.113.7')).statusCode).toBe(429);
    expect((await signIn('203.0.113.8')).statusCode).toBe(200);
    const [latest] = await proxied.db.db
      .select({ ip: loginActivities.ipAddress })
      .from(loginActivities)
      .where(eq(loginActivities.email, email))
      .orderBy(desc(loginActivities.id))
      .limit(1);
    expect(latest!.ip).toBe('203.0.113.8');
  });
});

describe('codes, per IP', () => {
  it('mails at most 3 codes a minute from one IP, whatever the emails', async () => {
    const client = new TestClient(t);
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) await createCustomer(t, email);
    const sentBefore = t.mailer.sent.length;
    const answers = [];
    for (const email of emails)
      answers.push((await client.post('/api/account/forgot-password', { email })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    await mailSettled(t);
    expect(t.mailer.sent.length).toBe(sentBefore + 3);
  });

  it('allows 3 sign-ups a minute from one IP', async () => {
    const client = new TestClient(t);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push((await client.post('/api/account/sign-up', signUpBody(uniqueEmail()))).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it('limits code checks from one IP', async () => {
    const client = new TestClient(t);
    const max = AUTH_RATE_LIMITS['/email-otp/verify-email'].max;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      last = (await client.post('/api/account/verify-email', { email: uniqueEmail(), otp: '123456' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('L5: code checks from one IPv6 /64 share one limit, whichever of its addresses they come from', async () => {
    const prefix = `2001:db8:c0de:${nextIp().split('.').at(-1)}`;
    const max = AUTH_RATE_LIMITS['/email-otp/verify-email'].max;
    const answers: number[] = [];
    for (let i = 0; i <= max; i++) {
      const client = new TestClient(t, `${prefix}:${(i + 1).toString(16)}::1`);
      answers.push(
        (await client.post('/api/account/verify-email', { email: uniqueEmail(), otp: '123456' })).statusCode,
      );
    }
    expect(answers.slice(0, max)).not.toContain(429);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('codes, per email', () => {
  it(`mails one email at most ${CODES_PER_EMAIL} codes in 15 minutes, from any IPs`, async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const email = uniqueEmail();
    const answers = [];
    for (let i = 0; i <= CODES_PER_EMAIL; i++) {
      vi.setSystemTime(start + i * 61 * SECOND);
      const res = await new TestClient(t, nextIp()).post('/api/account/forgot-password', { email });
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual(rateLimited);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers).toEqual([...Array(CODES_PER_EMAIL).fill(200), 429]);

    vi.setSystemTime(start + 16 * 60 * SECOND);
    expect((await new TestClient(t).post('/api/account/forgot-password', { email })).statusCode).toBe(200);
  });

  it('counts sign-up codes and reset codes for the same email together', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const email = uniqueEmail();
    await new TestClient(t).post('/api/account/sign-up', signUpBody(email));
    for (let i = 1; i < CODES_PER_EMAIL; i++) {
      vi.setSystemTime(start + i * 61 * SECOND);
      await new TestClient(t).post('/api/account/resend-verification-code', { email });
    }
    vi.setSystemTime(start + CODES_PER_EMAIL * 61 * SECOND);
    const res = await new TestClient(t).post('/api/account/forgot-password', { email });
    expect(res.statusCode).toBe(429);
  });
});
