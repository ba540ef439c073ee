import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ADMIN_MESSAGES, CUSTOMER_ADMIN_PATHS } from '#shared/customers/customer-admin.ts';
import { customerProfiles } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, signIn, uniqueEmail } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

/** Review L10: the admin can sign a customer out on every device. */
const t = setUpTestApp();

async function profileId(email: string) {
  const [row] = await t.db.db
    .select({ id: customerProfiles.id })
    .from(customerProfiles)
    .where(eq(customerProfiles.email, email));
  return row!.id;
}

describe('POST /api/admin/customers/:id/sign-out-everywhere (L10)', () => {
  it("ends every session of the customer's account; the customer can sign in again", async () => {
    const admin = await createAdmin(t);
    const email = uniqueEmail();
    const phone = await createCustomer(t, email);
    const laptop = await signIn(t, email);

    const res = await admin.post(CUSTOMER_ADMIN_PATHS.signOutEverywhere(await profileId(email)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CUSTOMER_ADMIN_MESSAGES.signedOutEverywhere, sessionsEnded: 2 });
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await admin.get('/api/me')).statusCode).toBe(200);
    expect((await (await signIn(t, email)).get('/api/me')).statusCode).toBe(200);
  });

  it('is refused to a customer, and ends nothing', async () => {
    const email = uniqueEmail();
    const victim = await createCustomer(t, email);
    const other = await createCustomer(t);
    const res = await other.post(CUSTOMER_ADMIN_PATHS.signOutEverywhere(await profileId(email)));
    expect(res.statusCode).toBe(403);
    expect((await victim.get('/api/me')).statusCode).toBe(200);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const admin = await createAdmin(t);
    const res = await admin.post(CUSTOMER_ADMIN_PATHS.signOutEverywhere(randomUUID()));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(CUSTOMER_ADMIN_MESSAGES.customerNotFound);
  });
});
