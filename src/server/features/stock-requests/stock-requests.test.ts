import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockRequests } from '../../db/schema/index.ts';
import type { TestClient } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { defaultVariantOf, makeProduct, orderBody, placeOrder, slugOf } from '../../testing/factories.ts';
import type { SmtpSink } from '../../testing/fakes.ts';
import { buildSmtpTestApp } from '../../testing/smtp-app.ts';
import { claimRestocked } from './stock-requests.service.ts';

/**
 * Decision 073: "Tell me when it's back" (issue 44 point 4) and "Sold — ask for one like this" (issue 42 point 3),
 * through the API, the outbox and a real SMTP server. On PostgreSQL (scripts/with-pg.sh) the concurrent claims
 * really run at once.
 */

let sink: SmtpSink;
let t: TestApp;
let admin: TestClient;
let close: () => Promise<void>;
const OWNER = 'stock-owner@karigar.test';
let address = 0;

beforeAll(async () => {
  ({ t, sink, admin, close } = await buildSmtpTestApp());
  const settings = (await admin.get('/api/admin/settings')).json();
  const saved = await admin.request('PUT', '/api/admin/settings', {
    ...settings,
    orderNotificationEmail: OWNER,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => close());

/** A shopper's request, each from an address of its own (the route counts 10 per address per 10 minutes). */
function ask(
  productId: number,
  body: Record<string, unknown>,
  remoteAddress = `10.73.${++address >> 8}.${address & 255}`,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-requests`,
    payload: body,
    remoteAddress,
  });
}

const back = (email: string) => ({ kind: 'back', email, consent: true });

const mailsTo = (email: string) => sink.received.filter((m) => m.rcptTo.includes(email));
const waitingOf = async (productId: number) =>
  (await admin.get(`/api/admin/products/${productId}/stock-requests`)).json().waiting as Array<{
    email: string;
  }>;

async function setStock(productId: number, stockQuantity: number) {
  const res = await admin.request('PATCH', `/api/admin/products/${productId}`, { stockQuantity });
  expect(res.statusCode, res.body).toBe(200);
}

describe('asking', () => {
  it('is stored once per piece and email; asking again answers the same request', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 0 });
    const first = await ask(productId, back('Asha@Example.test'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ kind: 'back', status: 'waiting' });
    const again = await ask(productId, back('asha@example.test'));
    expect(again.statusCode, again.body).toBe(200);
    const rows = await t.db.db.select().from(stockRequests).where(eq(stockRequests.productId, productId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('asha@example.test');
  });

  it('a bad email, a missing consent, a note too long: 400 naming the field, nothing stored', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 0 });
    const badEmail = await ask(productId, back('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toHaveProperty('email');
    const noConsent = await ask(productId, { kind: 'back', email: 'a@example.test' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields).toHaveProperty('consent');
    const refused = await ask(productId, { kind: 'back', email: 'a@example.test', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('consent');
    const longNote = await ask(productId, {
      ...back('a@example.test'),
      kind: 'like_this',
      note: 'x'.repeat(1001),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.fields).toHaveProperty('note');
    expect(await t.db.db.select().from(stockRequests).where(eq(stockRequests.productId, productId))).toEqual(
      [],
    );
  });

  it('a piece in stock, or an ask for one like a piece that is not one of a kind: 409; an unknown product: 404', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 4 });
    expect((await ask(productId, back('b@example.test'))).statusCode).toBe(409);
    const soldOut = await makeProduct(t.db.db, { price: 50_000, stock: 0 });
    expect((await ask(soldOut, { ...back('b@example.test'), kind: 'like_this' })).statusCode).toBe(409);
    expect((await ask(2_000_000_000, back('b@example.test'))).statusCode).toBe(404);
  });

  it('is rate-limited per address like the other public writes', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 0 });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await ask(productId, back(`r${i}@example.test`), '10.73.250.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('a restock', () => {
  it('of 3 units with 10 waiting tells the first 9 in order of asking, once; the next restock tells the 10th', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 0, name: 'Blue pottery vase' });
    const emails = Array.from({ length: 10 }, (_, i) => `waiting${i}-${productId}@example.test`);
    for (const email of emails) expect((await ask(productId, back(email))).statusCode).toBe(201);

    await setStock(productId, 3);
    await expect.poll(() => emails.filter((e) => mailsTo(e).length > 0).length, { timeout: 15_000 }).toBe(9);
    expect(emails.slice(0, 9).every((e) => mailsTo(e).length === 1)).toBe(true);
    expect(mailsTo(emails[9]!)).toEqual([]);
    expect((await waitingOf(productId)).map((w) => w.email)).toEqual([emails[9]]);
    const mail = mailsTo(emails[0]!)[0]!;
    expect(mail.subject).toContain('Back in stock: Blue pottery vase');
    expect(mail.text).toContain(`/product/${await slugOf(t.db.db, productId)}?variant=`);

    // More stock while it is in stock is no restock: the 10th still waits.
    await setStock(productId, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(emails[9]!)).toEqual([]);
    // Sold out, then back: the 10th hears, and nobody hears twice.
    await setStock(productId, 0);
    await setStock(productId, 1);
    await expect.poll(() => mailsTo(emails[9]!).length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emails.every((e) => mailsTo(e).length === 1)).toBe(true);
    expect(await waitingOf(productId)).toEqual([]);
  });

  it('through a cancelled order giving its unit back tells the waiting shopper', async () => {
    const productId = await makeProduct(t.db.db, { price: 40_000, stock: 1, name: 'Dhokra owl' });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    const email = `cancelled-${productId}@example.test`;
    expect((await ask(productId, back(email))).statusCode).toBe(201);
    const cancelled = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(email)[0]!.subject).toContain('Dhokra owl');
  });

  it('two restocks at once claim each request once, and two senders at once mail each once', async () => {
    const productId = await makeProduct(t.db.db, { price: 50_000, stock: 0 });
    const variant = await defaultVariantOf(t.db.db, productId);
    const emails = Array.from({ length: 10 }, (_, i) => `both${i}-${productId}@example.test`);
    for (const email of emails) expect((await ask(productId, back(email))).statusCode).toBe(201);

    const restock = () =>
      t.db.db.transaction(async (tx) => {
        const claimed = await claimRestocked(
          tx,
          [{ variantId: variant.id, before: 0, after: 3 }],
          new Date(),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        return claimed;
      });
    const claimed = await Promise.all([restock(), restock()]);
    expect(claimed.sort((a, b) => a - b)).toEqual([1, 9]);
    await Promise.all([t.app.stockRequests.sendClaimed(), t.app.stockRequests.sendClaimed()]);
    await expect.poll(() => emails.filter((e) => mailsTo(e).length > 0).length, { timeout: 15_000 }).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emails.every((e) => mailsTo(e).length === 1)).toBe(true);
    const open = await t.db.db
      .select()
      .from(stockRequests)
      .where(and(eq(stockRequests.productId, productId), isNull(stockRequests.toldAt)));
    expect(open).toEqual([]);
  });
});

describe('ask for one like this', () => {
  it("a sold one-of-a-kind piece: the request with its note reaches the owner's mail, once, escaped", async () => {
    const productId = await makeProduct(t.db.db, { price: 90_000, stock: 0, name: 'Pattachitra scroll' });
    await t.db.db.update(products).set({ fulfilment: 'one_of_a_kind' }).where(eq(products.id, productId));
    const body = {
      kind: 'like_this',
      email: `collector-${productId}@example.test`,
      consent: true,
      note: 'In <b>blue</b>, please',
    };
    const res = await ask(productId, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ kind: 'like_this', status: 'sent' });
    expect((await ask(productId, body)).statusCode).toBe(200);
    const toOwner = () => mailsTo(OWNER).filter((m) => m.subject.includes('Pattachitra scroll'));
    await expect.poll(() => toOwner().length, { timeout: 15_000 }).toBe(1);
    const mail = toOwner()[0]!;
    expect(mail.text).toContain(body.email);
    expect(mail.text).toContain('In <b>blue</b>, please');
    expect(mail.html).toContain('In &lt;b&gt;blue&lt;/b&gt;, please');
    const list = (await admin.get(`/api/admin/products/${productId}/stock-requests`)).json();
    expect(list.likeThis).toMatchObject([{ email: body.email, note: 'In <b>blue</b>, please' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toOwner()).toHaveLength(1);
  });

  it('the admin list is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/1/stock-requests' });
    expect(res.statusCode).toBe(401);
  });
});
