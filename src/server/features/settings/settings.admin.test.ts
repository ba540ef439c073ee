import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_ADMIN_MESSAGES as M } from '#shared/settings/settings-admin.schemas.ts';
import { emailOutbox, storeSettings } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const form = (overrides: Record<string, unknown> = {}) => ({
  storeName: 'Karigar Crafts',
  contactPhone: '+91 98450 11111',
  contactEmail: 'care@karigar.in',
  city: 'Mysuru',
  whatsappNumber: '919845011111',
  whatsappGreeting: 'Namaste! I have a question.',
  freeShippingThreshold: 80_000,
  shippingFee: 7_500,
  orderNotificationEmail: 'orders@karigar.in',
  ...overrides,
});
const rows = () => t.db.db.select().from(storeSettings);
const save = (overrides: Record<string, unknown> = {}) =>
  admin.request('PUT', '/api/admin/settings', form(overrides));

describe('GET /api/admin/settings', () => {
  it('answers the settings with the order notification email', async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ storeName: 'Karigar', orderNotificationEmail: 'orders@karigar.in' });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves; the public settings change at once (new ETag); tagline, region and country keep their value', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...form(),
      tagline: before.json().tagline,
      region: before.json().region,
      country: before.json().country,
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({
      storeName: 'Karigar Crafts',
      city: 'Mysuru',
      whatsappNumber: '919845011111',
    });
    expect(after.json()).not.toHaveProperty('orderNotificationEmail');
    expect(await rows()).toHaveLength(1);
  });

  it("a page's title names the new store name at once", async () => {
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ url: '/about' })).body)?.[1];
    await save({ storeName: 'Karigar Studio' });
    expect(await title()).toBe('About Us · Karigar Studio'); // the page and the settings it read are cached now
    await save({ storeName: 'Karigar Crafts' });
    expect(await title()).toBe('About Us · Karigar Crafts');
  });

  it('the shipping rule in checkout follows the new threshold and fee', async () => {
    const id = await makeProduct(t.db.db, { price: 60_000, stock: 10 });
    await save({ freeShippingThreshold: 80_000, shippingFee: 7_500 });
    const charged = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
    expect(charged).toMatchObject({ subtotal: 60_000, shippingCost: 7_500, total: 67_500 });
    await save({ freeShippingThreshold: 60_000, shippingFee: 7_500 });
    const free = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json().order;
    expect(free).toMatchObject({ subtotal: 60_000, shippingCost: 0, total: 60_000 });
  });

  it('new-order notices go to the order notification email, else to the contact email', async () => {
    const id = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const noticeTo = async () => {
      const { order } = (await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]))).json();
      const [notice] = await t.db.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.kind, 'store-new-order'), like(emailOutbox.subject, `%${order.orderNumber}%`)),
        );
      return notice?.toAddress;
    };
    await save({ orderNotificationEmail: 'new-orders@karigar.in' });
    expect(await noticeTo()).toBe('new-orders@karigar.in');
    await save({ orderNotificationEmail: null });
    expect(await noticeTo()).toBe('care@karigar.in');
  });

  it('an empty order notification email means none; inserts the row when there is none', async () => {
    await t.db.db.delete(storeSettings);
    const res = await save({ orderNotificationEmail: '', tagline: 'New tagline' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderNotificationEmail: null, tagline: 'New tagline' });
    expect(await rows()).toHaveLength(1);
  });

  it('the units of one product per order (default 10): public, left out keeps it, the checkout follows it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().maxUnitsPerProduct).toBe(10);
    const res = await save({ maxUnitsPerProduct: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().maxUnitsPerProduct).toBe(25);
    expect((await save()).json().maxUnitsPerProduct).toBe(25);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().maxUnitsPerProduct).toBe(25);
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    expect((await placeOrder(t, orderBody([{ productId: id, quantity: 25 }]))).statusCode).toBe(201);
    expect((await placeOrder(t, orderBody([{ productId: id, quantity: 26 }]))).statusCode).toBe(400);
    expect((await save({ maxUnitsPerProduct: 10 })).statusCode).toBe(200);
  });

  it.each([
    ['missing store name', { storeName: undefined }, 'storeName', M.storeNameRequired],
    ['blank city', { city: ' ' }, 'city', M.cityRequired],
    ['short phone', { contactPhone: '12345' }, 'contactPhone', M.contactPhoneInvalid],
    ['phone with letters', { contactPhone: '98450abcde1' }, 'contactPhone', M.contactPhoneInvalid],
    ['bad contact email', { contactEmail: 'care-at-karigar' }, 'contactEmail', M.contactEmailInvalid],
    [
      'WhatsApp number with +',
      { whatsappNumber: '+919845011111' },
      'whatsappNumber',
      M.whatsappNumberInvalid,
    ],
    ['blank greeting', { whatsappGreeting: '' }, 'whatsappGreeting', M.whatsappGreetingRequired],
    ['negative threshold', { freeShippingThreshold: -1 }, 'freeShippingThreshold', M.amountInvalid],
    ['fractional fee', { shippingFee: 49.5 }, 'shippingFee', M.amountInvalid],
    ['huge fee', { shippingFee: 20_000_000 }, 'shippingFee', M.amountTooHigh],
    [
      'bad notification email',
      { orderNotificationEmail: 'x@' },
      'orderNotificationEmail',
      M.notificationEmailInvalid,
    ],
    ['a units cap of 0', { maxUnitsPerProduct: 0 }, 'maxUnitsPerProduct', M.maxUnitsInvalid],
    ['a units cap over 999', { maxUnitsPerProduct: 1000 }, 'maxUnitsPerProduct', M.maxUnitsInvalid],
    ['a fractional units cap', { maxUnitsPerProduct: 2.5 }, 'maxUnitsPerProduct', M.maxUnitsInvalid],
  ])('refuses %s with 400 naming the field; nothing written', async (_label, overrides, field, message) => {
    const before = await rows();
    const res = await save(overrides);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
  ] as const)('%s %s: 401 for a guest, 403 for a customer', async (method, url) => {
    const before = await rows();
    const payload = method === 'PUT' ? form({ storeName: 'Hacked' }) : undefined;
    expect((await new TestClient(t).request(method, url, payload)).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await customer.request(method, url, payload)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
