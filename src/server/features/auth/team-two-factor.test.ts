import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '#shared/auth/auth.schemas.ts';
import { user } from '../../db/schema/index.ts';
import { accessFor } from '../../plugins/auth-guard.ts';
import {
  codeFor,
  createAdmin,
  createStaff,
  enrolThroughApi,
  PASSWORD,
  signIn,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { base32, totp } from '../../testing/totp.ts';
import { ensureAdmin } from './bootstrap-admin.ts';
import { DEMO_AUTHENTICATOR_KEY, DEMO_TWO_FACTOR_SECRET } from './demo-authenticator.ts';
import { enrolDemoAdmin } from './two-factor-enrolment.ts';

// Review 2026-11-29 L3 (decision 059): two-factor sign-in is required for every team account.

const t = setUpTestApp();

const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

function expectEnrolmentRequired(res: { statusCode: number; body: string; json(): unknown }, name: string) {
  expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
  expect((res.json() as { error: unknown }).error, name).toEqual({
    code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
    message: TWO_FACTOR_ENROLMENT_REQUIRED,
  });
}

describe('L3: two-factor sign-in required for the team', () => {
  it('L3: an admin signed in with a password alone gets 403 on every admin route until enrolled, and is sent to the enrolment', async () => {
    const email = uniqueEmail('owner');
    await ensureAdmin(t.db.db, t.app.auth, { email, password: PASSWORD });
    const admin = new TestClient(t);
    const signedIn = await admin.post('/api/account/sign-in', { email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email, role: 'admin', twoFactorEnabled: false },
      redirectTo: '/admin/two-factor',
    });

    const adminRoutes = t.app.routeTable.filter((r) => accessFor(r.url) === 'admin' && r.method !== 'HEAD');
    expect(adminRoutes.length).toBeGreaterThan(50);
    for (const route of adminRoutes) {
      const method = route.method as Method;
      const res = await admin.request(method, concrete(route.url), method === 'GET' ? undefined : {});
      expectEnrolmentRequired(res, `${method} ${route.url}`);
    }

    // The enrolment is open, and once on, the admin is.
    expect((await admin.get('/api/me/two-factor')).json()).toEqual({ enabled: false });
    await enrolThroughApi(admin);
    expect((await admin.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('L3: staff without two-factor are refused too, also after a mailed sign-in code', async () => {
    const email = uniqueEmail('staff');
    const staff = await createStaff(t, email, { twoFactor: false });
    expectEnrolmentRequired(await staff.get('/api/admin/orders'), 'GET /api/admin/orders');
    expect((await staff.get('/api/me')).json().user).toMatchObject({
      role: 'staff',
      twoFactorEnabled: false,
    });

    const byCode = new TestClient(t);
    expect((await byCode.post('/api/account/sign-in-code', { email })).statusCode).toBe(200);
    const signedIn = await byCode.post('/api/account/sign-in-code/verify', {
      email,
      otp: await codeFor(t, email),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().redirectTo).toBe('/admin/two-factor');
    expectEnrolmentRequired(await byCode.get('/api/admin/customers'), 'GET /api/admin/customers');
  });

  it('L3: turning two-factor off closes the admin again until it is on', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await admin.post('/api/me/two-factor/disable', { password: PASSWORD })).statusCode).toBe(200);
    expectEnrolmentRequired(await admin.get('/api/admin/overview'), 'GET /api/admin/overview');
    await enrolThroughApi(admin);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('L3: the demo admin of a first demo start outside production is enrolled with the published key; never in production', async () => {
    expect(base32(DEMO_TWO_FACTOR_SECRET)).toBe(DEMO_AUTHENTICATOR_KEY);
    const enrolled = async (email: string) =>
      (await t.db.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]?.on;

    const live = uniqueEmail('live');
    const liveAdmin = await ensureAdmin(t.db.db, t.app.auth, { email: live, password: PASSWORD });
    expect(
      await enrolDemoAdmin(t.db.db, t.app.auth, liveAdmin, { env: 'production', seedDemo: true }),
    ).toBeNull();
    expect(await enrolled(live)).toBe(false);
    const noDemo = uniqueEmail('nodemo');
    const noDemoAdmin = await ensureAdmin(t.db.db, t.app.auth, { email: noDemo, password: PASSWORD });
    expect(
      await enrolDemoAdmin(t.db.db, t.app.auth, noDemoAdmin, { env: 'development', seedDemo: false }),
    ).toBeNull();
    expect(await enrolled(noDemo)).toBe(false);

    const demo = uniqueEmail('demo');
    const demoAdmin = await ensureAdmin(t.db.db, t.app.auth, { email: demo, password: PASSWORD });
    expect(await enrolDemoAdmin(t.db.db, t.app.auth, demoAdmin, { env: 'development', seedDemo: true })).toBe(
      DEMO_AUTHENTICATOR_KEY,
    );
    // Not again on a later start: the admin is not created then.
    expect(
      await enrolDemoAdmin(
        t.db.db,
        t.app.auth,
        { ...demoAdmin, created: false },
        { env: 'development', seedDemo: true },
      ),
    ).toBeNull();
    const client = await signIn(t, demo, PASSWORD, DEMO_AUTHENTICATOR_KEY);
    expect((await client.get('/api/admin/overview')).statusCode).toBe(200);
    // A wrong code is still refused: the key is the factor.
    const other = new TestClient(t);
    expect(
      (await other.post('/api/account/sign-in', { email: demo, password: PASSWORD })).json(),
    ).toMatchObject({
      twoFactorRequired: true,
    });
    const wrong = totp(DEMO_AUTHENTICATOR_KEY) === '000000' ? '111111' : '000000';
    const refused = await other.post('/api/account/two-factor/verify', {
      code: wrong,
      kind: 'authenticator',
    });
    expect(refused.statusCode).toBe(400);
  });
});
