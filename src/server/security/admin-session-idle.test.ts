import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../db/schema/index.ts';
import { ADMIN_SESSION_IDLE } from '../plugins/auth-guard.ts';
import { createAdmin, createCustomer, type TestClient } from '../testing/accounts.ts';
import { setUpTestApp } from '../testing/build-test-app.ts';

/** L10: an admin session ends after 12 hours without an admin request; a customer's is not cut short. */

const t = setUpTestApp();
const HOUR = 60 * 60_000;

async function sessionOf(client: TestClient) {
  const userId = (await client.get('/api/session')).json().user.id as string;
  const [row] = await t.db.db.select().from(session).where(eq(session.userId, userId));
  return row!;
}
const lastActive = (id: string, hoursAgo: number) =>
  t.db.db
    .update(session)
    .set({ updatedAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(session.id, id));

describe('the admin idle timeout (security review L10)', () => {
  it('ends an admin session idle for more than 12 hours, with a message that says so', async () => {
    const admin = await createAdmin(t);
    const { id } = await sessionOf(admin);
    await lastActive(id, 13);
    const res = await admin.get('/api/admin/overview');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(ADMIN_SESSION_IDLE);
    expect(await t.db.db.select().from(session).where(eq(session.id, id))).toHaveLength(0);
    expect((await admin.get('/api/session')).json().user).toBeNull();
  });

  it('keeps an active admin signed in and records the activity', async () => {
    const admin = await createAdmin(t);
    const { id } = await sessionOf(admin);
    await lastActive(id, 11);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(session).where(eq(session.id, id));
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(HOUR);
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it("leaves a customer's session to its absolute lifetime", async () => {
    const customer = await createCustomer(t);
    const { id } = await sessionOf(customer);
    await lastActive(id, 13);
    expect((await customer.get('/api/me/addresses')).statusCode).toBe(200);
  });
});
