import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderStatusHistory, products } from '../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

/** The review-request mail, some days after delivery (issue 23, docs/product.md §3.10). */

const t = setUpTestApp();
let admin: TestClient;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  admin = await createAdmin(t);
});

/** A guest order of the products, delivered through the admin `daysAgo` days ago. */
async function deliveredOrder(productIds: number[], daysAgo: number) {
  const email = `buyer.${Math.random().toString(36).slice(2)}@example.in`;
  const placed = await placeOrder(
    t,
    orderBody(
      productIds.map((productId) => ({ productId, quantity: 1 })),
      { customer: customer({ email, fullName: 'Asha Rao' }) },
    ),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, orderNumber } = placed.json().order as { id: string; orderNumber: string };
  const res = await admin.request('PATCH', `/api/admin/orders/${id}`, { status: 'delivered' });
  expect(res.statusCode, res.body).toBe(200);
  await t.db.db
    .update(orderStatusHistory)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, 'delivered')));
  return { email, orderNumber };
}

const requestsTo = (email: string) =>
  t.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'review-request'), eq(emailOutbox.toAddress, email)));

describe('the review-request mail', () => {
  it('goes once, the set days after delivery, with a link per product still in the shop', async () => {
    const lamp = await makeProduct(t.db.db, { price: 40_000, stock: 20, name: 'Brass Diya Lamp' });
    const gone = await makeProduct(t.db.db, { price: 30_000, stock: 20, name: 'Retired Coaster' });
    const early = await deliveredOrder([lamp], 4); // the setting is 5 days
    const due = await deliveredOrder([lamp, gone], 6);
    const stale = await deliveredOrder([lamp], 30); // delivered long before: not asked any more
    await t.db.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, gone));

    await t.app.reviewRequests.runOnce();
    expect(await requestsTo(early.email)).toHaveLength(0);
    expect(await requestsTo(stale.email)).toHaveLength(0);
    const [mail, ...more] = await requestsTo(due.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`How did you find your Karigar order ${due.orderNumber}?`);
    expect(mail!.text).toContain('Hello Asha,');
    expect(mail!.text).toContain(`Review Brass Diya Lamp: http://localhost:3000/review/${lamp}`);
    expect(mail!.text).not.toContain('Retired Coaster');

    await t.app.reviewRequests.runOnce();
    expect(await requestsTo(due.email)).toHaveLength(1);
  });

  it('follows the store setting of days', async () => {
    const lamp = await makeProduct(t.db.db, { price: 40_000, stock: 20 });
    const order = await deliveredOrder([lamp], 2);
    await t.app.reviewRequests.runOnce();
    expect(await requestsTo(order.email)).toHaveLength(0);
    const settings = (await admin.get('/api/admin/settings')).json();
    await admin.request('PUT', '/api/admin/settings', { ...settings, reviewRequestDays: 1 });
    try {
      await t.app.reviewRequests.runOnce();
      expect(await requestsTo(order.email)).toHaveLength(1);
    } finally {
      await admin.request('PUT', '/api/admin/settings', { ...settings, reviewRequestDays: 5 });
    }
  });

  it('with 0 days asks as soon as the order is delivered; the demo buyers are never mailed', async () => {
    const lamp = await makeProduct(t.db.db, { price: 40_000, stock: 20 });
    const order = await deliveredOrder([lamp], 0);
    const settings = (await admin.get('/api/admin/settings')).json();
    await admin.request('PUT', '/api/admin/settings', { ...settings, reviewRequestDays: 0 });
    try {
      await t.app.reviewRequests.runOnce();
      expect(await requestsTo(order.email)).toHaveLength(1);
      const demoMails = await t.db.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, 'review-request'), like(emailOutbox.toAddress, '%@buyers.example')));
      expect(demoMails).toHaveLength(0);
    } finally {
      await admin.request('PUT', '/api/admin/settings', settings);
    }
  });
});
