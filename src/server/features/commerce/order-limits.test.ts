import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { said } from '#shared/i18n/said.ts';
import { CHECKOUT_MESSAGES } from '#shared/orders/order.schemas.ts';
import { emailOutbox, orders, storeSettings } from '../../db/schema/index.ts';
import { loadConfig } from '../../env.ts';
import { TestClient } from '../../testing/accounts.ts';
import { setUpTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';
import { testClock } from '../../testing/fakes.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';
import { readAdminStoreSettings } from '../settings/settings.service.ts';

/*
 * H3 (security review 2026-11): the exploit was a script placing orders for every product from one
 * address, or from many emails, until the shop was sold out and its mail account mailed arbitrary
 * addresses. These tests run it against low limits; production's are in docs/product.md §9.7.
 */

let seq = 0;
/** A buyer no other test uses: own email and phone, so only the limit under test binds. */
function buyer(overrides: { email?: string; phone?: string } = {}) {
  seq += 1;
  return customer({
    email: overrides.email ?? `limits.${seq}.${randomUUID().slice(0, 8)}@example.in`,
    phone: overrides.phone ?? `9${String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9)}`,
  });
}

const ipv4 = () => `198.51.100.${(seq++ % 250) + 1}`;
const ordersFor = (t: TestApp, email: string) =>
  t.db.db.select().from(orders).where(eq(orders.customerEmail, email));

function order(
  t: TestApp,
  productId: number,
  opts: { ip?: string; email?: string; phone?: string; quantity?: number; online?: boolean } = {},
) {
  const body = orderBody([{ productId, quantity: opts.quantity ?? 1 }], {
    customer: buyer({ email: opts.email, phone: opts.phone }),
    paymentMethod: opts.online ? 'online' : 'cod',
  });
  return { body, res: placeOrder(t, body, { client: new TestClient(t, opts.ip ?? ipv4()) }) };
}

describe('checkout limits: production defaults', () => {
  it('are 10 orders per client (300 per address with checkout passes) and 5 per email or phone an hour, 3 unpaid online orders, a notice past 20 in 10 minutes', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).orderLimits).toEqual({
      perClientPerHour: 10,
      perAddressPerHour: 300,
      perBuyerPerHour: 5,
      unpaidOnlinePerBuyer: 3,
      burstNoticeAt: 20,
    });
  });
});

