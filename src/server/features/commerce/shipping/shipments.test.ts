import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shipments } from '../../../db/schema/index.ts';
import { createAdmin, mailSettled, type TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { insertOrders } from '../../../testing/factories.ts';
import { SHIPPING_MESSAGES } from './shipments.service.ts';
import { SHIPROCKET_TEST_ENV, type ShiprocketStandIn, startShiprocket } from './shiprocket-test-support.ts';

/**
 * Issue 43 points 1–3 against the local Shiprocket: the whole life of a parcel (book → AWB → label → pickup →
 * manifest → webhooks to delivered, with the buyer's mails), the owner's courier rule, a token expiring in the
 * middle of a batch, a create whose answer times out retried without a second remote order, and 422s.
 */

const CLIENT_TIMEOUT_MS = 400;
let api: ShiprocketStandIn;
let t: TestApp;
let admin: TestClient;

const SETTINGS = {
  pickupLocation: 'Primary',
  pickupPincode: '411001',
  courierRule: 'cheapest',
  defaultWeightGrams: 600,
  defaultLengthCm: 25,
  defaultBreadthCm: 20,
  defaultHeightCm: 8,
};

beforeAll(async () => {
  api = await startShiprocket();
  t = await buildTestApp({
    config: testConfig({ ...SHIPROCKET_TEST_ENV, SHIPROCKET_API_URL: api.url }),
    commerce: { shipping: { timeoutMs: CLIENT_TIMEOUT_MS } },
  });
  admin = await createAdmin(t);
  const saved = await admin.request('PUT', '/api/admin/shipping/settings', SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await api.close();
});

/** A confirmed COD order of ₹1,200 to Pune's 411001 (the factories' address). */
async function confirmedOrder(customer: { email?: string; phone?: string } = {}) {
  const [id] = await insertOrders(t.db.db, [
    {
      status: 'confirmed',
      createdAt: new Date(),
      lines: [{ category: 'Paintings', quantity: 1, unitPrice: 120_000 }],
      customer,
    },
  ]);
  const [order] = await t.db.db.select().from(orders).where(eq(orders.id, id!));
  return order!;
}

const book = (id: string, body: object = {}) => admin.post(`/api/admin/orders/${id}/shipment/book`, body);
const webhook = (body: object, token: string = SHIPROCKET_TEST_ENV.SHIPROCKET_WEBHOOK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/shiprocket',
    headers: { 'x-api-key': token },
    payload: body,
  });
const statusOf = async (id: string) =>
  (await t.db.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('a parcel booked with Shiprocket', () => {
  it('lives from booking to delivered: AWB, label, pickup, manifest, and the webhooks move the order and mail the buyer', async () => {
    const order = await confirmedOrder({ email: 'asha.parcel@example.in' });
    const booked = await book(order.id);
    expect(booked.statusCode, booked.body).toBe(201);
    const { shipment } = booked.json();
    // Cheapest: Xpressbees at ₹68.
    expect(shipment).toMatchObject({
      orderNumber: order.orderNumber,
      provider: 'shiprocket',
      status: 'pickup_scheduled',
      courierName: 'Xpressbees Surface',
      awb: expect.stringMatching(/^24\d{10}$/),
      rate: 6_800,
      labelUrl: expect.stringMatching(/\/labels\/\d+\.pdf$/),
      pickupScheduledFor: '2026-12-01 10:00:00',
      lastError: null,
    });
    expect(shipment.trackingUrl).toBe(`https://www.xpressbees.com/shipment/tracking?awbNo=${shipment.awb}`);
    const [remote] = api.ordersFor(order.orderNumber);
    expect(api.ordersFor(order.orderNumber)).toHaveLength(1);
    expect(shipment.remoteOrderId).toBe(String(remote!.id));
    // The shop's default package went with it, in kg and cm.
    expect(remote!.body).toMatchObject({
      weight: 0.6,
      length: 25,
      breadth: 20,
      height: 8,
      payment_method: 'COD',
    });

    // Booking again after all four steps books nothing more.
    const again = await book(order.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().shipment.awb).toBe(shipment.awb);
    expect(api.ordersFor(order.orderNumber)).toHaveLength(1);

    // The buyer's tracking shows the courier, the AWB and its link; the order waits for the pickup.
    const tracked = (await t.app.inject({ method: 'GET', url: `/api/track/${order.orderNumber}` })).json();
    expect(tracked.status).toBe('confirmed');
    expect(tracked.shipment).toEqual({
      courier: 'Xpressbees Surface',
      trackingNumber: shipment.awb,
      trackingUrl: shipment.trackingUrl,
    });

    const manifest = await admin.post('/api/admin/shipments/manifest', { orderIds: [order.id] });
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().url).toMatch(/\/manifests\/\d+\.pdf$/);

    const steps: Array<[string, number, string, string]> = [
      ['PICKED UP', 42, '2026-12-01 15:10:00', 'shipped'],
      ['IN TRANSIT', 18, '2026-12-02 03:40:00', 'shipped'],
      ['OUT FOR DELIVERY', 17, '2026-12-04 08:02:00', 'out_for_delivery'],
      ['DELIVERED', 7, '2026-12-04 13:25:00', 'delivered'],
    ];
    for (const [label, id, at, status] of steps) {
      const res = await webhook(api.scan(shipment.awb, label, id, at));
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(order.id)).toBe(status);
    }
    const after = (await admin.get(`/api/admin/orders/${order.id}/shipment`)).json().shipment;
    expect(after.status).toBe('delivered');
    expect(after.manifestUrl).toBe(manifest.json().url);
    expect(after.events.map((e: { status: string }) => e.status)).toEqual([
      'PICKED UP',
      'IN TRANSIT',
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);

    // The order's history names no person for the courier's moves; the buyer heard of each once.
    const history = (await admin.get(`/api/admin/orders/${order.id}`)).json().order.history;
    expect(
      history.filter((h: { by: string | null }) => h.by === null).map((h: { to: string }) => h.to),
    ).toEqual(expect.arrayContaining(['shipped', 'out_for_delivery', 'delivered']));
    await expect
      .poll(async () => {
        await mailSettled(t);
        return t.mailer.sent.filter((m) => m.to === 'asha.parcel@example.in').length;
      })
      .toBe(3);
    const subjects = t.mailer.sent.filter((m) => m.to === 'asha.parcel@example.in').map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('is on its way'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('has been delivered'))).toHaveLength(1);
    const shippedMail = t.mailer.sent.find(
      (m) => m.to === 'asha.parcel@example.in' && m.subject.includes('is on its way'),
    );
    expect(shippedMail?.text).toContain(shipment.awb);
  });

  it('books the fastest courier when the rule says so', async () => {
    const order = await confirmedOrder();
    const booked = await book(order.id, { courierRule: 'fastest' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().shipment).toMatchObject({ courierName: 'Blue Dart Air', rate: 14_230 });
    expect(booked.json().shipment.trackingUrl).toContain('bluedart.com');
  });

  it('a token expiring in the middle of a batch costs one new login, and every parcel is booked once', async () => {
    const batch = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    expect((await book(batch[0]!.id)).statusCode).toBe(201);
    const loginsBefore = api.logins;
    api.expireTokens();
    for (const order of batch.slice(1)) {
      const res = await book(order.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().shipment.status).toBe('pickup_scheduled');
    }
    expect(api.logins).toBe(loginsBefore + 1);
    for (const order of batch) expect(api.ordersFor(order.orderNumber)).toHaveLength(1);
  });

  it('a create whose answer times out is retried without a second remote order: found by our order number', async () => {
    const order = await confirmedOrder();
    api.slow.set('/orders/create/adhoc', CLIENT_TIMEOUT_MS * 4);
    const first = await book(order.id);
    expect(first.statusCode).toBe(502);
    expect(first.json().error.message).toMatch(/^Shiprocket unreachable/);
    // Shiprocket made the order all the same; Karigar knows it sent a create and has no remote id yet.
    expect(api.ordersFor(order.orderNumber)).toHaveLength(1);
    const [row] = await t.db.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(row).toMatchObject({ status: 'new', remoteOrderId: null, claimedUntil: null });
    expect(row!.createSentAt).not.toBeNull();
    expect(row!.lastError).toMatch(/^Shiprocket unreachable/);

    const creates = () =>
      api.requests.filter((r) => r.path === '/orders/create/adhoc' && r.body.order_id === order.orderNumber);
    const retried = await book(order.id);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(api.ordersFor(order.orderNumber)).toHaveLength(1);
    expect(creates()).toHaveLength(1);
    expect(retried.json().shipment).toMatchObject({
      remoteOrderId: String(api.ordersFor(order.orderNumber)[0]!.id),
      status: 'pickup_scheduled',
      lastError: null,
    });
  });

  it("shows Shiprocket's 422 messages, makes nothing, and books once the address is mended", async () => {
    const order = await confirmedOrder({ phone: '98765' });
    const refused = await book(order.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe(
      'Shiprocket refused the order: Oops! Invalid Data.; billing_phone: The billing phone must be 10 digits.',
    );
    expect(api.ordersFor(order.orderNumber)).toEqual([]);
    expect((await admin.get(`/api/admin/orders/${order.id}/shipment`)).json().shipment.lastError).toContain(
      'billing_phone',
    );
    await t.db.db.update(orders).set({ customerPhone: '9876543210' }).where(eq(orders.id, order.id));
    expect((await book(order.id)).statusCode).toBe(201);
    expect(api.ordersFor(order.orderNumber)).toHaveLength(1);
  });

  it('refuses an order not ready to ship, a route no courier serves, and a second booking while one runs', async () => {
    const [unpaid] = await insertOrders(t.db.db, [{ status: 'pending_payment', createdAt: new Date() }]);
    const notReady = await book(unpaid!);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe(
      'Only a confirmed, processing or packed order can be booked with the courier.',
    );
    expect((await book('not-an-id')).statusCode).toBe(404);

    const far = await confirmedOrder();
    api.unserviceable.add('411001');
    const noCourier = await book(far.id);
    api.unserviceable.delete('411001');
    expect(noCourier.statusCode).toBe(409);
    expect(noCourier.json().error.message).toBe('No courier serves pincode 411001 from the pickup address.');

    const busy = await confirmedOrder();
    await t.db.db.insert(shipments).values({
      orderId: busy.id,
      orderNumber: busy.orderNumber,
      provider: 'shiprocket',
      claimedUntil: new Date(Date.now() + 60_000),
    });
    const second = await book(busy.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe("This order's parcel is being booked: try again in a minute.");
    expect(api.ordersFor(busy.orderNumber)).toEqual([]);
  });

  it('reads the tracking by AWB when no webhook came (the fallback), as the webhook would apply it', async () => {
    const order = await confirmedOrder();
    const { shipment } = (await book(order.id)).json();
    api.scan(shipment.awb, 'PICKED UP', 42, '2026-12-01 15:10:00');
    api.scan(shipment.awb, 'OUT FOR DELIVERY', 17, '2026-12-03 08:00:00');
    const res = await admin.post(`/api/admin/orders/${order.id}/shipment/track`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment.status).toBe('out_for_delivery');
    expect(await statusOf(order.id)).toBe('out_for_delivery');
    // Read again: nothing new, nothing moves.
    expect(
      (await admin.post(`/api/admin/orders/${order.id}/shipment/track`)).json().shipment.events,
    ).toHaveLength(2);
  });

  it('validates the settings, naming the field', async () => {
    const bad = await admin.request('PUT', '/api/admin/shipping/settings', {
      ...SETTINGS,
      pickupPincode: '4110',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pickupPincode: 'Enter a 6-digit pincode' });
    const read = (await admin.get('/api/admin/shipping/settings')).json();
    expect(read).toEqual({ ...SETTINGS, provider: 'shiprocket' });
  });
});

describe('cancelling a booked parcel', () => {
  const cancel = (id: string) => admin.post(`/api/admin/orders/${id}/shipment/cancel`);
  const parcelRows = (orderId: string) =>
    t.db.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  const orderRow = async (id: string) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("cancels Shiprocket's order, takes the AWB off the order, leaves its status, and the order is booked again", async () => {
    const order = await confirmedOrder();
    const { shipment } = (await book(order.id)).json();
    const [remote] = api.ordersFor(order.orderNumber);

    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'shiprocket', shipment: null });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/orders/cancel',
      body: { ids: [remote!.id] },
    });
    expect(remote!.cancelled).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'confirmed',
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    expect((await parcelRows(order.id)).map((row) => [row.status, row.awb])).toEqual([
      ['cancelled', shipment.awb],
    ]);
    expect((await admin.get(`/api/admin/orders/${order.id}/shipment`)).json().shipment).toBeNull();

    // Booked again: a new Shiprocket order (the cancelled one is not taken for it), a new AWB on the order.
    const again = await book(order.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().shipment.status).toBe('pickup_scheduled');
    expect(api.ordersFor(order.orderNumber).map((o) => o.cancelled)).toEqual([true, false]);
    expect((await orderRow(order.id)).trackingNumber).toBe(again.json().shipment.awb);
    expect(again.json().shipment.awb).not.toBe(shipment.awb);
  });

  it('refuses once the courier has the parcel, and says what to do instead', async () => {
    const order = await confirmedOrder();
    const { shipment } = (await book(order.id)).json();
    expect((await webhook(api.scan(shipment.awb, 'PICKED UP', 42, '2026-12-01 15:10:00'))).statusCode).toBe(
      200,
    );
    const cancelsBefore = api.requests.filter((r) => r.path === '/orders/cancel').length;
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SHIPPING_MESSAGES.pickedUp);
    expect(api.requests.filter((r) => r.path === '/orders/cancel')).toHaveLength(cancelsBefore);
    expect((await orderRow(order.id)).trackingNumber).toBe(shipment.awb);
  });

  it("shows Shiprocket's refusal (picked up before its webhook came) and changes nothing", async () => {
    const order = await confirmedOrder();
    const { shipment } = (await book(order.id)).json();
    api.scan(shipment.awb, 'PICKED UP', 42, '2026-12-01 15:10:00');
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'Shiprocket refused the cancellation: Order cannot be cancelled after pickup',
    );
    const [row] = await parcelRows(order.id);
    expect(row).toMatchObject({ status: 'pickup_scheduled', awb: shipment.awb, claimedUntil: null });
    expect(row!.lastError).toContain('cannot be cancelled after pickup');
    expect((await orderRow(order.id)).trackingNumber).toBe(shipment.awb);
  });

  it('finds and cancels the order a timed-out create made, before Karigar knew its id', async () => {
    const order = await confirmedOrder();
    api.slow.set('/orders/create/adhoc', CLIENT_TIMEOUT_MS * 4);
    expect((await book(order.id)).statusCode).toBe(502);
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(api.ordersFor(order.orderNumber).map((o) => o.cancelled)).toEqual([true]);
    expect((await parcelRows(order.id)).map((row) => row.status)).toEqual(['cancelled']);
  });

  it('answers 409 for an order without a parcel and 404 for an unknown order', async () => {
    const order = await confirmedOrder();
    const none = await cancel(order.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(SHIPPING_MESSAGES.noParcel);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
