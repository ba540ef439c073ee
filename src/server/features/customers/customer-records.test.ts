import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED } from '#shared/auth/auth.schemas.ts';
import { CUSTOMER_ADMIN_MESSAGES } from '#shared/customers/customer-admin.ts';
import { customerProfiles, loginActivities, products, productVariants } from '../../db/schema/index.ts';
import {
  createAdmin,
  createCustomer,
  PASSWORD,
  signIn,
  TestClient,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, orderBody, placeOrder } from '../../testing/factories.ts';

/** Customer records (spec audit 3.1–3.4, 6.2; docs/product.md §7.5, §9.6). */

const t = setUpTestApp();

const profileOf = async (email: string) => {
  const [row] = await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email));
  return row!;
};

async function guestOrder(email: string, productIds: number[]) {
  const res = await placeOrder(
    t,
    orderBody(
      productIds.map((productId) => ({ productId, quantity: 1 })),
      { customer: customer({ email }) },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('audit 3.1 and 6.2: the admin changes a customer', () => {
  it('3.1: sets a customer Inactive and Active again; the status filter and the Active card follow', async () => {
    const admin = await createAdmin(t);
    const email = uniqueEmail('status');
    await createCustomer(t, email);
    const { id } = await profileOf(email);
    const activeBefore = (await admin.get('/api/admin/customers/stats')).json().activeCustomers;

    const res = await admin.request('PATCH', `/api/admin/customers/${id}`, { status: 'inactive' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CUSTOMER_ADMIN_MESSAGES.markedInactive,
      customer: { id, status: 'inactive' },
    });
    expect((await admin.get('/api/admin/customers/stats')).json().activeCustomers).toBe(activeBefore - 1);
    const inactive = (await admin.get(`/api/admin/customers?status=inactive&q=${email}`)).json();
    expect(inactive.items.map((c: { email: string }) => c.email)).toEqual([email]);

    const back = await admin.request('PATCH', `/api/admin/customers/${id}`, { status: 'active' });
    expect(back.json()).toMatchObject({
      message: CUSTOMER_ADMIN_MESSAGES.markedActive,
      customer: { status: 'active' },
    });
  });

  it('6.2: suspending ends every session and refuses sign-in; lifting it lets the customer back in', async () => {
    const admin = await createAdmin(t);
    const email = uniqueEmail('suspend');
    const shopper = await createCustomer(t, email);
    const other = await signIn(t, email);
    const { id } = await profileOf(email);
    expect((await shopper.get('/api/me')).statusCode).toBe(200);

    const res = await admin.request('PATCH', `/api/admin/customers/${id}`, { suspended: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CUSTOMER_ADMIN_MESSAGES.suspended,
      customer: { suspended: true },
    });
    expect((await shopper.get('/api/me')).statusCode).toBe(401);
    expect((await other.get('/api/me')).statusCode).toBe(401);
    const refused = await new TestClient(t).post('/api/account/sign-in', { email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_SUSPENDED);
    expect((await admin.get(`/api/admin/customers/${id}`)).json().customer.suspended).toBe(true);

    const lifted = await admin.request('PATCH', `/api/admin/customers/${id}`, { suspended: false });
    expect(lifted.json()).toMatchObject({
      message: CUSTOMER_ADMIN_MESSAGES.unsuspended,
      customer: { suspended: false },
    });
    expect((await signIn(t, email).then((c) => c.get('/api/me'))).statusCode).toBe(200);
  });

  it('3.1, 6.2: bad input names the field; a guest has no account to suspend; customers are refused', async () => {
    const admin = await createAdmin(t);
    const guest = uniqueEmail('guest');
    const [product] = await t.db.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(gt(productVariants.stockQuantity, 10))
      .limit(1);
    await guestOrder(guest, [product!.id]);
    const { id } = await profileOf(guest);

    const bad = await admin.request('PATCH', `/api/admin/customers/${id}`, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    expect((await admin.request('PATCH', `/api/admin/customers/${id}`, {})).statusCode).toBe(400);
    const noAccount = await admin.request('PATCH', `/api/admin/customers/${id}`, { suspended: true });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error.message).toBe(CUSTOMER_ADMIN_MESSAGES.noAccountToSuspend);

    const shopper = await createCustomer(t);
    expect(
      (await shopper.request('PATCH', `/api/admin/customers/${id}`, { status: 'inactive' })).statusCode,
    ).toBe(403);
    expect((await profileOf(guest)).status).toBe('active');
  });
});

describe('audit 3.2–3.4: what the records say', () => {
  it('3.4: the sign-in that follows email verification counts as a login', async () => {
    const email = uniqueEmail('verified');
    await createCustomer(t, email);
    const profile = await profileOf(email);
    expect(profile.loginCount).toBe(1);
    expect(profile.lastLoginAt).not.toBeNull();
    const [activity] = await t.db.db
      .select()
      .from(loginActivities)
      .where(eq(loginActivities.email, email))
      .orderBy(desc(loginActivities.loginTime));
    expect(activity).toMatchObject({ success: true, loginMethod: 'email-code' });
  });

  it('3.3: a guest who orders and later signs up gets their real sign-up date and method', async () => {
    const email = uniqueEmail('guest-then-customer');
    const [product] = await t.db.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(gt(productVariants.stockQuantity, 10))
      .limit(1);
    await guestOrder(email, [product!.id]);
    const orderedAt = new Date(Date.now() - 20 * 86_400_000);
    await t.db.db
      .update(customerProfiles)
      .set({ signupDate: orderedAt })
      .where(eq(customerProfiles.email, email));
    expect((await profileOf(email)).signupMethod).toBe('guest');

    const before = Date.now();
    await createCustomer(t, email);
    const profile = await profileOf(email);
    expect(profile.signupMethod).toBe('email');
    expect(profile.signupDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(profile.totalOrders).toBe(1);
  });

  it('3.2: preferred categories are filled from the orders', async () => {
    const email = uniqueEmail('categories');
    const stocked = await t.db.db
      .select({ id: products.id, category: products.category })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(gt(productVariants.stockQuantity, 10));
    const first = stocked[0]!;
    const second = stocked.find((p) => p.category !== first.category)!;
    const third = (
      await t.db.db
        .select({ id: products.id, category: products.category })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(
          and(
            gt(productVariants.stockQuantity, 10),
            eq(products.category, first.category),
            ne(products.id, first.id),
          ),
        )
    )[0];
    await guestOrder(email, [first.id]);
    expect((await profileOf(email)).preferredCategories).toEqual([first.category]);
    await guestOrder(email, [second.id, ...(third ? [third.id] : [])]);
    expect((await profileOf(email)).preferredCategories).toEqual([first.category, second.category].sort());
  });
});
