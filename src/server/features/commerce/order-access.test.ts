import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/orders/order.schemas.ts';
import { queryRows } from '../../db/client.ts';
import { emailOutbox, orders } from '../../db/schema/index.ts';
import { createAdmin, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { testClock } from '../../testing/fakes.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';
import { hashOrderToken, ORDER_LINK_DAYS } from './order-access.ts';

/*
 * M3 (security review 2026-11), the token part: the guest's key to an order page is stored only as its
 * SHA-256, compared in constant time, and opens the page for ORDER_LINK_DAYS after the order.
 */

const clock = testClock(Date.parse('2026-11-20T10:00:00Z'));
const t = setUpTestApp({ commerce: { now: clock.now } });
const DAY_MS = 24 * 60 * 60_000;

async function place(paymentMethod: 'cod' | 'online' = 'cod', key = randomUUID()) {
  const id = await makeProduct(t.db.db, { price: 1_000, stock: 50 });
  const body = orderBody([{ productId: id, quantity: 1 }], { paymentMethod });
  const res = await placeOrder(t, body, { key });
  expect(res.statusCode, res.body).toBe(201);
  return { body, key, order: res.json().order as { id: string; accessToken: string } };
}

/** Every table's rows as text, except the outbox (mail bodies carry the link until sent; L11 scrubs them). */
async function databaseText(): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.db.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'email_outbox'`,
  );
  let text = '';
  for (const { table_name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.db.db,
      sql`select row_to_json(x)::text as row from ${sql.identifier(table_name)} x`,
    );
    text += rows.map((r) => r.row).join('\n');
  }
  return text;
}

/** The order page link in the newest mail of `kind` about the order. */
async function mailedLink(orderId: string, kind: string): Promise<string> {
  const mails = await t.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), sql`${emailOutbox.html} like ${`%${orderId}%`}`));
  expect(mails.length, kind).toBeGreaterThan(0);
  const match = mails.at(-1)!.html.match(/\/order-confirmation\/([\w-]+)\?token=([^"&\s<]+)/);
  expect(match, kind).not.toBeNull();
  return `/api/orders/${match![1]}?token=${match![2]}`;
}

describe('guest order tokens (M3)', () => {
  it('the database holds no raw token: orders keep its SHA-256, the stored checkout answer none', async () => {
    const cod = await place('cod');
    const online = await place('online');
    const text = await databaseText();
    for (const { order } of [cod, online]) {
      expect(order.accessToken).toMatch(/^[\w-]{43}$/);
      expect(text).not.toContain(order.accessToken);
      const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.accessTokenHash).toBe(hashOrderToken(order.accessToken));
    }
  });

  it('a repeat of the checkout request answers the same token, which opens the page', async () => {
    const first = await place('cod');
    const again = await placeOrder(t, first.body, { key: first.key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.accessToken).toBe(first.order.accessToken);
    const page = await new TestClient(t).get(
      `/api/orders/${first.order.id}?token=${encodeURIComponent(first.order.accessToken)}`,
    );
    expect(page.statusCode).toBe(200);
  });

  it('the links in the mails work: COD confirmation, an online order paid later, a status mail', async () => {
    const cod = await place('cod');
    const codLink = await mailedLink(cod.order.id, MAIL_KINDS.orderConfirmation);
    expect((await new TestClient(t).get(codLink)).statusCode).toBe(200);

    const online = await place('online');
    const session = (
      await new TestClient(t).get(`/api/orders/${online.order.id}?token=${online.order.accessToken}`)
    ).json().order.payment;
    const paid = await new TestClient(t).post(`/api/payments/sandbox/${session.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const onlineLink = await mailedLink(online.order.id, MAIL_KINDS.orderConfirmation);
    expect((await new TestClient(t).get(onlineLink)).json().order.status).toBe('confirmed');

    await t.app.orders.changeOrderStatus({ orderId: cod.order.id, status: 'shipped', changedBy: null });
    const statusLink = await mailedLink(cod.order.id, MAIL_KINDS.orderStatus);
    expect((await new TestClient(t).get(statusLink)).json().order.status).toBe('shipped');
  });

  it(`opens the page for ${ORDER_LINK_DAYS} days; later the token is refused with its message, the admin still sees it`, async () => {
    const { order } = await place('cod');
    const url = `/api/orders/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
    clock.advance((ORDER_LINK_DAYS - 1) * DAY_MS);
    try {
      expect((await new TestClient(t).get(url)).statusCode).toBe(200);
      clock.advance(2 * DAY_MS);
      const expired = await new TestClient(t).get(url);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual({
        error: { code: 'NOT_FOUND', message: CHECKOUT_MESSAGES.orderLinkExpired },
      });
      const wrong = await new TestClient(t).get(`/api/orders/${order.id}?token=x${order.accessToken}`);
      expect(wrong.json().error.message).toBe('Order Not Found');
      const admin = await createAdmin(t);
      expect((await admin.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    } finally {
      clock.advance(-(ORDER_LINK_DAYS + 1) * DAY_MS);
    }
  });

  it('tokens of orders placed before the hashing still open their page (the migration hashed them alike)', async () => {
    const raw = randomBytes(32).toString('base64url');
    const [row] = await queryRows<{ hashed: string }>(
      t.db.db,
      sql`select encode(sha256(convert_to(${raw}, 'UTF8')), 'hex') as hashed`,
    );
    const hashed = row!.hashed;
    expect(hashed).toBe(hashOrderToken(raw));
    const { order } = await place('cod');
    await t.db.db.update(orders).set({ accessTokenHash: hashed }).where(eq(orders.id, order.id));
    expect((await new TestClient(t).get(`/api/orders/${order.id}?token=${raw}`)).statusCode).toBe(200);
  });
});
