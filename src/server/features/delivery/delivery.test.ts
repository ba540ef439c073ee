import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, DELIVERY_MESSAGES } from '#shared/delivery/delivery.ts';
import { said } from '#shared/i18n/said.ts';
import {
  deliverySettings,
  invoices,
  orders,
  shippingZones,
  unserviceablePincodes,
} from '../../db/schema/index.ts';
import {
  type TestClient as Client,
  createAdmin,
  createCustomer,
  TestClient,
} from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

// Friday 27 Nov 2026, 10:00 India time (04:30 UTC): before the 14:00 cut-off.
let clock = new Date('2026-11-27T04:30:00Z');
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { now: () => clock } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-11-27T04:30:00Z');
  await t.db.db.delete(deliverySettings);
  await t.db.db.delete(shippingZones);
  await t.db.db.delete(unserviceablePincodes);
});

const rules = (overrides: Partial<typeof DEFAULT_DELIVERY_RULES>) =>
  admin.request('PUT', '/api/admin/delivery/settings', { ...DEFAULT_DELIVERY_RULES, ...overrides });

async function cart(price: number) {
  const id = await makeProduct(t.db.db, { price, stock: 50 });
  return [{ productId: id, quantity: 1 }];
}

describe('GET /api/pincodes/:pin (India Post directory)', () => {
  it('gives 560001 as Bengaluru, Karnataka, cacheable; 404 naming the pincode for one that does not exist', async () => {
    const c = new TestClient(t);
    const res = await c.get('/api/pincodes/560001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pincode: '560001', city: 'Bengaluru', state: 'Karnataka' });
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect((await c.get('/api/pincodes/194101')).json()).toMatchObject({ state: 'Ladakh' });
    const unknown = await c.get('/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields.pincode).toBe(DELIVERY_MESSAGES.pincodeUnknown('999999'));
    expect(unknown.json().error.said).toEqual(said('pincodeUnknown', { pincode: '999999' }));
    expect((await c.get('/api/pincodes/abc')).statusCode).toBe(404);
  });
});

describe('checkout refuses a pincode that does not exist or lies in another state', () => {
  it('400 naming customer.pincode; nothing is written', async () => {
    const items = await cart(20_000);
    const before = (await t.db.db.select().from(orders)).length;
    const unknown = await placeOrder(t, orderBody(items, { customer: customer({ pincode: '999999' }) }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      'customer.pincode': DELIVERY_MESSAGES.pincodeUnknown('999999'),
    });
    // The field's code and figures, for Hindi pages (decision 042).
    expect(unknown.json().error.saidFields).toEqual({
      'customer.pincode': said('pincodeUnknown', { pincode: '999999' }),
    });
    const other = await placeOrder(
      t,
      orderBody(items, { customer: customer({ pincode: '400001', state: 'Karnataka', city: 'Mumbai' }) }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({
      'customer.pincode': DELIVERY_MESSAGES.pincodeOtherState('400001', 'Maharashtra'),
    });
    expect(other.json().error.said).toEqual(
      said('pincodeOtherState', { pincode: '400001', state: 'Maharashtra' }),
    );
    expect((await t.db.db.select().from(orders)).length).toBe(before);
    // The state's other spellings match: '&' for 'and', any case.
    const ok = await placeOrder(
      t,
      orderBody(items, {
        customer: customer({ pincode: '190001', state: 'jammu & kashmir', city: 'Srinagar' }),
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('the address book refuses them too (400 naming pincode)', async () => {
    const c = await createCustomer(t);
    const body = {
      type: 'Home',
      name: 'Asha Rao',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Maharashtra',
      pincode: '560001',
    };
    const other = await c.post('/api/me/addresses', body);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toEqual({
      pincode: DELIVERY_MESSAGES.pincodeOtherState('560001', 'Karnataka'),
    });
    const unknown = await c.post('/api/me/addresses', { ...body, state: 'Karnataka', pincode: '111111' });
    expect(unknown.json().error.fields).toEqual({ pincode: DELIVERY_MESSAGES.pincodeUnknown('111111') });
    expect((await c.post('/api/me/addresses', { ...body, state: 'Karnataka' })).statusCode).toBe(201);
  });
});

describe('cash on delivery rules', () => {
  it('refuses COD above the maximum (400 naming paymentMethod), below the minimum and in a blocked pincode; the fee is its own line', async () => {
    expect(
      (
        await rules({
          codMinOrder: 30_000,
          codMaxOrder: 200_000,
          codFee: 4_900,
          codBlockedPincodes: ['560038'],
        })
      ).statusCode,
    ).toBe(200);

    const above = await placeOrder(
      t,
      orderBody(await cart(250_000), { customer: customer({ pincode: '560001' }) }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields).toEqual({ paymentMethod: DELIVERY_MESSAGES.codAboveMax(200_000) });
    // The limit's code and amount, for Hindi pages (decision 042).
    const aboveSaid = said('codAboveMax', { maxPaise: 200_000 });
    expect(above.json().error).toMatchObject({ said: aboveSaid, saidFields: { paymentMethod: aboveSaid } });

    const below = await placeOrder(
      t,
      orderBody(await cart(10_000), { customer: customer({ pincode: '560001' }) }),
    );
    expect(below.json().error.fields).toEqual({ paymentMethod: DELIVERY_MESSAGES.codBelowMin(30_000) });
    expect(below.json().error.said).toEqual(said('codBelowMin', { minPaise: 30_000 }));

    const blocked = await placeOrder(
      t,
      orderBody(await cart(100_000), { customer: customer({ pincode: '560038' }) }),
    );
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error.fields).toEqual({ paymentMethod: DELIVERY_MESSAGES.codBlocked });

    const items = await cart(100_000);
    const placed = await placeOrder(t, orderBody(items, { customer: customer({ pincode: '560001' }) }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    // ₹1,000 ships free (threshold ₹500); the COD fee is added as its own line.
    expect(order).toMatchObject({
      subtotal: 100_000,
      shippingCost: 0,
      codFee: 4_900,
      zoneFee: 0,
      total: 104_900,
    });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ codFee: 4_900, zoneFee: 0, totalAmount: 104_900 });
    // The invoice names the fee too (decision 038: split over the goods by taxable value).
    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const feeLines = invoice!.lines.filter((line) => line.description === DELIVERY_MESSAGES.codFeeLine);
    expect(feeLines.reduce((sum, line) => sum + line.gross, 0)).toBe(4_900);
    expect(invoice!.lines.filter((line) => line.description === 'Other charges')).toEqual([]);

    // The quote says the same before the order: the fee only with COD chosen.
    const quote = async (paymentMethod: 'cod' | 'online') =>
      (
        await new TestClient(t).post('/api/checkout/quote', { items, pincode: '560001', paymentMethod })
      ).json();
    expect(await quote('cod')).toMatchObject({ codFee: 4_900, total: 104_900 });
    expect(await quote('online')).toMatchObject({ codFee: 0, total: 100_000 });

    // The check the product page and checkout show.
    const check = await new TestClient(t).get('/api/delivery/check?pincode=560038&value=100000');
    expect(check.json().cod).toEqual({
      available: false,
      reason: DELIVERY_MESSAGES.codBlocked,
      said: said('codBlocked'),
      fee: 4_900,
    });
    const high = await new TestClient(t).get('/api/delivery/check?pincode=560001&value=250000');
    expect(high.json().cod).toMatchObject({
      available: false,
      reason: DELIVERY_MESSAGES.codAboveMax(200_000),
      said: aboveSaid,
    });
  });

  it('refuses COD when the shop turned it off', async () => {
    await rules({ codEnabled: false });
    const res = await placeOrder(t, orderBody(await cart(20_000)));
    expect(res.json().error.fields).toEqual({ paymentMethod: DELIVERY_MESSAGES.codOff });
  });

  it('checks the settings: 400 naming the field', async () => {
    const res = await rules({ codMinOrder: 50_000, codMaxOrder: 10_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('codMaxOrder');
    const cutoff = await rules({ dispatchCutoff: '25:00' });
    expect(cutoff.json().error.fields).toHaveProperty('dispatchCutoff');
    const blocked = await rules({ codBlockedPincodes: ['12345'] });
    expect(JSON.stringify(blocked.json().error.fields)).toContain('codBlockedPincodes');
    expect(
      (await new TestClient(t).request('PUT', '/api/admin/delivery/settings', DEFAULT_DELIVERY_RULES))
        .statusCode,
    ).toBe(401);
  });
});

describe('shipping zones, unserviceable pincodes and the estimate', () => {
  it('the zone gives its fee (its own line) and its delivery days; the estimate counts business days from dispatch', async () => {
    const zone = await admin.post('/api/admin/delivery/zones', {
      name: 'North-East and islands',
      pincodeRules: ['744', '78', '790000-799999'],
      states: ['Sikkim'],
      minDays: 6,
      maxDays: 9,
      fee: 9_900,
    });
    expect(zone.statusCode, zone.body).toBe(201);
    await admin.post('/api/admin/delivery/zones', {
      name: 'Own state',
      states: ['Karnataka'],
      pincodeRules: [],
      minDays: 1,
      maxDays: 2,
      fee: 0,
    });

    // Friday 10:00, before the cut-off: dispatched today; 1–2 business days (Sunday off) → Sat 28, Mon 30 Nov.
    const near = (await new TestClient(t).get('/api/delivery/check?pincode=560001')).json();
    expect(near).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      serviceable: true,
      zone: 'Own state',
      zoneFee: 0,
      estimate: { dispatch: '2026-11-27', from: '2026-11-28', to: '2026-11-30' },
      cod: { available: true, fee: 0 },
    });
    // After the cut-off (15:00 India time) it goes Saturday: 1–2 days → Mon 30 Nov, Tue 1 Dec.
    clock = new Date('2026-11-27T09:30:00Z');
    const late = (await new TestClient(t).get('/api/delivery/check?pincode=560001')).json();
    expect(late.estimate).toEqual({ dispatch: '2026-11-28', from: '2026-11-30', to: '2026-12-01' });

    const far = await placeOrder(
      t,
      orderBody(await cart(100_000), {
        customer: customer({ pincode: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands' }),
        paymentMethod: 'online',
      }),
    );
    expect(far.statusCode, far.body).toBe(201);
    const { order } = far.json();
    expect(order).toMatchObject({
      zoneFee: 9_900,
      codFee: 0,
      shippingZone: 'North-East and islands',
      total: 109_900,
    });
    // Dispatched Saturday 28 Nov; 6–9 business days → Sat 5 Dec – Wed 9 Dec; the order keeps that window.
    expect(order.estimatedDelivery).toEqual({ from: '2026-12-05', to: '2026-12-09' });
  });

  it('takes a CSV of unserviceable pincodes (summary of rows accepted and refused) and refuses them at checkout', async () => {
    const csv = 'pincode\n744301\n744301\n12345\n999999\n"682028",Kochi\n\n';
    const res = await admin.post('/api/admin/delivery/unserviceable', { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      accepted: 2,
      total: 2,
      refused: [
        { line: 3, value: '744301', reason: 'Already in this file' },
        { line: 4, value: '12345', reason: 'Not a 6-digit pincode' },
        { line: 5, value: '999999', reason: "Not in India Post's pincode directory" },
      ],
    });
    expect((await admin.get('/api/admin/delivery/unserviceable')).json()).toEqual({
      pincodes: ['682028', '744301'],
      total: 2,
    });
    const none = await admin.post('/api/admin/delivery/unserviceable', { csv: 'abc\n12' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toHaveProperty('csv');

    const check = (await new TestClient(t).get('/api/delivery/check?pincode=682028')).json();
    expect(check).toMatchObject({
      serviceable: false,
      message: DELIVERY_MESSAGES.unserviceable('682028'),
      estimate: null,
    });
    const refused = await placeOrder(
      t,
      orderBody(await cart(20_000), {
        customer: customer({ pincode: '682028', city: 'Kochi', state: 'Kerala' }),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'customer.pincode': DELIVERY_MESSAGES.unserviceable('682028'),
    });
    expect(refused.json().error.saidFields).toEqual({
      'customer.pincode': said('unserviceable', { pincode: '682028' }),
    });
  });

  it('checks a zone: 400 naming the field', async () => {
    const res = await admin.post('/api/admin/delivery/zones', {
      name: 'Bad',
      pincodeRules: ['56x'],
      states: ['Atlantis'],
      minDays: 5,
      maxDays: 2,
      fee: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['maxDays', 'pincodeRules.0', 'states.0']);
  });
});
