import { and, desc, eq } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_DISCONNECTED,
  GOOGLE_NOT_CONNECTED,
  type GOOGLE_SIGN_IN_FAILURES,
} from '#shared/auth/google.ts';
import { account, customerProfiles, loginActivities, session, user } from '../../db/schema/index.ts';
import { LANG_HEADER } from '../../lib/language.ts';
import {
  codeFor,
  createAdmin,
  createCustomer,
  mailSettled,
  PASSWORD,
  signUpBody,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { GOOGLE_TEST_CLIENT_ID, googleIdentity, LocalGoogle } from '../../testing/local-google.ts';

// Issue 22 item 5: Sign in with Google, against a local OpenID Connect server (LocalGoogle).

const google = new LocalGoogle();
const oidc = google.oidc;
const CLIENT_ID = GOOGLE_TEST_CLIENT_ID;
afterAll(() => google.stop());

const t = setUpTestApp(async () => {
  await google.start();
  return { config: testConfig(google.config()) };
});

const signInWithGoogle = google.signIn.bind(google);

const googleAccountsOf = (userId: string) =>
  t.db.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'google')));

const usersWithEmail = (email: string) => t.db.db.select().from(user).where(eq(user.email, email));

function failureLocation(reason: keyof typeof GOOGLE_SIGN_IN_FAILURES, next?: string) {
  return `/auth?${new URLSearchParams({ google: reason, ...(next ? { next } : {}) })}`;
}

