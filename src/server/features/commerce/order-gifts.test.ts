import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGES, ORDER_NOTE_MAX } from '#shared/orders/gift.ts';
import type { OrderDetail } from '#shared/orders/order.schemas.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import { emailOutbox, invoices, orders, products } from '../../db/schema/index.ts';
import { createAdmin, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

/*
 * The order note and gifts (issue 42 point 2, decision 068): the gift wrap's fee is priced by the server in the quote
 * exactly as in the order, and taxed on the invoice as its own line with its own HSN/SAC and rate; a gift to someone
 * else ships to them (the slip) while the invoice bills the buyer; a gift slip prints no prices; over-long texts are
 * refused with a 400 naming the field, and nothing is written.
 */

const t = setUpTestApp();
let admin: TestClient;
let vase: number; // ₹1,180, HSN 6913 at 18%
let candle: number; // ₹250, Candles (HSN 3406, 5%)

const WRAP = 5_900; // ₹59 with 18% inside: ₹50 + ₹9
const RECIPIENT = {
  fullName: 'Anjali Deshpande',
  phone: '9123456780',
  address: '4 Gulmohar Path, Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411038',
};

async function setWrap(mode: 'off' | 'order' | 'item', price = WRAP) {
  const current = (await admin.get('/api/admin/settings')).json();
  const res = await admin.request('PUT', '/api/admin/settings', {
    ...current,
    giftWrap: { mode, price, hsn: '998540', rate: 18 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const items = () => [
  { productId: vase, quantity: 1 },
  { productId: candle, quantity: 2 },
];

async function quoteAndOrder(wrap: boolean, extra: object = {}) {
  const client = new TestClient(t);
  const asked = await client.post('/api/checkout/quote', {
    items: items(),
    pincode: '560038',
    state: 'Karnataka',
    paymentMethod: 'cod',
    giftWrap: wrap,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const placed = await placeOrder(
    t,
    orderBody(items(), { customer: customer(), gift: { wrap, message: 'Happy birthday!' }, ...extra }),
    { client },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { quote: asked.json() as Quote, order: placed.json().order as OrderDetail };
}

async function invoiceOf(orderId: string) {
  const [row] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row!;
}

beforeAll(async () => {
  admin = await createAdmin(t);
  vase = await makeProduct(t.db.db, { price: 118_000, stock: 500 });
  await t.db.db.update(products).set({ hsnCode: '6913', gstRate: 18 }).where(eq(products.id, vase));
  candle = await makeProduct(t.db.db, { price: 25_000, stock: 500 });
});

describe('gift wrap: the quote is the order, and the invoice taxes it on its own line', () => {
  it.each([
    { mode: 'order' as const, fee: WRAP, quantity: 1 },
    { mode: 'item' as const, fee: WRAP * 3, quantity: 3 },
  ])(
    'per $mode: the fee is its own line, in the total, and taxed with its own SAC',
    async ({ mode, fee, quantity }) => {
      await setWrap(mode);
      const { quote, order } = await quoteAndOrder(true);
      expect(quote.giftWrapOffer).toEqual({ mode, price: WRAP });
      expect(quote.giftWrapFee).toBe(fee);
      // ₹1,680 of goods: free shipping; COD fee 0 in the test shop.
      expect(quote.total).toBe(118_000 + 50_000 + fee + quote.codFee);
      expect(order.giftWrapFee).toBe(fee);
      expect(order.total).toBe(quote.total);
      expect(order.gift).toEqual({ message: 'Happy birthday!', wrap: true, slip: false, recipient: null });

      const invoice = await invoiceOf(order.id);
      expect(invoice.total).toBe(order.total);
      const wrapLine = invoice.lines.find((l) => l.description.startsWith('Gift wrap'));
      expect(wrapLine).toMatchObject({
        kind: 'charge',
        hsn: '998540',
        rate: 18,
        quantity,
        unitPrice: WRAP,
        gross: fee,
      });
      // 18% inside: taxable = gross × 100/118, the tax split into CGST + SGST in the store's state.
      expect(wrapLine!.taxable).toBe(Math.round((fee * 100) / 118));
      expect(wrapLine!.cgst + wrapLine!.sgst).toBe(fee - wrapLine!.taxable);
      // The goods' lines keep their own codes: the wrap is not spread over them.
      expect(invoice.lines.filter((l) => l.hsn === '998540')).toHaveLength(1);

      const pdf = await admin.get(`/api/orders/${order.id}/invoice`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.body).toContain('998540');
    },
  );

  it('not asked for, or not offered: no fee; asking for it while it is off is a 400 naming gift.wrap', async () => {
    await setWrap('order');
    const { quote, order } = await quoteAndOrder(false);
    expect(quote.giftWrapFee).toBe(0);
    expect(order.giftWrapFee).toBe(0);
    expect(order.total).toBe(quote.total);

    await setWrap('off', 0);
    const offered = await new TestClient(t).post('/api/checkout/quote', { items: items(), giftWrap: true });
    expect(offered.json()).toMatchObject({ giftWrapFee: 0, giftWrapOffer: null });
    const before = await t.db.db.$count(orders);
    const refused = await placeOrder(t, orderBody(items(), { gift: { wrap: true } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'gift.wrap': GIFT_MESSAGES.wrapUnavailable });
    expect(await t.db.db.$count(orders)).toBe(before);
  });

  it('the owner sets it in Store settings: per order or per item, a price in paise, its HSN/SAC and rate; bad values are 400s', async () => {
    const saved = await setWrap('item', 2_500);
    expect(saved.giftWrap).toEqual({ mode: 'item', price: 2_500, hsn: '998540', rate: 18 });
    const current = (await admin.get('/api/admin/settings')).json();
    for (const [giftWrap, field] of [
      [{ mode: 'weekly', price: 100, hsn: '998540', rate: 18 }, 'giftWrap.mode'],
      [{ mode: 'order', price: 0, hsn: '998540', rate: 18 }, 'giftWrap.price'],
      [{ mode: 'order', price: 12.5, hsn: '998540', rate: 18 }, 'giftWrap.price'],
      [{ mode: 'order', price: 100, hsn: '99A', rate: 18 }, 'giftWrap.hsn'],
      [{ mode: 'order', price: 100, hsn: '998540', rate: 12 }, 'giftWrap.rate'],
    ] as const) {
      const res = await admin.request('PUT', '/api/admin/settings', { ...current, giftWrap });
      expect(res.statusCode, JSON.stringify(giftWrap)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    expect((await admin.get('/api/admin/settings')).json().giftWrap.price).toBe(2_500);
  });
});

describe('a gift to someone else', () => {
  it('ships to the recipient (slip) while the invoice bills the buyer; the buyer gets the mails', async () => {
    await setWrap('order');
    const buyer = customer({ fullName: 'Kavya Raman' });
    const placed = await placeOrder(
      t,
      orderBody(items(), {
        customer: buyer,
        orderNote: 'Please deliver after 6 pm.\n<b>Thanks</b>',
        gift: { message: 'Many happy returns,\nwith love from Kavya', wrap: true, recipient: RECIPIENT },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as OrderDetail;
    expect(order.orderNote).toBe('Please deliver after 6 pm.\n<b>Thanks</b>');
    expect(order.gift?.recipient).toEqual(RECIPIENT);
    expect(order.customer.fullName).toBe('Kavya Raman');

    const invoice = await invoiceOf(order.id);
    expect(invoice.recipient.name).toBe('Kavya Raman');
    expect(invoice.recipient.address).toContain(buyer.address);
    expect(JSON.stringify(invoice.recipient)).not.toContain(RECIPIENT.fullName);
    expect(JSON.stringify(invoice.recipient)).not.toContain(RECIPIENT.address);
    // The buyer's block is headed 'Bill to' (the parcel went elsewhere).
    const page = (await admin.get(`/api/orders/${order.id}/invoice`)).body;
    expect(page).toContain('<h2>Bill to</h2>');
    expect(page).not.toContain(RECIPIENT.address);

    const slip = (await admin.get(`/api/admin/orders/slips?ids=${order.id}`)).body;
    const deliverTo = slip.slice(slip.indexOf('<h2>Deliver to</h2>'), slip.indexOf('</address>'));
    expect(deliverTo).toContain(RECIPIENT.fullName);
    expect(deliverTo).toContain(RECIPIENT.address);
    expect(deliverTo).toContain(RECIPIENT.pincode);
    expect(deliverTo).toContain(RECIPIENT.phone);
    expect(deliverTo).not.toContain(buyer.address);
    // The message on its own card page, the note escaped (never HTML).
    expect(slip).toContain('aria-label="Gift card');
    expect(slip).toContain('Many happy returns,<br>with love from Kavya');
    expect(slip).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(slip).not.toContain('<b>Thanks</b>');

    const admins = (await admin.get(`/api/admin/orders/${order.id}`)).json().order;
    expect(admins).toMatchObject({
      orderNote: order.orderNote,
      giftWrapFee: WRAP,
      gift: { recipient: RECIPIENT },
    });

    // The mails go to the buyer; the shop's new-order mail carries the note, the gift and the recipient (escaped).
    const mails = (await t.db.db.select().from(emailOutbox)).filter((m) =>
      m.subject.includes(order.orderNumber),
    );
    expect(mails.map((m) => m.toAddress)).toContain(buyer.email);
    const store = mails.find((m) => m.subject.startsWith('New order'));
    expect(store?.text).toContain('Note from the buyer: Please deliver after 6 pm.');
    expect(store?.text).toContain('Gift message: Many happy returns,');
    expect(store?.text).toContain(RECIPIENT.address);
    expect(store?.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(store?.html).not.toContain('<b>Thanks</b>');
  });

  it('a gift slip carries no prices, and needs an online payment (COD with a gift slip: 400 naming gift.slip)', async () => {
    const cod = await placeOrder(t, orderBody(items(), { gift: { slip: true } }));
    expect(cod.statusCode).toBe(400);
    expect(cod.json().error.fields).toEqual({ 'gift.slip': GIFT_MESSAGES.slipNeedsOnline });

    const placed = await placeOrder(
      t,
      orderBody(items(), { paymentMethod: 'online', gift: { slip: true, wrap: true, recipient: RECIPIENT } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as OrderDetail;
    const slip = (await admin.get(`/api/admin/orders/slips?ids=${order.id}`)).body;
    const page = slip.slice(slip.indexOf('<section'));
    expect(page).not.toMatch(/₹|Rs\.?\s?\d|Cash on Delivery|collect <strong>/);
    expect(page).toContain('Gift slip: no prices in the parcel');
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  it.each([
    {
      field: 'orderNote',
      body: { orderNote: 'x'.repeat(ORDER_NOTE_MAX + 1) },
      message: GIFT_MESSAGES.noteTooLong,
    },
    {
      field: 'gift.message',
      body: { gift: { message: 'म'.repeat(GIFT_MESSAGE_MAX + 1) } },
      message: GIFT_MESSAGES.messageTooLong,
    },
    {
      field: 'gift.message',
      body: { gift: { message: Array(10).fill('line').join('\n') } },
      message: GIFT_MESSAGES.messageTooManyLines,
    },
    { field: 'orderNote', body: { orderNote: 'bell\u0007' }, message: GIFT_MESSAGES.notAllowed },
    {
      field: 'gift.recipient.pincode',
      body: { gift: { recipient: { ...RECIPIENT, pincode: '41103' } } },
      message: GIFT_MESSAGES.recipientPincodeInvalid,
    },
    {
      field: 'gift.recipient.fullName',
      body: { gift: { recipient: { ...RECIPIENT, fullName: ' ' } } },
      message: GIFT_MESSAGES.recipientMissing('full name'),
    },
  ])('$field: $message', async ({ field, body, message }) => {
    const before = await t.db.db.$count(orders);
    const res = await placeOrder(t, orderBody(items(), body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields?.[field]).toBe(message);
    expect(await t.db.db.$count(orders)).toBe(before);
  });

  it('exactly at the limits is accepted (the Devanagari message counts characters)', async () => {
    await setWrap('off', 0);
    const res = await placeOrder(
      t,
      orderBody(items(), {
        orderNote: 'n'.repeat(ORDER_NOTE_MAX),
        gift: { message: 'शु'.repeat(GIFT_MESSAGE_MAX / 2) },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().order as OrderDetail).gift?.message).toHaveLength(GIFT_MESSAGE_MAX);
  });
});
