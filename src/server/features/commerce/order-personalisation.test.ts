import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalisationField } from '#shared/catalog/personalisation.ts';
import type { CreateOrderInput, OrderDetail } from '#shared/orders/order.schemas.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import { emailOutbox, invoices, orderItems, orders, products } from '../../db/schema/index.ts';
import { LANG_HEADER } from '../../lib/language.ts';
import { createAdmin, mailSettled, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';

/*
 * Personalisation fields (issue 42 point 1, decision 072): the owner defines them on the product (each rule a 400
 * naming its field); the server prices the add-ons (the client's figures are never read), the order line keeps the
 * inputs with their add-on, taxed with the line on the invoice whose description names them; two texts are two
 * lines; a required field missing, a text too long and a value the choice does not offer are 400s naming the field
 * that write nothing.
 */

const t = setUpTestApp();
let admin: TestClient;
let frame: number; // ₹1,899 at 12% (HSN 4911)

const FIELDS: PersonalisationField[] = [
  {
    key: 'initials',
    kind: 'text',
    label: 'Initials',
    labelHi: 'आद्याक्षर',
    required: true,
    maxChars: 3,
    maxLines: 1,
    addOn: 0,
  },
  {
    key: 'line',
    kind: 'text',
    label: 'A line beneath',
    labelHi: '',
    required: false,
    maxChars: 40,
    maxLines: 2,
    addOn: 15_000,
  },
  {
    key: 'frame',
    kind: 'choice',
    label: 'Frame colour',
    labelHi: 'फ़्रेम का रंग',
    required: true,
    values: [
      { label: 'Warm gold', labelHi: 'सुनहरा', addOn: 0 },
      { label: 'Walnut', labelHi: 'अखरोटी', addOn: 20_000 },
    ],
  },
];

beforeAll(async () => {
  admin = await createAdmin(t);
  frame = await makeProduct(t.db.db, { price: 189_900, stock: 50 });
  await t.db.db.update(products).set({ hsnCode: '4911', gstRate: 12 }).where(eq(products.id, frame));
  const res = await admin.request('PATCH', `/api/admin/products/${frame}`, { personalisation: FIELDS });
  expect(res.statusCode, res.body).toBe(200);
});

const orderCount = async () => (await t.db.db.select({ n: count() }).from(orders))[0]!.n;

describe('the owner defines the fields', () => {
  it('stores them on the product and the shop serves them with it', async () => {
    const shop = await new TestClient(t).get(`/api/products/${frame}`);
    expect(shop.json().personalisation).toEqual(FIELDS);
    const list = await admin.get(`/api/admin/products?q=${encodeURIComponent('Test candle')}`);
    const row = list.json().items.find((p: { id: number }) => p.id === frame);
    expect(row.personalisation).toEqual(FIELDS);
  });

  it.each([
    [{ ...FIELDS[0], label: '' }, 'personalisation.0.label', 'Enter the field’s label.'],
    [
      { ...FIELDS[0], maxChars: 0 },
      'personalisation.0.maxChars',
      'Most characters is a whole number from 1 to 200.',
    ],
    [
      { ...FIELDS[0], addOn: -1 },
      'personalisation.0.addOn',
      'An add-on is a whole number of paise from 0 to ₹10,000.',
    ],
    [{ ...FIELDS[0], kind: 'date' }, 'personalisation.0.kind', 'Choose short text or a choice.'],
    [{ ...FIELDS[2], values: [] }, 'personalisation.0.values', 'A choice needs at least one value.'],
    [
      { ...FIELDS[2], values: [{ label: 'Teak', addOn: 10.5 }] },
      'personalisation.0.values.0.addOn',
      'An add-on is a whole number of paise from 0 to ₹10,000.',
    ],
    [
      { ...FIELDS[2], values: [{ label: 'Teak' }, { label: 'teak' }] },
      'personalisation.0.values.1.label',
      'Two values of this choice have the same label.',
    ],
  ])('refuses %j with a 400 naming %s, and keeps the stored fields', async (field, path, message) => {
    const res = await admin.request('PATCH', `/api/admin/products/${frame}`, { personalisation: [field] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[path]).toBe(message);
    const [row] = await t.db.db.select().from(products).where(eq(products.id, frame));
    expect(row!.personalisation).toEqual(FIELDS);
  });

  it('refuses two fields with one key', async () => {
    const res = await admin.request('PATCH', `/api/admin/products/${frame}`, {
      personalisation: [FIELDS[0], { ...FIELDS[1], key: 'initials' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['personalisation.1.key']).toBe(
      'Two personalisation fields have the same key.',
    );
  });
});

describe('the buyer personalises: priced by the server, kept on the line, taxed with it', () => {
  it('two texts are two lines, each with its add-ons in its unit price; the invoice names and taxes them', async () => {
    const items: CreateOrderInput['items'] = [
      {
        productId: frame,
        quantity: 1,
        personalisation: { initials: 'रा.मे', frame: 'Walnut', line: 'सदा साथ' },
      },
      { productId: frame, quantity: 2, personalisation: { initials: 'AB', frame: 'Warm gold' } },
    ];
    // What a client says a line costs is not read: there is nothing to send but the inputs.
    const quote = await new TestClient(t).post('/api/checkout/quote', { items });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json() as Quote;
    expect(q.lines.map((l) => [l.unitPrice, l.personalisationAddOn, l.quantity])).toEqual([
      [189_900 + 15_000 + 20_000, 35_000, 1],
      [189_900, 0, 2],
    ]);

    const stockBefore = await stockOf(t.db.db, frame);
    const placed = await placeOrder(t, orderBody(items));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as OrderDetail;
    expect(order.total).toBe(q.total);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      unitPrice: 224_900,
      totalPrice: 224_900,
      personalisationAddOn: 35_000,
      personalisation: [
        { key: 'initials', label: 'Initials', labelHi: 'आद्याक्षर', value: 'रा.मे', valueHi: '', addOn: 0 },
        { key: 'line', label: 'A line beneath', labelHi: '', value: 'सदा साथ', valueHi: '', addOn: 15_000 },
        {
          key: 'frame',
          label: 'Frame colour',
          labelHi: 'फ़्रेम का रंग',
          value: 'Walnut',
          valueHi: 'अखरोटी',
          addOn: 20_000,
        },
      ],
    });
    expect(order.items[1]).toMatchObject({
      unitPrice: 189_900,
      totalPrice: 379_800,
      personalisationAddOn: 0,
    });
    // Both lines' units came from the one variant's stock.
    expect(await stockOf(t.db.db, frame)).toBe(stockBefore! - 3);

    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const goods = invoice!.lines.filter((l) => l.kind === 'goods');
    expect(goods.map((l) => l.description)).toEqual([
      expect.stringContaining('— Initials: रा.मे; A line beneath: सदा साथ; Frame colour: Walnut'),
      expect.stringContaining('— Initials: AB; Frame colour: Warm gold'),
    ]);
    // The add-on is taxed with its line: 12% inside the whole line's value.
    expect(goods[0]).toMatchObject({ hsn: '4911', rate: 12, unitPrice: 224_900, gross: 224_900 });
    expect(goods[0]!.taxable).toBe(Math.round((224_900 * 100) / 112));
    expect(goods[0]!.cgst + goods[0]!.sgst).toBe(224_900 - goods[0]!.taxable);
    expect(invoice!.total).toBe(order.total);
  });

  it('the same texts twice are refused as one line twice', async () => {
    const line = { productId: frame, quantity: 1, personalisation: { initials: 'AB', frame: 'Walnut' } };
    const res = await placeOrder(
      t,
      orderBody([line, { ...line, personalisation: { frame: 'Walnut', initials: ' AB ' } }]),
    );
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ frame: 'Walnut' }, 'items.0.personalisation.initials', 'Initials is required.'],
    [{ initials: '   ', frame: 'Walnut' }, 'items.0.personalisation.initials', 'Initials is required.'],
    [
      { initials: 'ABCD', frame: 'Walnut' },
      'items.0.personalisation.initials',
      'Initials can be at most 3 characters.',
    ],
    [
      { initials: 'AB', frame: 'Walnut', line: 'one\ntwo\nthree' },
      'items.0.personalisation.line',
      'A line beneath can be at most 2 lines.',
    ],
    [
      { initials: 'AB', frame: 'Teak' },
      'items.0.personalisation.frame',
      'Frame colour: choose one of the listed values.',
    ],
    [{ initials: 'AB' }, 'items.0.personalisation.frame', 'Frame colour is required.'],
    [
      { initials: 'AB', frame: 'Walnut', font: 'Gothic' },
      'items.0.personalisation.font',
      'This product has no personalisation field “font”.',
    ],
  ])('%j: 400 naming %s, nothing written', async (personalisation, path, message) => {
    const before = await orderCount();
    const stock = await stockOf(t.db.db, frame);
    const res = await placeOrder(t, orderBody([{ productId: frame, quantity: 1, personalisation }]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[path]).toBe(message);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db.db, frame)).toBe(stock);
  });

  it('counts characters as a reader does: a conjunct with its vowel sign is within three', async () => {
    const res = await placeOrder(
      t,
      orderBody([
        { productId: frame, quantity: 1, personalisation: { initials: 'श्री', frame: 'Warm gold' } },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await t.db.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().order.id));
    expect(item!.personalisation?.[0]?.value).toBe('श्री');
  });

  it('a product without fields refuses inputs', async () => {
    const plain = await makeProduct(t.db.db, { price: 10_000, stock: 5 });
    const res = await placeOrder(
      t,
      orderBody([{ productId: plain, quantity: 1, personalisation: { note: 'x' } }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['items.0.personalisation.note']).toBeDefined();
  });
});

describe('the inputs travel with the order', () => {
  it('the packing slip and the mails (en, hi) name them, as text, never as markup', async () => {
    const personalisation = { initials: '<b>', frame: 'Walnut', line: 'सदा साथ' };
    const hindi = await new TestClient(t).post(
      '/api/orders',
      orderBody([{ productId: frame, quantity: 1, personalisation }]),
      { 'idempotency-key': crypto.randomUUID(), [LANG_HEADER]: 'hi' },
    );
    expect(hindi.statusCode, hindi.body).toBe(201);
    const order = hindi.json().order as OrderDetail;
    await mailSettled(t);

    const slip = await admin.get(`/api/admin/orders/slips?ids=${order.id}`);
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain('Initials: &lt;b&gt;; A line beneath: सदा साथ; Frame colour: Walnut');
    expect(slip.body).not.toContain('<b>;');

    const mails = (await t.db.db.select().from(emailOutbox)).filter((m) =>
      m.subject.includes(order.orderNumber),
    );
    const buyer = mails.find((m) => m.toAddress === order.customer.email);
    // The buyer's mail of a Hindi order: the owner's Hindi labels and the choice's Hindi value.
    expect(buyer?.text).toContain('आद्याक्षर: <b>; A line beneath: सदा साथ; फ़्रेम का रंग: अखरोटी');
    expect(buyer?.html).toContain('आद्याक्षर: &lt;b&gt;');
    const store = mails.find((m) => m.toAddress !== order.customer.email);
    expect(store?.text).toContain('Initials: <b>; A line beneath: सदा साथ; Frame colour: Walnut');
  });
});
