import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.ts';
import { DEFAULT_DELIVERY_RULES } from '#shared/delivery/delivery.ts';
import {
  deliverySettings,
  orders,
  products,
  shippingZones,
  unserviceablePincodes,
} from '../../db/schema/index.ts';
import { type TestClient as Client, createAdmin, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

/*
 * Made to order (issue 42 point 3, decision 070): the product's making fields, and the delivery promise (product
 * page, quote, order) counted as making time + the dispatch clock + the transit days, moved out by the making queue.
 */

// Friday 27 Nov 2026, 10:00 India time: before the 14:00 cut-off. No zones: 5–7 business days to the door.
const clock = new Date('2026-11-27T04:30:00Z');
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { now: () => clock } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.delete(deliverySettings);
  await t.db.db.delete(shippingZones);
  await t.db.db.delete(unserviceablePincodes);
});

let seq = 0;
const product = (fields: Record<string, unknown>) => {
  seq += 1;
  return admin.post('/api/admin/products', {
    name: `Monogram frame ${seq}`,
    price: 149_900,
    category: 'Calligraphy',
    catalogNumber: `MTO-${Date.now().toString(36)}-${seq}`,
    stockQuantity: 10,
    ...fields,
  });
};

async function madeToOrder(fields: Record<string, unknown> = {}): Promise<number> {
  const res = await product({ fulfilment: 'made_to_order', makingDaysMin: 5, makingDaysMax: 8, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const check = async (productId: number, quantity = 1) => {
  const res = await new TestClient(t).get(
    `/api/delivery/check?pincode=560038&product=${productId}&quantity=${quantity}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().estimate;
};

describe('the making fields of a product (admin)', () => {
  it('each rule broken is a 400 naming its field, and nothing is written', async () => {
    const [before] = await t.db.db.select({ n: count() }).from(products);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ fulfilment: 'made_to_order' }, 'makingDaysMin', M.makingDaysRequired],
      [{ fulfilment: 'made_to_order', makingDaysMin: 5 }, 'makingDaysMax', M.makingDaysRequired],
      [
        { fulfilment: 'made_to_order', makingDaysMin: 8, makingDaysMax: 5 },
        'makingDaysMax',
        M.makingDaysOrder,
      ],
      [
        { fulfilment: 'made_to_order', makingDaysMin: 0, makingDaysMax: 5 },
        'makingDaysMin',
        M.makingDaysInvalid,
      ],
      [
        { fulfilment: 'made_to_order', makingDaysMin: 5, makingDaysMax: 91 },
        'makingDaysMax',
        M.makingDaysInvalid,
      ],
      [
        { fulfilment: 'made_to_order', makingDaysMin: 1.5, makingDaysMax: 5 },
        'makingDaysMin',
        M.makingDaysInvalid,
      ],
      [{ fulfilment: 'bespoke' }, 'fulfilment', M.fulfilmentInvalid],
      [{ weeklyCapacity: 0 }, 'weeklyCapacity', M.weeklyCapacityInvalid],
      [{ fulfilment: 'one_of_a_kind', stockQuantity: 2 }, 'stockQuantity', M.oneOfAKindStock],
    ];
    for (const [fields, field, message] of refusals) {
      const res = await product(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(fields)).toBe(message);
    }
    const [after] = await t.db.db.select({ n: count() }).from(products);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps the making days of a made-to-order piece, clears them otherwise, and the shop shows them', async () => {
    const id = await madeToOrder({ weeklyCapacity: 4 });
    const admins = await admin.get(`/api/admin/products?q=Monogram`);
    expect(admins.json().items.find((p: { id: number }) => p.id === id)).toMatchObject({
      fulfilment: 'made_to_order',
      makingDaysMin: 5,
      makingDaysMax: 8,
      weeklyCapacity: 4,
    });
    const shop = await new TestClient(t).get(`/api/products/${id}`);
    expect(shop.json().making).toEqual({ minDays: 5, maxDays: 8 });
    expect(shop.json().oneOfAKind).toBeUndefined();

    // Back to stock: what the form left in the making fields is cleared.
    const patched = await admin.request('PATCH', `/api/admin/products/${id}`, {
      fulfilment: 'stock',
      makingDaysMin: 5,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ fulfilment: 'stock', makingDaysMin: null, weeklyCapacity: null });
    expect((await new TestClient(t).get(`/api/products/${id}`)).json().making).toBeUndefined();

    // Made to order again without its days: refused, and the stored product is as it was.
    const refused = await admin.request('PATCH', `/api/admin/products/${id}`, {
      fulfilment: 'made_to_order',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.makingDaysMin).toBe(M.makingDaysRequired);
    const [row] = await t.db.db.select().from(products).where(eq(products.id, id));
    expect(row!.fulfilment).toBe('stock');
    // …and with them, as the Edit dialog sends it.
    const again = await admin.request('PATCH', `/api/admin/products/${id}`, {
      name: row!.name,
      fulfilment: 'made_to_order',
      makingDaysMin: 7,
      makingDaysMax: 10,
      weeklyCapacity: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ fulfilment: 'made_to_order', makingDaysMin: 7, makingDaysMax: 10 });

    const single = await product({ fulfilment: 'one_of_a_kind', stockQuantity: 1 });
    expect(single.statusCode, single.body).toBe(201);
    expect((await new TestClient(t).get(`/api/products/${single.json().id}`)).json().oneOfAKind).toBe(true);
    const more = await admin.request('PATCH', `/api/admin/products/${single.json().id}`, {
      stockQuantity: 3,
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().error.fields.stockQuantity).toBe(M.oneOfAKindStock);
  });
});

describe('the delivery promise counts the making time and the making queue', () => {
  it('a table of cases for pincode 560038 (no zone: 5–7 business days)', async () => {
    const stock = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const made = await madeToOrder();
    const queued = await madeToOrder({ weeklyCapacity: 2 });
    // Two units ordered and not yet packed fill the week of a product that makes 2 a week.
    const queuedOrders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await placeOrder(t, orderBody([{ productId: queued, quantity: 1 }]));
      expect(res.statusCode, res.body).toBe(201);
      queuedOrders.push(res.json().order.orderNumber);
    }
    const cases: Array<[string, number, number, { dispatch: string; from: string; to: string }]> = [
      // Dispatched today (Fri 27 Nov); 5–7 business days: Thu 3 – Sat 5 Dec.
      ['from stock', stock, 1, { dispatch: '2026-11-27', from: '2026-12-03', to: '2026-12-05' }],
      // Made in 5–8 working days: ready Thu 3 – Mon 7 Dec; then 5–7 business days.
      ['made to order, 5–8 days', made, 1, { dispatch: '2026-12-07', from: '2026-12-09', to: '2026-12-15' }],
      // Its week is full: the making starts a week later (Fri 4 Dec), ready Thu 10 – Mon 14 Dec.
      [
        'its weekly capacity taken',
        queued,
        1,
        { dispatch: '2026-12-14', from: '2026-12-16', to: '2026-12-22' },
      ],
      // Five more units of a free product: no capacity set, no queue.
      ['five units, no capacity', made, 5, { dispatch: '2026-12-07', from: '2026-12-09', to: '2026-12-15' }],
    ];
    for (const [name, id, quantity, window] of cases) {
      expect(await check(id, quantity), name).toEqual(window);
    }
    // A made-to-order piece's date is later than a piece from stock's for the same pincode.
    expect((await check(made)).to > (await check(stock)).to).toBe(true);

    // A packed order's pieces are made: they leave the queue.
    await t.db.db.update(orders).set({ status: 'packed' }).where(eq(orders.orderNumber, queuedOrders[0]!));
    expect(await check(queued)).toEqual({ dispatch: '2026-12-07', from: '2026-12-09', to: '2026-12-15' });
    // One queued unit and two more: the second new unit falls in next week.
    expect(await check(queued, 2)).toEqual({ dispatch: '2026-12-14', from: '2026-12-16', to: '2026-12-22' });

    // The shop's own capacity, all made-to-order pieces together: 1 a week, and one piece is queued.
    const saved = await admin.request('PUT', '/api/admin/delivery/settings', {
      ...DEFAULT_DELIVERY_RULES,
      weeklyMakingCapacity: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await check(made)).toEqual({ dispatch: '2026-12-14', from: '2026-12-16', to: '2026-12-22' });
    expect(await check(stock)).toEqual({ dispatch: '2026-11-27', from: '2026-12-03', to: '2026-12-05' });
  });

  it('the quote promises what the order keeps: the slowest piece decides the one parcel', async () => {
    const stock = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const made = await madeToOrder();
    const items = [
      { productId: stock, quantity: 1 },
      { productId: made, quantity: 1 },
    ];
    const quote = await new TestClient(t).post('/api/checkout/quote', {
      items,
      pincode: '560038',
      state: 'Karnataka',
      paymentMethod: 'cod',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const promised = { dispatch: '2026-12-07', from: '2026-12-09', to: '2026-12-15' };
    expect(quote.json().arrival).toEqual(promised);
    // Without a pincode yet: a pincode no zone covers (the same here).
    const early = await new TestClient(t).post('/api/checkout/quote', { items });
    expect(early.json().arrival).toEqual(promised);

    const placed = await placeOrder(t, orderBody(items));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.estimatedDelivery).toEqual({ from: promised.from, to: promised.to });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row).toMatchObject({
      deliveryFrom: promised.from,
      deliveryTo: promised.to,
      dispatchBy: promised.dispatch,
    });
  });

  it('a pincode the shop does not deliver to has no promise in the quote', async () => {
    await admin.post('/api/admin/delivery/unserviceable', { csv: '560038' });
    const made = await madeToOrder();
    const quote = await new TestClient(t).post('/api/checkout/quote', {
      items: [{ productId: made, quantity: 1 }],
      pincode: '560038',
      state: 'Karnataka',
    });
    expect(quote.json().arrival).toBeNull();
  });
});

describe('festival dates in the delivery settings', () => {
  it('are kept in date order; a bad one is a 400 naming it, and nothing changes', async () => {
    const festivals = [
      { name: 'Diwali', nameHi: 'दिवाली', date: '2027-10-29' },
      { name: 'Raksha Bandhan', nameHi: '', date: '2027-08-17' },
    ];
    const saved = await admin.request('PUT', '/api/admin/delivery/settings', {
      ...DEFAULT_DELIVERY_RULES,
      festivals,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().festivals.map((f: { name: string }) => f.name)).toEqual(['Raksha Bandhan', 'Diwali']);

    const bad = await admin.request('PUT', '/api/admin/delivery/settings', {
      ...DEFAULT_DELIVERY_RULES,
      festivals: [{ name: 'Holi', date: '2027-02-30' }],
      codFee: 1_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['festivals.0.date']).toBe('Enter the festival date');
    const kept = await admin.get('/api/admin/delivery/settings');
    expect(kept.json()).toMatchObject({
      codFee: 0,
      festivals: [{ name: 'Raksha Bandhan' }, { name: 'Diwali' }],
    });

    // A settings page of an older client (no festivals in its body) leaves them as they are.
    const { festivals: _f, weeklyMakingCapacity: _w, ...olderBody } = DEFAULT_DELIVERY_RULES;
    const older = await admin.request('PUT', '/api/admin/delivery/settings', olderBody);
    expect(older.json().festivals).toHaveLength(2);
  });
});

describe("the festival line: the last day to order for the shop's next festival", () => {
  const christmas = { name: 'Christmas', nameHi: 'क्रिसमस', date: '2026-12-25' };
  const festivalOf = async (query: string) => {
    const res = await new TestClient(t).get(`/api/delivery/festival${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().festival;
  };
  const checked = async (pincode: string, productId: number) => {
    const res = await new TestClient(t).get(`/api/delivery/check?pincode=${pincode}&product=${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().festival;
  };
  const setFestivals = async (festivals: object[]) => {
    const res = await admin.request('PUT', '/api/admin/delivery/settings', {
      ...DEFAULT_DELIVERY_RULES,
      festivals,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts back from the festival with the making and transit days; before a pincode, the slowest zone', async () => {
    const stock = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    const frame = await madeToOrder();
    // None set: no line.
    expect(await festivalOf(`?product=${stock}`)).toBeNull();
    expect(await checked('560038', stock)).toBeNull();

    // Christmas (Fri 25 Dec) is 28 days ahead; Diwali 2027 is beyond 60 days and not told yet.
    await setFestivals([{ name: 'Diwali', nameHi: '', date: '2027-10-29' }, christmas]);
    // No zone: 5–7 business days. Dispatched Thu 17 Dec, it arrives by Fri 25 (Sunday off).
    expect(await checked('560038', stock)).toEqual({ ...christmas, orderBy: '2026-12-17' });
    // The frame takes up to 8 working days more: ordered Tue 8 Dec, made by Thu 17.
    expect(await checked('560038', frame)).toEqual({ ...christmas, orderBy: '2026-12-08' });
    expect(await festivalOf(`?product=${frame}`)).toEqual({ ...christmas, orderBy: '2026-12-08' });

    // A zone of 10 days: before a pincode is known, the day that holds everywhere (dispatched Mon 14 Dec).
    const zone = await admin.post('/api/admin/delivery/zones', {
      name: 'North-East',
      pincodeRules: ['79'],
      states: [],
      minDays: 6,
      maxDays: 10,
      fee: 0,
    });
    expect(zone.statusCode, zone.body).toBe(201);
    expect(await festivalOf(`?product=${stock}`)).toEqual({ ...christmas, orderBy: '2026-12-14' });
    expect(await festivalOf('')).toEqual({ ...christmas, orderBy: '2026-12-14' });
    expect(await checked('560038', stock)).toEqual({ ...christmas, orderBy: '2026-12-17' });
    expect(await checked('791001', stock)).toEqual({ ...christmas, orderBy: '2026-12-14' });

    // A pincode the shop does not deliver to has no line.
    await t.db.db.insert(unserviceablePincodes).values({ pincode: '560038' });
    expect(await checked('560038', stock)).toBeNull();
  });

  it('says when it is too late, and refuses a bad product id', async () => {
    const stock = await makeProduct(t.db.db, { price: 50_000, stock: 20 });
    // Mon 30 Nov: 5–7 business days from today cannot make it.
    await setFestivals([{ name: 'Shop birthday', nameHi: '', date: '2026-11-30' }]);
    expect(await festivalOf(`?product=${stock}`)).toEqual({
      name: 'Shop birthday',
      nameHi: '',
      date: '2026-11-30',
      orderBy: null,
    });
    const bad = await new TestClient(t).get('/api/delivery/festival?product=abc');
    expect(bad.statusCode).toBe(400);
  });
});