describe('checkout limits: per client, email and phone (5 / 4 an hour here)', () => {
  const t = setUpTestApp({
    config: testConfig({
      ORDER_LIMIT_PER_CLIENT: '5',
      ORDER_LIMIT_PER_BUYER: '4',
      UNPAID_ONLINE_ORDERS_PER_BUYER: '2',
    }),
  });

  it('refuses an order flood from one address, each with another email and phone: 429 with Retry-After, nothing placed', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await order(t, id, { ip }).res).statusCode).toBe(201);
    const refused = order(t, id, { ip });
    const res = await refused.res;
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: CHECKOUT_MESSAGES.tooManyOrders,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3_000);
    expect(await ordersFor(t, refused.body.customer.email)).toHaveLength(0);
    expect(await stockOf(t.db.db, id)).toBe(95);
    // Another client is not slowed by it.
    expect((await order(t, id).res).statusCode).toBe(201);
  });

  it('counts IPv6 clients by their /64: a fresh address in the same network is the same client', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    for (let i = 1; i <= 5; i++) {
      expect((await order(t, id, { ip: `2001:db8:7:1::${i}` }).res).statusCode).toBe(201);
    }
    expect((await order(t, id, { ip: '2001:db8:7:1:ffff::9' }).res).statusCode).toBe(429);
    expect((await order(t, id, { ip: '2001:db8:7:2::1' }).res).statusCode).toBe(201);
  });

  it('refuses one email from many addresses, and one phone from many addresses and emails', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const email = `one.email.${randomUUID()}@example.in`;
    for (let i = 0; i < 4; i++) expect((await order(t, id, { email }).res).statusCode).toBe(201);
    const byEmail = await order(t, id, { email }).res;
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().error.message).toBe(CHECKOUT_MESSAGES.tooManyOrders);
    expect(await ordersFor(t, email)).toHaveLength(4);

    const phone = '9000012345';
    for (let i = 0; i < 4; i++) expect((await order(t, id, { phone }).res).statusCode).toBe(201);
    expect((await order(t, id, { phone }).res).statusCode).toBe(429);
  });

  it('a repeat of the same request (same Idempotency-Key) is answered again and never counts', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const ip = '203.0.113.20';
    const client = new TestClient(t, ip);
    const body = orderBody([{ productId: id, quantity: 1 }], { customer: buyer() });
    const key = randomUUID();
    for (let i = 0; i < 7; i++) {
      const res = await placeOrder(t, body, { client, key });
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < 4; i++) expect((await order(t, id, { ip }).res).statusCode).toBe(201);
    expect((await order(t, id, { ip }).res).statusCode).toBe(429);
  });

  it('caps the units of one product in one order by the store setting: 400 naming the line, nothing counted', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const other = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const ip = '203.0.113.30';
    const body = orderBody(
      [
        { productId: other, quantity: 10 },
        { productId: id, quantity: 11 },
      ],
      { customer: buyer() },
    );
    for (let i = 0; i < 6; i++) {
      const res = await placeOrder(t, body, { client: new TestClient(t, ip) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('You can order at most 10 of one product in one order.');
      expect(res.json().error.fields).toEqual({
        'items.1.quantity': 'You can order at most 10 of one product in one order.',
      });
      // The cap's code and figure, for Hindi pages (decision 042).
      const cap = said('tooManyUnits', { max: 10 });
      expect(res.json().error).toMatchObject({ said: cap, saidFields: { 'items.1.quantity': cap } });
    }
    expect(await stockOf(t.db.db, id)).toBe(100);
    // The admin's setting moves the cap at once; the refusals above counted nothing.
    await t.db.db.update(storeSettings).set({ maxUnitsPerProduct: 11 });
    try {
      const res = await placeOrder(t, body, { client: new TestClient(t, ip) });
      expect(res.statusCode).toBe(201);
      expect(await stockOf(t.db.db, id)).toBe(89);
    } finally {
      await t.db.db.update(storeSettings).set({ maxUnitsPerProduct: 10 });
    }
  });

  it('lets a buyer (email or phone) hold only 2 unpaid online orders here; cash on delivery and a settled order free it', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const email = `unpaid.${randomUUID()}@example.in`;
    const phone = '9000054321';
    const first = await order(t, id, { email, phone, online: true }).res;
    expect(first.statusCode).toBe(201);
    expect((await order(t, id, { email, phone, online: true }).res).statusCode).toBe(201);

    const third = await order(t, id, { email, online: true }).res;
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(
      'You already have 2 orders waiting for payment. Please pay for one of them (or let it expire) before placing another online order.',
    );
    expect(third.json().error.said).toEqual(said('tooManyUnpaid', { n: 2 }));
    expect((await order(t, id, { phone, online: true }).res).statusCode).toBe(429);
    expect((await order(t, id, { phone }).res).statusCode).toBe(201);
    expect(await stockOf(t.db.db, id)).toBe(97);

    await t.app.orders.changeOrderStatus({
      orderId: first.json().order.id,
      status: 'cancelled',
      changedBy: null,
    });
    expect((await order(t, id, { email, online: true }).res).statusCode).toBe(201);
  });
});

describe('checkout limits: the burst notice (past 3 orders in 10 minutes here)', () => {
  const clock = testClock(Date.parse('2026-11-20T10:00:00Z'));
  const t = setUpTestApp({
    config: testConfig({ ORDER_BURST_NOTICE_AT: '3' }),
    commerce: { now: clock.now },
  });
  const notices = () =>
    t.db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, MAIL_KINDS.storeOrderBurst));

  it('mails the store once per window through the outbox, and never refuses the orders', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    for (let i = 0; i < 3; i++) expect((await order(t, id).res).statusCode).toBe(201);
    expect(await notices()).toHaveLength(0);
    for (let i = 0; i < 4; i++) expect((await order(t, id).res).statusCode).toBe(201);
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    // Where new-order notices go (the admin's order notification email).
    const { orderNotificationEmail } = await readAdminStoreSettings(t.db.db);
    expect(notice).toMatchObject({
      toAddress: orderNotificationEmail,
      subject: 'Unusually many orders: more than 3 in 10 minutes',
    });

    clock.advance(10 * 60_000 + 1);
    for (let i = 0; i < 4; i++) expect((await order(t, id).res).statusCode).toBe(201);
    expect(await notices()).toHaveLength(2);
  });
});

/*
 * Decision 058: on a sale day many real buyers share one IPv4 address behind their carrier's NAT. A browser
 * that took a checkout pass from the quote and spent a shopper's time (8 s) before ordering counts on its own,
 * under a per-address ceiling; an order without one (a bare script) keeps the strict per-address limit.
 */
