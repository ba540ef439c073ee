import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_RECOVERY_MESSAGES as M } from '#shared/cart-recovery/cart-recovery.ts';
import { customerProfiles, productVariants, rememberedCarts } from '../../db/schema/index.ts';
import { SmtpTransport } from '../../lib/mailer.ts';
import { createAdmin, signUpBody, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { type SmtpSink, startSmtpSink, testClock } from '../../testing/fakes.ts';

/**
 * Recovered carts (issue 44 point 3, decision 075) through the API, the reminder job on a controllable clock, the
 * outbox and a real SMTP server. On PostgreSQL (scripts/with-pg.sh) the two job runs really run at once.
 */

const HOUR = 3_600_000;
const clock = testClock();
let sink: SmtpSink;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({
    mail: {
      transports: [new SmtpTransport({ host: '127.0.0.1', port: sink.port, secure: false })],
      pollMs: 0,
    },
    commerce: { now: clock.now },
  });
  admin = await createAdmin(t);
  const on = await admin.request('PUT', '/api/admin/cart-recovery', { enabled: true });
  expect(on.statusCode, on.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let seq = 0;
const guestEmail = (name: string) => `${name}-${++seq}-${Date.now().toString(36)}@example.test`;
const guest = () => new TestClient(t);

function remember(client: TestClient, body: Record<string, unknown>) {
  return client.request('PUT', '/api/cart-recovery/cart', body);
}

/** The cart reminders an address received (its order confirmation and sign-up code are other mails). */
const reminders = () => sink.received.filter((m) => m.text.includes('/cart/restore?token='));
const mailsTo = (email: string) => reminders().filter((m) => m.rcptTo.includes(email));
const restoreTokenOf = (text: string) => /\/cart\/restore\?token=(\S+)/.exec(text)?.[1];
const unsubscribeTokenOf = (text: string) => /\/unsubscribe\?token=(\S+)/.exec(text)?.[1];

/** Moves the clock, runs the job, and waits for what it queued to reach the SMTP server. */
async function laterBy(ms: number) {
  clock.advance(ms);
  const before = reminders().length;
  const queued = await t.app.cartRecovery.sendDue();
  if (queued > 0) await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(before + queued);
  return queued;
}

/** A verified customer, the sign-up code read from the SMTP server. */
async function signUp(email: string) {
  const client = guest();
  expect((await client.post('/api/account/sign-up', signUpBody(email))).statusCode).toBe(201);
  const codeMail = () => sink.received.find((m) => m.rcptTo.includes(email) && /\b\d{6}\b/.test(m.text));
  await expect.poll(codeMail, { timeout: 15_000 }).toBeTruthy();
  const otp = /\b(\d{6})\b/.exec(codeMail()!.text)![1];
  expect((await client.post('/api/account/verify-email', { email, otp })).statusCode).toBe(200);
  return client;
}

async function product(price: number, stock: number | null = 5, name?: string) {
  return makeProduct(t.db.db, { price, stock, name });
}

describe('remembering a cart', () => {
  it('keeps product, variant, quantity and personalisation of a guest who typed an email, never a price', async () => {
    const productId = await product(45_000);
    const email = guestEmail('kept');
    const res = await remember(guest(), {
      items: [{ productId, quantity: 2, price: 1 }],
      email: email.toUpperCase(),
      lang: 'hi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ remembered: true });
    const [row] = await t.db.db.select().from(rememberedCarts).where(eq(rememberedCarts.email, email));
    expect(row!.items).toEqual([{ productId, quantity: 2 }]);
    expect(row!.language).toBe('hi');
    expect(row!.emailConsentAt).toBeNull();
  });

  it('400 naming the field: no email or phone, a bad email, a bad line; nothing kept', async () => {
    const productId = await product(10_000);
    const client = guest();
    const none = await remember(client, { items: [{ productId, quantity: 1 }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ email: M.contactRequired, phone: M.contactRequired });
    const badEmail = await remember(client, { items: [], email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toHaveProperty('email');
    const badPhone = await remember(client, { items: [], phone: '12' });
    expect(badPhone.json().error.fields).toHaveProperty('phone');
    const badLine = await remember(client, { items: [{ productId, quantity: 0 }], email: guestEmail('x') });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.json().error.fields).toHaveProperty(['items.0.quantity']);
    const notList = await remember(client, { items: 'all', email: guestEmail('x') });
    expect(notList.json().error.fields).toHaveProperty('items');
    const badConsent = await remember(client, { items: [], email: guestEmail('x'), marketingConsent: 'yes' });
    expect(badConsent.json().error.fields).toHaveProperty('marketingConsent');
  });

  it('admin settings: 400 naming couponCode for a code the shop does not have, enabled for a non-boolean', async () => {
    const unknown = await admin.request('PUT', '/api/admin/cart-recovery', {
      enabled: true,
      couponCode: 'NO-SUCH-CODE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ couponCode: M.couponUnknown });
    const bad = await admin.request('PUT', '/api/admin/cart-recovery', { enabled: 'yes' });
    expect(bad.json().error.fields).toHaveProperty('enabled');
    expect((await admin.get('/api/admin/cart-recovery')).json()).toMatchObject({
      enabled: true,
      couponCode: null,
    });
    // Staff and customers are refused the owner's settings.
    expect((await guest().get('/api/admin/cart-recovery')).statusCode).toBe(401);
  });
});

describe('reminders', () => {
  it('no consent: no mail at +1 h or +24 h', async () => {
    const productId = await product(30_000);
    const email = guestEmail('no-consent');
    expect((await remember(guest(), { items: [{ productId, quantity: 1 }], email })).statusCode).toBe(200);
    await laterBy(HOUR + 60_000);
    await laterBy(24 * HOUR);
    expect(mailsTo(email)).toEqual([]);
  });

  it('consent: nothing before 1 h, a mail at +1 h with a restoring link, the last at +24 h, then none', async () => {
    const productId = await product(52_000, 5, 'Lippan mirror');
    const email = guestEmail('consent');
    const client = guest();
    await remember(client, { items: [{ productId, quantity: 1 }], email, marketingConsent: true });
    expect(await laterBy(50 * 60_000)).toBe(0);
    expect(mailsTo(email)).toEqual([]);
    await laterBy(11 * 60_000);
    expect(mailsTo(email)).toHaveLength(1);
    const first = mailsTo(email)[0]!;
    expect(first.subject).toContain('You left something in your cart');
    expect(first.text).toContain('Lippan mirror × 1');
    expect(restoreTokenOf(first.text)).toBeTruthy();
    expect(unsubscribeTokenOf(first.text)).toMatch(/^cart\./);
    await laterBy(12 * HOUR);
    expect(mailsTo(email)).toHaveLength(1);
    await laterBy(12 * HOUR);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]!.subject).toContain('Still thinking it over?');
    await laterBy(48 * HOUR);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('a signed-in customer with marketing consent on their account is reminded at their account email', async () => {
    const productId = await product(20_000);
    const email = guestEmail('member');
    const member = await signUp(email);
    expect(
      (await member.request('PUT', '/api/me/marketing-consent', { marketingConsent: true })).statusCode,
    ).toBe(200);
    const res = await remember(member, { items: [{ productId, quantity: 3 }] });
    expect(res.json()).toEqual({ remembered: true });
    await laterBy(HOUR + 60_000);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('purchase: the order stops the second mail', async () => {
    const productId = await product(25_000);
    const email = guestEmail('buyer');
    const client = guest();
    await remember(client, { items: [{ productId, quantity: 1 }], email, marketingConsent: true });
    await laterBy(HOUR + 60_000);
    expect(mailsTo(email)).toHaveLength(1);
    clock.advance(HOUR);
    const placed = await placeOrder(
      t,
      orderBody([{ productId, quantity: 1 }], { customer: customer({ email }) }),
      {
        client,
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await laterBy(24 * HOUR);
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await t.db.db.select().from(rememberedCarts).where(eq(rememberedCarts.email, email));
    expect(row!.orderId).toBe(placed.json().order.id);
  });

  it('unsubscribe from the mail stops the next one and withdraws the consent', async () => {
    const productId = await product(18_000);
    const email = guestEmail('unsub');
    const client = guest();
    await remember(client, { items: [{ productId, quantity: 1 }], email, marketingConsent: true });
    await laterBy(HOUR + 60_000);
    const token = unsubscribeTokenOf(mailsTo(email)[0]!.text)!;
    const tampered = await guest().post('/api/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.fields).toHaveProperty('token');
    const res = await guest().post('/api/unsubscribe', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(email);
    await laterBy(24 * HOUR);
    expect(mailsTo(email)).toHaveLength(1);
    // Ticking the box again on a new cart does not undo the unsubscribe of this address.
    await remember(client, { items: [{ productId, quantity: 2 }], email, marketingConsent: true });
    await laterBy(2 * HOUR);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a verified customer who withdrew on their account is not mailed for a guest cart ticked before', async () => {
    const productId = await product(18_000);
    const email = guestEmail('withdrew');
    await remember(guest(), { items: [{ productId, quantity: 1 }], email, marketingConsent: true });
    clock.advance(60_000);
    await t.db.db
      .insert(customerProfiles)
      .values({ email, emailVerified: true, marketingConsent: false, marketingConsentAt: clock.now() });
    await laterBy(HOUR);
    expect(mailsTo(email)).toEqual([]);
  });

  it('two job runs at once queue one mail per cart', async () => {
    const productId = await product(15_000);
    const emails = [guestEmail('twice-a'), guestEmail('twice-b'), guestEmail('twice-c')];
    for (const email of emails) {
      await remember(guest(), { items: [{ productId, quantity: 1 }], email, marketingConsent: true });
    }
    clock.advance(HOUR + 60_000);
    const service = t.app.cartRecovery;
    const before = reminders().length;
    const queued = await Promise.all([service.sendDue(), service.sendDue()]);
    await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(before + queued[0]! + queued[1]!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('the restoring link', () => {
  async function remindedLink(items: Array<Record<string, unknown>>) {
    const email = guestEmail('restore');
    const res = await remember(guest(), { items, email, marketingConsent: true });
    expect(res.json()).toEqual({ remembered: true });
    await laterBy(HOUR + 60_000);
    return { email, token: restoreTokenOf(mailsTo(email)[0]!.text)! };
  }
  const restore = (token: string) => guest().post('/api/cart-recovery/restore', { token });

  it('restores the lines priced now, a sold-out piece said so, on any device', async () => {
    const repriced = await product(40_000, 4, 'Madhubani panel');
    const soldOut = await product(22_000, 2, 'Dhokra owl');
    const { token } = await remindedLink([
      { productId: repriced, quantity: 2 },
      { productId: soldOut, quantity: 1 },
    ]);
    await t.db.db
      .update(productVariants)
      .set({ price: 36_000 })
      .where(eq(productVariants.productId, repriced));
    await t.db.db
      .update(productVariants)
      .set({ stockQuantity: 0 })
      .where(eq(productVariants.productId, soldOut));
    const res = await restore(token);
    expect(res.statusCode, res.body).toBe(200);
    const { lines, couponCode } = res.json();
    expect(couponCode).toBeNull();
    expect(lines).toMatchObject([
      { productId: repriced, quantity: 2, state: 'available', name: 'Madhubani panel', unitPrice: 36_000 },
      { productId: soldOut, quantity: 1, state: 'sold-out', name: 'Dhokra owl' },
    ]);
  });

  it('a tampered or expired link is refused with a 400 naming token', async () => {
    const productId = await product(12_000);
    const { token } = await remindedLink([{ productId, quantity: 1 }]);
    const [id, expiry, signature] = token.split('.');
    for (const bad of [
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}.x${signature}`,
      'junk',
    ]) {
      const res = await restore(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ token: M.linkInvalid });
    }
    clock.advance(8 * 24 * HOUR);
    const expired = await restore(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual({ token: M.linkExpired });
  });

  it("an order after the link restored the cart is the owner's recovered revenue", async () => {
    const productId = await product(31_000);
    const before = (await admin.get('/api/admin/cart-recovery')).json();
    const { email, token } = await remindedLink([{ productId, quantity: 2 }]);
    expect((await restore(token)).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    const placed = await placeOrder(
      t,
      orderBody([{ productId, quantity: 2 }], { customer: customer({ email }) }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const view = (await admin.get('/api/admin/cart-recovery')).json();
    expect(view.recoveredOrders).toBe(before.recoveredOrders + 1);
    expect(view.recoveredRevenue).toBe(before.recoveredRevenue + placed.json().order.total);
  });
});

describe('switched off', () => {
  it('keeps nothing and sends nothing', async () => {
    expect((await admin.request('PUT', '/api/admin/cart-recovery', { enabled: false })).statusCode).toBe(200);
    const productId = await product(9_000);
    const email = guestEmail('off');
    const res = await remember(guest(), {
      items: [{ productId, quantity: 1 }],
      email,
      marketingConsent: true,
    });
    expect(res.json()).toEqual({ remembered: false });
    expect(await t.db.db.select().from(rememberedCarts).where(eq(rememberedCarts.email, email))).toEqual([]);
    expect(await laterBy(2 * HOUR)).toBe(0);
    expect((await admin.request('PUT', '/api/admin/cart-recovery', { enabled: true })).statusCode).toBe(200);
  });
});
