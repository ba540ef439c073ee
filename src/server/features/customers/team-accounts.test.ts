import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED, ACCOUNT_SUSPENDED } from '#shared/auth/auth.schemas.ts';
import { CUSTOMER_ADMIN_MESSAGES, CUSTOMER_ADMIN_PATHS } from '#shared/customers/customer-admin.ts';
import { customerProfiles } from '../../db/schema/index.ts';
import {
  createAdmin,
  createCustomer,
  createStaff,
  PASSWORD,
  signIn,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { ensureAdmin } from '../auth/bootstrap-admin.ts';

/** Review 2026-11-29 H1: the Customers area never acts on a team account for a caller who is not an admin. */
const t = setUpTestApp();

async function recordOf(email: string): Promise<string> {
  const [row] = await t.db.db
    .select({ id: customerProfiles.id })
    .from(customerProfiles)
    .where(eq(customerProfiles.email, email));
  return row!.id;
}

async function signInAnswer(email: string, password = PASSWORD) {
  return new TestClient(t).post('/api/account/sign-in', { email, password });
}

describe('staff and the team accounts (H1)', () => {
  it('H1: staff cannot suspend an admin', async () => {
    const adminEmail = uniqueEmail('owner');
    const admin = await createAdmin(t, adminEmail);
    const staff = await createStaff(t);

    const res = await staff.request('PATCH', CUSTOMER_ADMIN_PATHS.detail(await recordOf(adminEmail)), {
      suspended: true,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.message).toBe(CUSTOMER_ADMIN_MESSAGES.teamAccount);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await signInAnswer(adminEmail)).statusCode).toBe(200);
    // Nor mark the record inactive: nothing of a team member's record is staff's to change.
    const status = await staff.request('PATCH', CUSTOMER_ADMIN_PATHS.detail(await recordOf(adminEmail)), {
      status: 'inactive',
    });
    expect(status.statusCode).toBe(403);
  });

  it('H1: staff cannot sign out an admin or another staff member', async () => {
    const adminEmail = uniqueEmail('owner');
    const admin = await createAdmin(t, adminEmail);
    const colleagueEmail = uniqueEmail('colleague');
    const colleague = await createStaff(t, colleagueEmail);
    const staff = await createStaff(t);

    for (const email of [adminEmail, colleagueEmail]) {
      const res = await staff.post(CUSTOMER_ADMIN_PATHS.signOutEverywhere(await recordOf(email)));
      expect(res.statusCode, email).toBe(403);
      expect(res.json().error.message).toBe(CUSTOMER_ADMIN_MESSAGES.teamAccount);
    }
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await colleague.get('/api/admin/orders')).statusCode).toBe(200);
  });

  it("H1: staff do not see the team in Customers, nor a team member's profile or sign-ins", async () => {
    const adminEmail = uniqueEmail('owner');
    await createAdmin(t, adminEmail);
    const staff = await createStaff(t);
    const customerEmail = uniqueEmail('buyer');
    await createCustomer(t, customerEmail);

    const listed = await staff.get(`${CUSTOMER_ADMIN_PATHS.list}?q=${encodeURIComponent(adminEmail)}`);
    expect(listed.json()).toMatchObject({ items: [], total: 0 });
    const id = await recordOf(adminEmail);
    for (const url of [CUSTOMER_ADMIN_PATHS.detail(id), CUSTOMER_ADMIN_PATHS.customerLogins(id)]) {
      const res = await staff.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(CUSTOMER_ADMIN_MESSAGES.teamAccount);
    }
    // A customer stays staff's to look after.
    const customer = await staff.get(`${CUSTOMER_ADMIN_PATHS.list}?q=${encodeURIComponent(customerEmail)}`);
    expect(customer.json().total).toBe(1);
    const customerId = await recordOf(customerEmail);
    expect((await staff.get(CUSTOMER_ADMIN_PATHS.customerLogins(customerId))).statusCode).toBe(200);
    expect((await staff.post(CUSTOMER_ADMIN_PATHS.signOutEverywhere(customerId))).statusCode).toBe(200);
  });

  it('H1: an admin still manages team accounts from Customers', async () => {
    const admin = await createAdmin(t);
    const staffEmail = uniqueEmail('staff');
    const staff = await createStaff(t, staffEmail);
    const listed = await admin.get(`${CUSTOMER_ADMIN_PATHS.list}?q=${encodeURIComponent(staffEmail)}`);
    expect(listed.json().total).toBe(1);
    const res = await admin.request('PATCH', CUSTOMER_ADMIN_PATHS.detail(await recordOf(staffEmail)), {
      suspended: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await staff.get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('D-m8: the team is not counted among the customers, nor listed until an admin searches for one', async () => {
    const admin = await createAdmin(t);
    const stats = async () => (await admin.get(CUSTOMER_ADMIN_PATHS.stats)).json();
    const overview = async () => (await admin.get('/api/admin/overview')).json().customers as number;
    const [statsBefore, overviewBefore] = [await stats(), await overview()];
    const staffEmail = uniqueEmail('staff');
    await createStaff(t, staffEmail);
    await createAdmin(t);
    const customerEmail = uniqueEmail('buyer');
    await createCustomer(t, customerEmail);

    const statsAfter = await stats();
    expect(statsAfter.totalCustomers).toBe(statsBefore.totalCustomers + 1);
    expect(statsAfter.newThisWeek).toBe(statsBefore.newThisWeek + 1);
    expect(await overview()).toBe(overviewBefore + 1);
    const browsed = (await admin.get(`${CUSTOMER_ADMIN_PATHS.list}?limit=100`)).json().items as Array<{
      email: string;
    }>;
    expect(browsed.map((row) => row.email)).toContain(customerEmail);
    expect(browsed.map((row) => row.email)).not.toContain(staffEmail);
    const recent = (await admin.get(`${CUSTOMER_ADMIN_PATHS.segment('recent-signups')}?limit=100`)).json()
      .items as Array<{ email: string }>;
    expect(recent.map((row) => row.email)).not.toContain(staffEmail);
  });

  it('H1: admin:create on a suspended admin lifts the suspension', async () => {
    const email = uniqueEmail('owner');
    await createAdmin(t, email);
    const other = await createAdmin(t);
    const suspended = await other.request('PATCH', CUSTOMER_ADMIN_PATHS.detail(await recordOf(email)), {
      suspended: true,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await signInAnswer(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_SUSPENDED);

    const result = await ensureAdmin(t.db.db, t.app.auth, { email, password: PASSWORD });
    expect(result).toMatchObject({ created: false, unsuspended: true });
    expect((await (await signIn(t, email)).get('/api/admin/overview')).statusCode).toBe(200);
  });
});

describe('staff and the marketing figures (review 2026-11-29 L1)', () => {
  it("L1: staff get no customer figures, targeting or the shop's sign-in history", async () => {
    const staff = await createStaff(t);
    for (const url of [
      CUSTOMER_ADMIN_PATHS.stats,
      CUSTOMER_ADMIN_PATHS.analytics,
      CUSTOMER_ADMIN_PATHS.logins,
      CUSTOMER_ADMIN_PATHS.segment('high-value'),
    ]) {
      const res = await staff.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(ACCESS_DENIED);
    }
    const admin = await createAdmin(t);
    expect((await admin.get(CUSTOMER_ADMIN_PATHS.stats)).statusCode).toBe(200);
  });
});
