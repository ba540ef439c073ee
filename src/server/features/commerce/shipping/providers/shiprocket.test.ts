import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPROCKET_TEST_ENV, type ShiprocketStandIn, startShiprocket } from '../shiprocket-test-support.ts';
import type { ParcelOrder } from './shipping-provider.ts';
import { ShiprocketProvider, TOKEN_LIFETIME_MS } from './shiprocket.ts';

/**
 * The Shiprocket adapter against a local server playing its documented external API (issue 43 points 1–2):
 * the token's login and renewal, each call's shape, and the failure modes (an expired token, 422s with their
 * messages, a reply too slow to wait for).
 */

let api: ShiprocketStandIn;
let clock = Date.now();
const provider = (timeoutMs = 1_000) =>
  new ShiprocketProvider({
    email: SHIPROCKET_TEST_ENV.SHIPROCKET_EMAIL,
    password: SHIPROCKET_TEST_ENV.SHIPROCKET_PASSWORD,
    apiUrl: api.url,
    timeoutMs,
    now: () => clock,
  });

const parcel = (orderNumber: string, overrides: Partial<ParcelOrder['customer']> = {}): ParcelOrder => ({
  orderNumber,
  orderDate: new Date('2026-11-30T06:30:00Z'),
  pickupLocation: 'Primary',
  customer: {
    name: 'Meera Iyer',
    email: 'meera@example.in',
    phone: '9876543210',
    address: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    ...overrides,
  },
  lines: [{ name: 'Madhubani panel', sku: 'KAR-MB-01', units: 2, unitPrice: 74_950 }],
  paymentMethod: 'cod',
  subtotal: 149_900,
  shippingCharges: 5_000,
  codFee: 4_000,
  discount: 10_000,
  weightGrams: 750,
  lengthCm: 30,
  breadthCm: 20,
  heightCm: 5,
});

/** A prepaid 500 g parcel from Pune to Bengaluru. */
const quote = {
  pickupPincode: '411001',
  deliveryPincode: '560025',
  weightGrams: 500,
  cod: false,
  declaredValue: 50_000,
};

beforeAll(async () => {
  api = await startShiprocket();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.logins = 0;
  clock = Date.now();
});

