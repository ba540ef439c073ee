import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, orderItems, orders, products } from '../../db/schema/index.ts';
import { LANG_HEADER } from '../../lib/language.ts';
import { createAdmin, createCustomer, mailSettled, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody } from '../../testing/factories.ts';

/**
 * Issue 25, decision 035: an order line keeps the product's Hindi name beside the English one, taken from the
 * product row in the order's transaction; the shopper's views get it as `nameHi`, the customer's mails of a
 * Hindi order use it, the store's own notice and the admin's records keep the English name.
 */
const t = setUpTestApp();

const HINDI = 'पीतल का दीया';

async function place(lang: 'en' | 'hi', lines: number[], client = new TestClient(t)) {
  const body = orderBody(lines.map((productId) => ({ productId, quantity: 1 })));
  const res = await client.post('/api/orders', body, {
    'idempotency-key': crypto.randomUUID(),
    [LANG_HEADER]: lang,
  });
  expect(res.statusCode, res.body).toBe(201);
  await mailSettled(t);
  const order = res.json().order as {
    id: string;
    orderNumber: string;
    accessToken: string;
    items: Array<{ name: string; nameHi?: string }>;
  };
  return { order, email: body.customer.email };
}

const itemRows = (orderId: string) =>
  t.db.db
    .select({ name: orderItems.productName, nameHi: orderItems.productNameHi })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);

describe("an order line's Hindi name", () => {
  it('is kept from the product row at placement; a product without one keeps null and English alone', async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const bowl = await makeProduct(t.db.db, { price: 30_000, stock: 5, name: 'Clay bowl' });
    const { order } = await place('hi', [lamp, bowl]);
    expect(await itemRows(order.id)).toEqual([
      { name: 'Brass diya', nameHi: HINDI },
      { name: 'Clay bowl', nameHi: null },
    ]);
    expect(order.items.map((i) => [i.name, i.nameHi])).toEqual([
      ['Brass diya', HINDI],
      ['Clay bowl', undefined],
    ]);
    expect(order.items[1]).not.toHaveProperty('nameHi');
  });

  it('is the name at the moment of the order: a later change of the product leaves the order as it was', async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const { order } = await place('hi', [lamp]);
    await t.db.db.update(products).set({ nameHi: 'नया नाम', name: 'New name' }).where(eq(products.id, lamp));
    const res = await new TestClient(t).get(`/api/orders/${order.id}?token=${order.accessToken}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.items[0]).toMatchObject({ name: 'Brass diya', nameHi: HINDI });
  });

  it("reaches the customer's order history, and the admin's order keeps the English name", async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const shopper = await createCustomer(t);
    const { order } = await place('hi', [lamp], shopper);
    const mine = await shopper.get('/api/me/orders');
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = (mine.json().items as Array<{ id: string; items: unknown[] }>).find(
      (o) => o.id === order.id,
    );
    expect(listed!.items[0]).toMatchObject({ name: 'Brass diya', nameHi: HINDI });

    const admin = await createAdmin(t);
    const page = await admin.get(`/api/admin/orders/${order.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order.lines[0].name).toBe('Brass diya');
  });
});

describe('the order mails', () => {
  const storeNotice = (orderNumber: string) =>
    t.db.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'store-new-order'), like(emailOutbox.subject, `%${orderNumber}%`)));

  it("a Hindi order's confirmation names the product in Hindi (English where it has none); the store's notice in English", async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const bowl = await makeProduct(t.db.db, { price: 30_000, stock: 5, name: 'Clay bowl' });
    const { order, email } = await place('hi', [lamp, bowl]);
    const mail = t.mailer.lastTo(email)!;
    expect(mail.text).toContain(`- ${HINDI} (`);
    expect(mail.text).toContain('- Clay bowl (');
    expect(mail.text).not.toContain('Brass diya');
    expect(mail.html).toContain(HINDI);
    const [notice] = await storeNotice(order.orderNumber);
    expect(notice!.text).toContain('- Brass diya (');
    expect(notice!.text).not.toContain(HINDI);
  });

  it("an English order's confirmation names it in English", async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const { email } = await place('en', [lamp]);
    const mail = t.mailer.lastTo(email)!;
    expect(mail.text).toContain('- Brass diya (');
    expect(mail.text).not.toContain(HINDI);
  });

  it("a part return's mail of a Hindi order lists the returned product by its Hindi name", async () => {
    const lamp = await makeProduct(t.db.db, { price: 50_000, stock: 5, name: 'Brass diya', nameHi: HINDI });
    const bowl = await makeProduct(t.db.db, { price: 30_000, stock: 5, name: 'Clay bowl' });
    const { order, email } = await place('hi', [lamp, bowl]);
    const admin = await createAdmin(t);
    const delivered = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const page = await admin.get(`/api/admin/orders/${order.id}`);
    const lampLine = (page.json().order.lines as Array<{ itemId: number; name: string }>).find(
      (l) => l.name === 'Brass diya',
    );
    const res = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: lampLine!.itemId, quantity: 1 }],
      reason: 'Arrived dented',
      resaleable: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The order's updates, newest last: delivered, then this return.
    const updates = await t.db.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'order-status')))
      .orderBy(emailOutbox.createdAt);
    const returned = updates.at(-1);
    expect(returned!.text).toContain(`1 × ${HINDI}`);
    const [row] = await t.db.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.language).toBe('hi');
  });
});