describe('checkout limits: a crowd behind one address (5 per client, 12 per address here)', () => {
  const clock = testClock(Date.parse('2026-11-21T10:00:00Z'));
  const t = setUpTestApp({
    config: testConfig({ ORDER_LIMIT_PER_CLIENT: '5', ORDER_LIMIT_PER_ADDRESS: '12' }),
    commerce: { now: clock.now },
  });

  async function passFor(client: TestClient, productId: number, shown?: string): Promise<string> {
    const res = await client.post(
      '/api/checkout/quote',
      { items: [{ productId, quantity: 1 }] },
      shown ? { 'checkout-pass': shown } : {},
    );
    expect(res.statusCode).toBe(200);
    return res.json().checkoutPass;
  }
  function orderWith(client: TestClient, productId: number, pass?: string) {
    const body = orderBody([{ productId, quantity: 1 }], { customer: buyer() });
    return client.post('/api/orders', body, {
      'idempotency-key': randomUUID(),
      ...(pass ? { 'checkout-pass': pass } : {}),
    });
  }

  it('takes 12 buyers from one address, each in their own browser with an aged pass; the 13th is 429', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const ip = '203.0.113.60';
    const browsers = Array.from({ length: 13 }, () => new TestClient(t, ip));
    const passes = [];
    for (const browser of browsers) passes.push(await passFor(browser, id));
    clock.advance(9_000);
    for (let i = 0; i < 12; i++) expect((await orderWith(browsers[i]!, id, passes[i])).statusCode).toBe(201);
    const over = await orderWith(browsers[12]!, id, passes[12]);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(CHECKOUT_MESSAGES.tooManyOrders);
    expect(await stockOf(t.db.db, id)).toBe(88);
  });

  it('a quote shown its pass answers the same pass, so the pass ages while the shopper fills in the form', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 10 });
    const browser = new TestClient(t, '203.0.113.61');
    const pass = await passFor(browser, id);
    clock.advance(5_000);
    expect(await passFor(browser, id, pass)).toBe(pass);
    expect(await passFor(browser, id, `${pass.slice(0, -2)}xx`)).not.toBe(pass);
  });

  it('one browser (one pass) still places at most 5 an hour, from any address', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const pass = await passFor(new TestClient(t, '203.0.113.62'), id);
    clock.advance(9_000);
    for (let i = 0; i < 5; i++) {
      expect((await orderWith(new TestClient(t, `203.0.113.${70 + i}`), id, pass)).statusCode).toBe(201);
    }
    expect((await orderWith(new TestClient(t, '203.0.113.80'), id, pass)).statusCode).toBe(429);
  });

  it('a pass younger than 8 s, a forged pass and no pass all count per address: the 6th is 429', async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    for (const [n, make] of [
      [0, async (c: TestClient) => passFor(c, id)],
      [1, async (c: TestClient) => `${(await passFor(c, id)).slice(0, -4)}AAAA`],
      [2, async () => undefined],
    ] as const) {
      const ip = `198.18.0.${n + 1}`;
      for (let i = 0; i < 5; i++) {
        const browser = new TestClient(t, ip);
        expect((await orderWith(browser, id, await make(browser))).statusCode).toBe(201);
      }
      const browser = new TestClient(t, ip);
      expect((await orderWith(browser, id, await make(browser))).statusCode).toBe(429);
    }
  });

  it("quotes: a crowd's first quotes from one address pass; codes tried without a pass are 60 a minute per address, with one 60 per pass", async () => {
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 10 });
    const items = [{ productId: id, quantity: 1 }];
    const first = new TestClient(t, '198.18.1.1');
    for (let i = 0; i < 70; i++)
      expect((await first.post('/api/checkout/quote', { items })).statusCode).toBe(200);

    const guesser = new TestClient(t, '198.18.1.2');
    const guess = (headers: Record<string, string> = {}) =>
      guesser.post('/api/checkout/quote', { items, couponCode: `GUESS${randomUUID().slice(0, 6)}` }, headers);
    for (let i = 0; i < 60; i++) expect((await guess()).statusCode).not.toBe(429);
    expect((await guess()).statusCode).toBe(429);

    const pass = await passFor(new TestClient(t, '198.18.1.3'), id);
    for (let i = 0; i < 60; i++) expect((await guess({ 'checkout-pass': pass })).statusCode).not.toBe(429);
    expect((await guess({ 'checkout-pass': pass })).statusCode).toBe(429);
    // About 200 requests: seconds on a quiet machine, more on a busy one.
  }, 120_000);
});