describe('the Shiprocket adapter', () => {
  it('logs in once with the API user and sends its token as a bearer on every call', async () => {
    const shiprocket = provider();
    const quotes = await shiprocket.quote({
      pickupPincode: '411001',
      deliveryPincode: '560025',
      weightGrams: 750,
      cod: true,
      declaredValue: 149_900,
    });
    await shiprocket.createOrder(parcel('CT100001AAAAAA'));
    expect(api.logins).toBe(1);
    const [login, quote, create] = api.requests;
    expect(login).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: {
        email: SHIPROCKET_TEST_ENV.SHIPROCKET_EMAIL,
        password: SHIPROCKET_TEST_ENV.SHIPROCKET_PASSWORD,
      },
    });
    expect(quote!.path).toBe(
      '/courier/serviceability/?pickup_postcode=411001&delivery_postcode=560025&weight=0.75&cod=1&declared_value=1499',
    );
    expect(quote!.authorization).toMatch(/^Bearer eyJ\./);
    expect(create!.authorization).toBe(quote!.authorization);
    // Rates in paise, days as numbers.
    expect(quotes).toEqual([
      { courierId: '10', courierName: 'Delhivery Surface', rate: 7_650, estimatedDays: 5 },
      { courierId: '24', courierName: 'Xpressbees Surface', rate: 6_800, estimatedDays: 6 },
      { courierId: '55', courierName: 'Blue Dart Air', rate: 14_230, estimatedDays: 2 },
    ]);
  });

  it("creates the ad-hoc order with our number as its channel order id, rupees and kilograms, COD's total as ours", async () => {
    const remote = await provider().createOrder(parcel('CT100002BBBBBB'));
    expect(remote).toEqual({
      remoteOrderId: expect.stringMatching(/^\d+$/),
      remoteShipmentId: expect.stringMatching(/^\d+$/),
      awb: null,
      courierName: null,
    });
    const body = api.requests.find((r) => r.path === '/orders/create/adhoc')!.body;
    expect(body).toMatchObject({
      order_id: 'CT100002BBBBBB',
      order_date: '2026-11-30 12:00',
      pickup_location: 'Primary',
      billing_customer_name: 'Meera',
      billing_last_name: 'Iyer',
      billing_pincode: '560025',
      billing_country: 'India',
      shipping_is_billing: true,
      order_items: [{ name: 'Madhubani panel', sku: 'KAR-MB-01', units: 2, selling_price: 749.5 }],
      payment_method: 'COD',
      sub_total: 1499,
      shipping_charges: 50,
      transaction_charges: 40,
      total_discount: 100,
      weight: 0.75,
      length: 30,
      breadth: 20,
      height: 5,
    });
    // What the courier collects: 1499 + 50 + 40 − 100 = ₹1,489, the order's total.
    const collects =
      (body.sub_total as number) +
      (body.shipping_charges as number) +
      (body.transaction_charges as number) -
      (body.total_discount as number);
    expect(collects).toBe(1_489);
  });

  it("answers Shiprocket's 422 with its messages, as a refusal (nothing was made)", async () => {
    const error = await provider()
      .createOrder(parcel('CT100003CCCCCC', { pincode: '5600', phone: '98765' }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ShippingProviderError',
      answered: true,
      message:
        'Shiprocket refused the order: Oops! Invalid Data.; billing_pincode: The billing pincode must be 6 digits.; billing_phone: The billing phone must be 10 digits.',
    });
    expect(api.ordersFor('CT100003CCCCCC')).toEqual([]);
  });

  it('gives up on a slow reply after its timeout, as no answer (the order may have been made)', async () => {
    api.slow.set('/orders/create/adhoc', 1_500);
    const error = await provider(300)
      .createOrder(parcel('CT100004DDDDDD'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ShippingProviderError', answered: false });
    // The stand-in made it all the same: findOrder finds it by our number, and only by the exact number.
    await provider().createOrder(parcel('CT100004DDDDDDX'));
    const found = await provider().findOrder('CT100004DDDDDD');
    expect(found?.remoteOrderId).toBe(String(api.ordersFor('CT100004DDDDDD')[0]!.id));
    expect(await provider().findOrder('CT999999ZZZZZZ')).toBeNull();
  });

  it('takes a new token once when a call answers 401, and renews it a day before its 10 days are up', async () => {
    const shiprocket = provider();
    await shiprocket.quote(quote);
    expect(api.logins).toBe(1);
    // Expired on Shiprocket's side before our reckoning: the 401 brings one new login and the call succeeds.
    api.expireTokens();
    await expect(shiprocket.quote(quote)).resolves.toHaveLength(3);
    expect(api.logins).toBe(2);
    expect(api.requests.filter((r) => r.path.startsWith('/courier/serviceability'))).toHaveLength(3);
    // Nine days on, the token is still used; past nine (a day before its end) a new one is taken first.
    clock += TOKEN_LIFETIME_MS - 24 * 3_600_000 - 60_000;
    await shiprocket.quote(quote);
    expect(api.logins).toBe(2);
    clock += 120_000;
    await shiprocket.quote(quote);
    expect(api.logins).toBe(3);
    expect(api.requests.filter((r) => r.authorization === undefined)).toHaveLength(3);
  });

  it('parallel calls without a token share one login', async () => {
    const shiprocket = provider();
    await Promise.all([shiprocket.quote(quote), shiprocket.quote(quote), shiprocket.quote(quote)]);
    expect(api.logins).toBe(1);
  });

  it('a wrong password is a refusal with its message, and no call goes on without a token', async () => {
    const shiprocket = new ShiprocketProvider({
      email: SHIPROCKET_TEST_ENV.SHIPROCKET_EMAIL,
      password: 'wrong',
      apiUrl: api.url,
      timeoutMs: 1_000,
    });
    await expect(shiprocket.findOrder('CT100001AAAAAA')).rejects.toThrow(
      'Shiprocket refused the login: Invalid email and password combination',
    );
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/login']);
  });

  it('assigns the AWB, makes the label, the manifest and the pickup, tracks by AWB and cancels', async () => {
    const shiprocket = provider();
    const remote = await shiprocket.createOrder(parcel('CT100005EEEEEE'));
    const awb = await shiprocket.assignAwb(remote.remoteShipmentId, '24');
    expect(awb).toEqual({
      awb: expect.stringMatching(/^24\d{10}$/),
      courierId: '24',
      courierName: 'Xpressbees Surface',
    });
    expect(api.requests.at(-1)!.body).toEqual({
      shipment_id: Number(remote.remoteShipmentId),
      courier_id: 24,
    });
    await expect(shiprocket.assignAwb(remote.remoteShipmentId, '24')).rejects.toThrow(
      'Shiprocket refused the AWB: AWB is already assigned',
    );
    expect((await shiprocket.label([remote.remoteShipmentId])).url).toMatch(/\/labels\/\d+\.pdf$/);
    expect((await shiprocket.manifest([remote.remoteShipmentId])).url).toMatch(/\/manifests\/\d+\.pdf$/);
    expect(await shiprocket.schedulePickup([remote.remoteShipmentId])).toEqual({
      scheduledFor: '2026-12-01 10:00:00',
    });
    api.scan(awb.awb, 'PICKED UP', 42, '2026-12-01 15:10:00');
    api.scan(awb.awb, 'OUT FOR DELIVERY', 17, '2026-12-04 08:02:00', 'Bengaluru_Koramangala (Karnataka)');
    const updates = await shiprocket.track(awb.awb);
    expect(updates).toEqual([
      expect.objectContaining({
        awb: awb.awb,
        remoteStatusId: 42,
        remoteStatus: 'PICKED UP',
        status: 'shipped',
        occurredAt: new Date('2026-12-01T09:40:00Z'),
      }),
      expect.objectContaining({
        remoteStatus: 'OUT FOR DELIVERY',
        status: 'out_for_delivery',
        location: 'Bengaluru_Koramangala (Karnataka)',
        courierName: 'Xpressbees Surface',
      }),
    ]);
    // Picked up: only a return brings it back. An order not yet picked up is cancelled.
    await expect(shiprocket.cancel([remote.remoteOrderId])).rejects.toThrow(
      'Shiprocket refused the cancellation: Order cannot be cancelled after pickup',
    );
    const unpicked = await shiprocket.createOrder(parcel('CT100005FFFFFF'));
    await shiprocket.cancel([unpicked.remoteOrderId]);
    expect(api.requests.at(-1)).toMatchObject({
      path: '/orders/cancel',
      body: { ids: [Number(unpicked.remoteOrderId)] },
    });
    // A cancelled order is not the one looked for by its number.
    expect(await shiprocket.findOrder('CT100005FFFFFF')).toBeNull();
  });

  it('a route no courier serves quotes no courier', async () => {
    api.unserviceable.add('744101');
    const quotes = await provider().quote({
      pickupPincode: '411001',
      deliveryPincode: '744101',
      weightGrams: 500,
      cod: true,
      declaredValue: 50_000,
    });
    expect(quotes).toEqual([]);
  });
});
