import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_SUCCESS, SIGNED_OUT_EVERYWHERE } from '#shared/auth/auth.schemas.ts';
import { session, user } from '../../db/schema/index.ts';
import {
  codeFor,
  createCustomer,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { buildTestApp, setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { SESSION_DAYS } from './auth-options.ts';

const t = setUpTestApp();

/** Another client holding a copy of this client's cookies: the stolen or replayed cookie. */
function replayOf(client: TestClient): TestClient {
  const copy = new TestClient(t);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function sessionsOf(email: string) {
  const [row] = await t.db.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return t.db.db.select().from(session).where(eq(session.userId, row!.id));
}

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works anywhere', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const replay = replayOf(client);
    expect((await replay.get('/api/me')).statusCode).toBe(200);

    const res = await client.post('/api/account/sign-out');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGN_OUT_SUCCESS });
    const cleared = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);

    expect((await replay.get('/api/me')).statusCode).toBe(401);
    const getSession = await replay.get('/api/auth/get-session');
    expect(getSession.statusCode).toBe(200);
    expect(getSession.json()).toBeNull();
    expect(await sessionsOf(email)).toHaveLength(0);
  });

  it('answers a guest too', async () => {
    const res = await new TestClient(t).post('/api/account/sign-out');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGN_OUT_SUCCESS });
  });

  it('signs out every device of the user, and only that user', async () => {
    const email = uniqueEmail();
    const laptop = await createCustomer(t, email);
    const phone = new TestClient(t);
    await phone.post('/api/account/sign-in', { email, password: PASSWORD });
    const someoneElse = await createCustomer(t);
    expect(await sessionsOf(email)).toHaveLength(2);

    const res = await laptop.post('/api/me/sign-out-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SIGNED_OUT_EVERYWHERE });
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect(await sessionsOf(email)).toHaveLength(0);
    expect((await someoneElse.get('/api/me')).statusCode).toBe(200);
  });

  it("also through better-auth's revoke-sessions", async () => {
    const email = uniqueEmail();
    const laptop = await createCustomer(t, email);
    const phone = new TestClient(t);
    await phone.post('/api/account/sign-in', { email, password: PASSWORD });
    expect((await phone.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses a session past its expiry', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const [row] = await sessionsOf(email);
    await t.db.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row!.id));
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('needs the shop origin to sign out with a cookie (no cross-site sign-out)', async () => {
    const client = await createCustomer(t);
    const res = await client.post('/api/account/sign-out', {}, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
});

describe('better-auth endpoints', () => {
  it.each([
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-in/email-otp'],
    ['POST', '/api/auth/email-otp/send-verification-otp'],
    ['POST', '/api/auth/email-otp/verify-email'],
    ['POST', '/api/auth/email-otp/reset-password'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-password'],
    ['GET', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/admin/set-role'],
  ] as const)('%s %s is closed (the /api/account routes replace it)', async (method, url) => {
    const admin = new TestClient(t);
    const res = await admin.request(method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('cannot create a signed-in account without the code (sign-in by email code is closed)', async () => {
    const email = uniqueEmail();
    const res = await new TestClient(t).post('/api/auth/sign-in/email-otp', { email, otp: '123456' });
    expect(res.statusCode).toBe(404);
    expect(await t.db.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('get-session answers with the user and its role', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const res = await client.get('/api/auth/get-session');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, role: 'user' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('get-session and list-sessions answer without any session token (L7)', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD });
    const tokens = (await t.db.db.select({ token: session.token }).from(session)).map((row) => row.token);
    const getSession = await client.get('/api/auth/get-session');
    const listSessions = await client.get('/api/auth/list-sessions');
    expect(listSessions.json()).toHaveLength(2);
    for (const res of [getSession, listSessions]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('"token"');
      for (const token of tokens) expect(res.body).not.toContain(token);
    }
  });

  it('never puts the session token in a response body', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await client.post('/api/account/sign-up', signUpBody(email));
    const verify = await client.post('/api/account/verify-email', { email, otp: await codeFor(t, email) });
    const signIn = await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD });
    for (const res of [verify, signIn]) {
      const token = decodeURIComponent(
        res.cookies.find((c) => c.name === 'better-auth.session_token')!.value,
      );
      expect(res.body).not.toContain(token.split('.')[0]);
      expect(res.json()).not.toHaveProperty('token');
    }
  });
});

describe('session lifetime (L10)', () => {
  it(`ends ${SESSION_DAYS} days after sign-in however busy the session was`, async () => {
    const client = await createCustomer(t, uniqueEmail());
    const start = Date.now();
    const DAY = 24 * 60 * 60 * 1000;
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      for (let day = 1; day < SESSION_DAYS; day++) {
        vi.setSystemTime(start + day * DAY);
        expect((await client.get('/api/me')).statusCode).toBe(200);
      }
      vi.setSystemTime(start + SESSION_DAYS * DAY + 60_000);
      expect((await client.get('/api/me')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cookies in production', () => {
  let prod: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    prod = await buildTestApp({
      config: testConfig({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'production-like-secret-0123456789abcdef',
      }),
    });
  });
  afterAll(() => prod.close());

  it('are __Secure-, Secure, HttpOnly, SameSite=Lax, and a pre-set token is replaced', async () => {
    const email = uniqueEmail();
    const client = new TestClient(prod);
    await client.post('/api/account/sign-up', signUpBody(email));
    await client.post('/api/account/verify-email', { email, otp: await codeFor(prod, email) });

    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      remoteAddress: '10.200.0.1',
      headers: { origin: 'http://localhost:3000', cookie: '__Secure-better-auth.session_token=attacker' },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('__Secure-better-auth.session_token='))!;
    expect(cookie).toBeDefined();
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/'])
      expect(cookie).toContain(attribute);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(token).not.toBe('attacker');
    // at least 128 bits: better-auth's 32-character token before the signature
    expect(decodeURIComponent(token).split('.')[0]!.length).toBeGreaterThanOrEqual(32);
  });
});

describe('GET /api/session', () => {
  it('answers a guest with null, not a 401', async () => {
    const res = await new TestClient(t).get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user, and null again once signed out', async () => {
    const email = uniqueEmail();
    const client = await createCustomer(t, email);
    const res = await client.get('/api/session');
    expect(res.json().user).toMatchObject({ email, role: 'user' });
    await client.post('/api/account/sign-out');
    expect((await replayOf(client).get('/api/session')).json()).toEqual({ user: null });
  });
});
