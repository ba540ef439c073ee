import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, orders } from '../../db/schema/index.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { buildSmtpTestApp, type SmtpTestApp } from '../../testing/smtp-app.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';

/**
 * Audit 4.3 (spec: "Email or storage failures only warn and do not stop the flow"; 'Email Warning'): checkout
 * tries the customer's confirmation at once and answers the 'email' warning when it could not be sent. Real
 * SMTP (smtp-server on 127.0.0.1), real database.
 */

let shop: SmtpTestApp;
let productId: number;
beforeAll(async () => {
  shop = await buildSmtpTestApp();
  productId = await makeProduct(shop.t.db.db, { price: 60_000, stock: 50, name: 'Channapatna top' });
});
afterAll(() => shop.close());
beforeEach(() => shop.sink.refuseNext(0, 451));

const confirmationOf = (email: string) =>
  shop.t.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, MAIL_KINDS.orderConfirmation)));

describe('the Email Warning at checkout', () => {
  it('audit 4.3: a confirmation that left answers no warning', async () => {
    const body = orderBody([{ productId, quantity: 1 }]);
    const res = await placeOrder(shop.t, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warnings).toBeUndefined();
    expect(shop.sink.received.some((m) => m.rcptTo.includes(body.customer.email))).toBe(true);
  });

  it('audit 4.3: a confirmation the SMTP server refuses answers 201 with the email warning, and stays queued', async () => {
    shop.sink.refuseNext(1, 451, 'Greylisted, try again later');
    const body = orderBody([{ productId, quantity: 1 }]);
    const res = await placeOrder(shop.t, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warnings).toEqual(['email']);
    const [row] = await confirmationOf(body.customer.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Greylisted');
  });

  it('audit 4.3: when the confirmation cannot even be queued, the order stands with the email warning', async () => {
    const db = shop.t.db.db;
    await db.execute(sql`
      create or replace function refuse_order_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail queue unavailable'; end $$`);
    await db.execute(sql`
      create trigger refuse_order_mail before insert on email_outbox
      for each row when (new.kind = 'order-confirmation') execute function refuse_order_mail()`);
    try {
      const body = orderBody([{ productId, quantity: 1 }]);
      const res = await placeOrder(shop.t, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().warnings).toEqual(['email']);
      const [order] = await db.select().from(orders).where(eq(orders.id, res.json().order.id));
      expect(order).toMatchObject({ status: 'confirmed', customerEmail: body.customer.email });
      expect(await confirmationOf(body.customer.email)).toHaveLength(0);
    } finally {
      await db.execute(sql`drop trigger refuse_order_mail on email_outbox`);
      await db.execute(sql`drop function refuse_order_mail()`);
    }
  });
});
