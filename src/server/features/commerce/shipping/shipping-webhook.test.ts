import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shipmentEvents, shipments } from '../../../db/schema/index.ts';
import { createAdmin, mailSettled, type TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, setUpTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { insertOrders } from '../../../testing/factories.ts';
import { SHIPROCKET_TEST_ENV, type ShiprocketStandIn, startShiprocket } from './shiprocket-test-support.ts';

/**
 * Issue 43 point 3 (first part): Shiprocket's tracking webhook at POST /api/webhooks/shiprocket. Its x-api-key
 * must be the shop's token (401 and nothing changes otherwise); a repeat changes nothing; the order moves only
 * forward; a failed delivery (NDR) and a return to origin (RTO) stay on the parcel.
 */

let api: ShiprocketStandIn;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  api = await startShiprocket();
  t = await buildTestApp({
    config: testConfig({ ...SHIPROCKET_TEST_ENV, SHIPROCKET_API_URL: api.url }),
    commerce: { shipping: { timeoutMs: 1_000 } },
  });
  admin = await createAdmin(t);
  await admin.request('PUT', '/api/admin/shipping/settings', {
    pickupLocation: 'Primary',
    pickupPincode: '411001',
    courierRule: 'cheapest',
    defaultWeightGrams: 500,
    defaultLengthCm: 20,
    defaultBreadthCm: 15,
    defaultHeightCm: 10,
  });
});
afterAll(async () => {
  await t.close();
  await api.close();
});

/** A confirmed order with its parcel booked: its id, number and AWB. */
async function bookedParcel(email = 'buyer.webhook@example.in') {
  const [id] = await insertOrders(t.db.db, [
    { status: 'confirmed', createdAt: new Date(), customer: { email } },
  ]);
  const res = await admin.post(`/api/admin/orders/${id}/shipment/book`);
  expect(res.statusCode, res.body).toBe(201);
  return { id: id!, awb: res.json().shipment.awb as string };
}

const post = (payload: object, headers: Record<string, string>, url = '/api/webhooks/shiprocket') =>
  t.app.inject({ method: 'POST', url, headers, payload });
const signed = (payload: object, url?: string) =>
  post(payload, { 'x-api-key': SHIPROCKET_TEST_ENV.SHIPROCKET_WEBHOOK_TOKEN }, url);
const orderStatus = async (id: string) =>
  (await t.db.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const parcel = async (id: string) =>
  (await t.db.db.select().from(shipments).where(eq(shipments.orderId, id)))[0]!;
const eventsOf = async (shipmentId: string) =>
  t.db.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));