describe('Sign in with Google when configured', () => {
  it('offers Google on the sign-in options', async () => {
    const res = await new TestClient(t).get('/api/account/sign-in-options');
    expect(res.json()).toEqual({ google: true });
  });

  it('creates a verified customer for a new email, signs it in, welcomes it and returns to the page', async () => {
    const email = uniqueEmail('newgoogle');
    const client = new TestClient(t);
    const res = await signInWithGoogle(client, googleIdentity(email), '/product/brass-diya?size=small');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/product/brass-diya?size=small');

    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, name: 'Meera Iyer', role: 'user', emailVerified: true });
    const [created] = await usersWithEmail(email);
    expect(await googleAccountsOf(created!.id)).toHaveLength(1);

    const [profile] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
    expect(profile).toMatchObject({ userId: created!.id, emailVerified: true, loginCount: 1 });
    const [login] = await t.db.db
      .select()
      .from(loginActivities)
      .where(eq(loginActivities.email, email))
      .orderBy(desc(loginActivities.id));
    expect(login).toMatchObject({ success: true, loginMethod: 'google' });
    await mailSettled(t);
    expect(t.mailer.lastTo(email)?.subject).toMatch(/welcome/i);

    // The second time is a plain sign-in of the same account (matched by Google's subject).
    const again = await signInWithGoogle(new TestClient(t), googleIdentity(email));
    expect(again.headers.location).toBe('/');
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('gives a Google-only account a password through Forgot Password', async () => {
    const email = uniqueEmail('gonly');
    await signInWithGoogle(new TestClient(t), googleIdentity(email));
    const client = new TestClient(t);
    expect((await client.post('/api/account/forgot-password', { email })).statusCode).toBe(200);
    const otp = await codeFor(t, email);
    const reset = await client.post('/api/account/reset-password', {
      email,
      otp,
      password: 'block-printed-77',
      confirmPassword: 'block-printed-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await client.post('/api/account/sign-in', { email, password: 'block-printed-77' });
    expect(signIn.statusCode).toBe(200);
  });

  it("signs a verified account's owner into that same account and links Google to it", async () => {
    const email = uniqueEmail('verified');
    const owner = await createCustomer(t, email);
    const ownerId = (await owner.get('/api/me')).json().user.id;

    const client = new TestClient(t);
    const res = await signInWithGoogle(client, googleIdentity(email));
    expect(res.headers.location).toBe('/');
    expect((await client.get('/api/me')).json().user.id).toBe(ownerId);
    expect(await googleAccountsOf(ownerId)).toHaveLength(1);
    // The password still signs in too.
    const byPassword = await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD });
    expect(byPassword.statusCode).toBe(200);
  });

  it('shows Google on My Account and disconnects it; the owner still signs in with an emailed code', async () => {
    const email = uniqueEmail('disconnect');
    const client = new TestClient(t);
    await signInWithGoogle(client, googleIdentity(email));
    expect((await client.get('/api/me/google')).json()).toEqual({ connected: true });

    const off = await client.request('DELETE', '/api/me/google');
    expect(off.json()).toEqual({ message: GOOGLE_DISCONNECTED });
    expect((await client.get('/api/me/google')).json()).toEqual({ connected: false });
    const again = await client.request('DELETE', '/api/me/google');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(GOOGLE_NOT_CONNECTED);
    expect((await new TestClient(t).get('/api/me/google')).statusCode).toBe(401);

    const byCode = new TestClient(t);
    await byCode.post('/api/account/sign-in-code', { email });
    const verify = await byCode.post('/api/account/sign-in-code/verify', {
      email,
      otp: await codeFor(t, email),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('does not link an unverified account of that email (review H1): no session, and says what to do', async () => {
    const email = uniqueEmail('unverified');
    const squatter = new TestClient(t);
    expect((await squatter.post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
    const [pending] = await usersWithEmail(email);

    const client = new TestClient(t);
    const res = await signInWithGoogle(client, googleIdentity(email), '/wishlist');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(failureLocation('not-linked', '/wishlist'));
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect(await googleAccountsOf(pending!.id)).toEqual([]);
    const [still] = await usersWithEmail(email);
    expect(still!.emailVerified).toBe(false);
    expect(await t.db.db.select().from(session).where(eq(session.userId, pending!.id))).toEqual([]);
  });

  it('refuses an address Google has not verified: nothing is created, linked or signed in', async () => {
    const fresh = uniqueEmail('gunverified');
    const client = new TestClient(t);
    const res = await signInWithGoogle(client, googleIdentity(fresh, { email_verified: false }));
    expect(res.headers.location).toBe(failureLocation('email-unverified'));
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect(await usersWithEmail(fresh)).toEqual([]);

    const email = uniqueEmail('verifiedowner');
    const owner = await createCustomer(t, email);
    const ownerId = (await owner.get('/api/me')).json().user.id;
    const attacker = new TestClient(t);
    await signInWithGoogle(attacker, googleIdentity(email, { sub: 'someone-else', email_verified: 'false' }));
    expect((await attacker.get('/api/me')).statusCode).toBe(401);
    expect(await googleAccountsOf(ownerId)).toEqual([]);
  });

  it('refuses admins (they sign in with password and authenticator): their session ends at once', async () => {
    const email = uniqueEmail('admin');
    await createAdmin(t, email);
    const client = new TestClient(t);
    const res = await signInWithGoogle(client, googleIdentity(email), '/admin');
    expect(res.headers.location).toBe(failureLocation('staff', '/admin'));
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect(client.cookies.has('better-auth.session_token')).toBe(false);
  });

  it('lets a deleted account’s email sign up again through Google as a new account', async () => {
    const email = uniqueEmail('deleted');
    const old = await createCustomer(t, email);
    const oldId = (await old.get('/api/me')).json().user.id;
    expect((await old.post('/api/me/delete-account', { password: PASSWORD })).statusCode).toBe(200);

    const client = new TestClient(t);
    await signInWithGoogle(client, googleIdentity(email));
    const me = (await client.get('/api/me')).json().user;
    expect(me.email).toBe(email);
    expect(me.id).not.toBe(oldId);
  });

  it('never sends the shopper off the site, whatever `next` says', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/auth']) {
      const res = await signInWithGoogle(new TestClient(t), googleIdentity(uniqueEmail('next')), next);
      expect(res.headers.location).toBe('/');
    }
  });

  it('refuses a return to another browser (state bound to the one that started) and a token for another client', async () => {
    const email = uniqueEmail('csrf');
    const starter = new TestClient(t);
    const start = await starter.post('/api/account/google', {});
    google.identity = googleIdentity(email);
    const atGoogle = await fetch(start.json().url, { redirect: 'manual' });
    const back = new URL(atGoogle.headers.get('location')!);
    const victim = new TestClient(t);
    const res = await victim.get(`${back.pathname}${back.search}`);
    expect(res.headers.location).toMatch(/^\/auth\?google=failed/);
    expect((await victim.get('/api/me')).statusCode).toBe(401);

    const otherAudience = await signInWithGoogle(
      new TestClient(t),
      googleIdentity(email, { claims: { aud: 'another-app' } }),
    );
    expect(otherAudience.headers.location).toBe(failureLocation('failed', '/'));
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it("refuses a token signed by a key that is not the issuer's, all its claims right", async () => {
    const email = uniqueEmail('forged');
    const stranger = new OAuth2Server();
    await stranger.issuer.keys.generate('RS256');
    stranger.issuer.url = oidc.issuer.url;
    await signInWithGoogle(new TestClient(t), googleIdentity(email), undefined, async (authorize) => {
      const claims = { ...googleIdentity(email), aud: CLIENT_ID, nonce: authorize.searchParams.get('nonce') };
      const forged = await stranger.issuer.buildToken({
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      });
      oidc.service.once(Events.BeforeResponse, (response) => {
        (response.body as Record<string, unknown>).id_token = forged;
      });
    });
    expect(await usersWithEmail(email)).toEqual([]);
  });
});

describe('Sign in with Google when not configured', () => {
  const plain = setUpTestApp();

  it('is not offered, and its routes answer 404', async () => {
    const client = new TestClient(plain);
    expect((await client.get('/api/account/sign-in-options')).json()).toEqual({ google: false });
    expect((await client.post('/api/account/google', {})).statusCode).toBe(404);
    expect((await client.get('/api/account/google/callback?code=x&state=y')).statusCode).toBe(404);
    expect((await client.get('/api/auth/callback/google?code=x&state=y')).statusCode).toBe(404);
  });
});

describe('Sign in with Google from a Hindi page (issue 25, decision 035)', () => {
  const fromHindi = { [LANG_HEADER]: 'hi' };

  it('lands back on the Hindi page; a new account keeps Hindi and is welcomed in it', async () => {
    const email = uniqueEmail('hindigoogle');
    const res = await signInWithGoogle(
      new TestClient(t),
      googleIdentity(email),
      '/products?category=candles',
      undefined,
      fromHindi,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/products?category=candles');
    const [created] = await usersWithEmail(email);
    expect(created!.language).toBe('hi');
    await mailSettled(t);
    expect(t.mailer.lastTo(email)?.html).toContain('<html lang="hi-IN">');

    // No way back given: the Hindi home page.
    const again = await signInWithGoogle(
      new TestClient(t),
      googleIdentity(email),
      undefined,
      undefined,
      fromHindi,
    );
    expect(again.headers.location).toBe('/hi');
  });

  it('a refusal goes to the Hindi sign-in page, with the way back as the page asked for it', async () => {
    const email = uniqueEmail('hindiadmin');
    await createAdmin(t, email);
    const staff = await signInWithGoogle(
      new TestClient(t),
      googleIdentity(email),
      '/admin',
      undefined,
      fromHindi,
    );
    expect(staff.headers.location).toBe(`/hi${failureLocation('staff', '/admin')}`);

    const pending = uniqueEmail('hindiunverified');
    expect((await new TestClient(t).post('/api/account/sign-up', signUpBody(pending))).statusCode).toBe(201);
    const notLinked = await signInWithGoogle(
      new TestClient(t),
      googleIdentity(pending),
      '/wishlist',
      undefined,
      fromHindi,
    );
    expect(notLinked.headers.location).toBe(`/hi${failureLocation('not-linked', '/wishlist')}`);
  });
});