describe("Shiprocket's tracking webhook", () => {
  it('refuses a wrong or missing x-api-key with 401, and nothing changes', async () => {
    const { id, awb } = await bookedParcel();
    const body = api.scan(awb, 'DELIVERED', 7, '2026-12-04 13:25:00');
    const wrong: Array<Record<string, string>> = [
      {},
      { 'x-api-key': 'karigar-webhook-token-0123456788' },
      { 'x-api-key': SHIPROCKET_TEST_ENV.SHIPROCKET_WEBHOOK_TOKEN.slice(0, -1) },
      { authorization: `Bearer ${SHIPROCKET_TEST_ENV.SHIPROCKET_WEBHOOK_TOKEN}` },
    ];
    for (const headers of wrong) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await orderStatus(id)).toBe('confirmed');
    const row = await parcel(id);
    expect(row.status).toBe('pickup_scheduled');
    expect(await eventsOf(row.id)).toEqual([]);
  });

  it('handles a repeated update once: one event, one move, one mail', async () => {
    const email = 'repeat.webhook@example.in';
    const { id, awb } = await bookedParcel(email);
    const body = api.scan(awb, 'SHIPPED', 6, '2026-12-01 18:00:00');
    expect((await signed(body)).json()).toEqual({ result: 'moved' });
    expect((await signed(body)).json()).toEqual({ result: 'repeat' });
    // The same update at the second address the shop registers with Shiprocket.
    expect((await signed(body, '/api/webhooks/courier-tracking')).json()).toEqual({ result: 'repeat' });
    expect(await orderStatus(id)).toBe('shipped');
    expect(await eventsOf((await parcel(id)).id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mailSettled(t);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('moves the order only forward: a late in-transit after out for delivery changes nothing but the record', async () => {
    const { id, awb } = await bookedParcel();
    await signed(api.scan(awb, 'OUT FOR DELIVERY', 17, '2026-12-04 08:00:00'));
    expect(await orderStatus(id)).toBe('out_for_delivery');
    const late = await signed(api.scan(awb, 'IN TRANSIT', 18, '2026-12-03 22:00:00'));
    expect(late.json()).toEqual({ result: 'recorded' });
    expect(await orderStatus(id)).toBe('out_for_delivery');
    expect((await parcel(id)).status).toBe('out_for_delivery');
  });

  it('keeps a failed delivery (NDR) and its reattempt on the parcel; the order stays out for delivery, then delivered', async () => {
    const { id, awb } = await bookedParcel();
    await signed(api.scan(awb, 'OUT FOR DELIVERY', 17, '2026-12-04 08:00:00'));
    expect((await signed(api.scan(awb, 'UNDELIVERED', 21, '2026-12-04 19:00:00'))).json()).toEqual({
      result: 'recorded',
    });
    expect((await parcel(id)).status).toBe('delivery_failed');
    expect(await orderStatus(id)).toBe('out_for_delivery');
    await signed(api.scan(awb, 'OUT FOR DELIVERY', 17, '2026-12-05 08:00:00'));
    expect((await parcel(id)).status).toBe('out_for_delivery');
    await signed(api.scan(awb, 'DELIVERED', 7, '2026-12-05 12:00:00'));
    expect((await parcel(id)).status).toBe('delivered');
    expect(await orderStatus(id)).toBe('delivered');
  });

  it('records a return to origin (RTO) on the parcel, and the order is left for the owner', async () => {
    const { id, awb } = await bookedParcel();
    await signed(api.scan(awb, 'SHIPPED', 6, '2026-12-01 18:00:00'));
    await signed(api.scan(awb, 'RTO INITIATED', 9, '2026-12-06 10:00:00'));
    expect((await parcel(id)).status).toBe('rto_initiated');
    await signed(api.scan(awb, 'RTO DELIVERED', 10, '2026-12-09 16:00:00'));
    expect((await parcel(id)).status).toBe('rto_delivered');
    expect(await orderStatus(id)).toBe('shipped');
    // A delivered word after the parcel came back changes nothing.
    await signed(api.scan(awb, 'DELIVERED', 7, '2026-12-10 10:00:00'));
    expect(await orderStatus(id)).toBe('shipped');
  });

  it('never revives a cancelled order', async () => {
    const { id, awb } = await bookedParcel();
    await t.db.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await signed(api.scan(awb, 'DELIVERED', 7, '2026-12-04 13:25:00'))).json()).toEqual({
      result: 'recorded',
    });
    expect(await orderStatus(id)).toBe('cancelled');
  });

  it("answers 200 to an AWB it does not know and to a body that is no update (Shiprocket's form tests the URL)", async () => {
    const unknown = await signed({
      awb: '99999999999',
      current_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: '04 12 2026 13:25:00',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ result: 'unknown' });
    expect((await signed({ test: true })).json()).toEqual({ result: 'ignored' });
  });
});

describe('a shop that ships by hand (SHIPPING_PROVIDER unset)', () => {
  const manual = setUpTestApp({ config: testConfig() });

  it('has no webhook (404) and books no parcel (409)', async () => {
    const res = await manual.app.inject({
      method: 'POST',
      url: '/api/webhooks/shiprocket',
      headers: { 'x-api-key': 'anything-at-all-0123456789' },
      payload: { awb: '1', current_status: 'DELIVERED' },
    });
    expect(res.statusCode).toBe(404);
    const owner = await createAdmin(manual);
    const [id] = await insertOrders(manual.db.db, [{ status: 'confirmed', createdAt: new Date() }]);
    const book = await owner.post(`/api/admin/orders/${id}/shipment/book`);
    expect(book.statusCode).toBe(409);
    expect(book.json().error.message).toBe(
      'Parcels are booked by hand in this shop: mark the order Shipped with its courier and AWB.',
    );
    expect((await owner.get('/api/admin/shipping/settings')).json().provider).toBe('manual');
  });

  it("gives a parcel shipped by hand its courier's tracking link on the buyer's pages", async () => {
    const owner = await createAdmin(manual);
    const [id] = await insertOrders(manual.db.db, [{ status: 'confirmed', createdAt: new Date() }]);
    const shipped = await owner.request('PATCH', `/api/admin/orders/${id}`, {
      status: 'shipped',
      shipment: { courier: 'Delhivery', trackingNumber: '1490812345678' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [order] = await manual.db.db.select().from(orders).where(eq(orders.id, id!));
    const tracked = (
      await manual.app.inject({ method: 'GET', url: `/api/track/${order!.orderNumber}` })
    ).json();
    expect(tracked.shipment).toEqual({
      courier: 'Delhivery',
      trackingNumber: '1490812345678',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/1490812345678',
    });
  });
});
