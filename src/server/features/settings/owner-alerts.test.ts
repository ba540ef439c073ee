import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_OWNER_ALERTS,
  type OwnerAlerts,
  SETTINGS_ADMIN_MESSAGES,
} from '#shared/settings/settings-admin.ts';
import { emailOutbox, orders } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';
import { crossedLowStock } from '../commerce/stock.ts';

/**
 * The owner's alerts (issue 44 point 5): a new order, a customer's cancel, a failed payment, low stock and a review
 * to approve each reach the order notification email, and each can be switched off in Store settings.
 */

let t: TestApp;
let admin: TestClient;
const OWNER = 'owner-alerts@karigar.test';

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0 } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

async function setAlerts(changes: Partial<OwnerAlerts>) {
  const settings = (await admin.get('/api/admin/settings')).json();
  const res = await admin.request('PUT', '/api/admin/settings', {
    ...settings,
    orderNotificationEmail: OWNER,
    ownerAlerts: { ...DEFAULT_OWNER_ALERTS, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
beforeEach(() => setAlerts({}));

/** The owner's mail of one kind whose subject names `about`. */
const alerts = async (kind: string, about: string) =>
  (
    await t.db.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, kind))
  ).filter((mail) => mail.subject.includes(about) || mail.text?.includes(about));

async function order(opts: { productId?: number; quantity?: number; online?: boolean; email?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const client = await createCustomer(t, email);
  const productId = opts.productId ?? (await makeProduct(t.db.db, { price: 40_000, stock: 50 }));
  const placed = await placeOrder(
    t,
    orderBody([{ productId, quantity: opts.quantity ?? 1 }], {
      customer: customer({ email }),
      paymentMethod: opts.online ? 'online' : 'cod',
    }),
    { client },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { client, order: placed.json().order, productId };
}

describe('the settings', () => {
  it('are all on by default, with low stock at 3; left out of a save they keep their value', async () => {
    const settings = (await admin.get('/api/admin/settings')).json();
    expect(settings.ownerAlerts).toEqual(DEFAULT_OWNER_ALERTS);
    await setAlerts({ lowStock: false, lowStockAt: 7 });
    const { ownerAlerts: _, ...withoutAlerts } = (await admin.get('/api/admin/settings')).json();
    const saved = await admin.request('PUT', '/api/admin/settings', withoutAlerts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().ownerAlerts).toMatchObject({ lowStock: false, lowStockAt: 7 });
  });

  it('refuse a low-stock mark outside 1..999 or a switch that is not true/false, naming the field; nothing changes', async () => {
    const settings = (await admin.get('/api/admin/settings')).json();
    for (const [alerts, field, message] of [
      [
        { ...DEFAULT_OWNER_ALERTS, lowStockAt: 0 },
        'ownerAlerts.lowStockAt',
        SETTINGS_ADMIN_MESSAGES.lowStockAtInvalid,
      ],
      [
        { ...DEFAULT_OWNER_ALERTS, lowStockAt: 2.5 },
        'ownerAlerts.lowStockAt',
        SETTINGS_ADMIN_MESSAGES.lowStockAtInvalid,
      ],
      [
        { ...DEFAULT_OWNER_ALERTS, newOrder: 'yes' },
        'ownerAlerts.newOrder',
        'ownerAlerts.newOrder must be true or false',
      ],
    ] as const) {
      const res = await admin.request('PUT', '/api/admin/settings', { ...settings, ownerAlerts: alerts });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect((await admin.get('/api/admin/settings')).json().ownerAlerts).toEqual(settings.ownerAlerts);
  });

  it('are the admin’s: a customer cannot read or change them', async () => {
    const shopper = await createCustomer(t, uniqueEmail());
    expect((await shopper.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await shopper.request('PUT', '/api/admin/settings', {})).statusCode).toBe(403);
  });
});

describe('a new order and a customer’s cancel', () => {
  it('reach the owner while on, and not once switched off', async () => {
    const on = await order();
    expect(await alerts('store-new-order', on.order.orderNumber)).toEqual([
      expect.objectContaining({ to: OWNER }),
    ]);
    expect((await on.client.post(`/api/me/orders/${on.order.id}/cancel`)).statusCode).toBe(200);
    expect(await alerts('store-order-cancelled', on.order.orderNumber)).toHaveLength(1);

    await setAlerts({ newOrder: false, cancellation: false });
    const off = await order();
    expect(await alerts('store-new-order', off.order.orderNumber)).toEqual([]);
    // The customer still gets their confirmation.
    expect(await alerts('order-confirmation', off.order.orderNumber)).toHaveLength(1);
    expect((await off.client.post(`/api/me/orders/${off.order.id}/cancel`)).statusCode).toBe(200);
    expect(await alerts('store-order-cancelled', off.order.orderNumber)).toEqual([]);
  });
});

describe('a failed payment', () => {
  const fail = (paymentId: string) =>
    new TestClient(t).post(`/api/payments/sandbox/${paymentId}/complete`, { outcome: 'failure' });

  it('is told once (a second report of the same failure is not), with the buyer to call', async () => {
    const { order: placed } = await order({ online: true });
    expect((await fail(placed.payment.paymentId)).statusCode).toBe(200);
    expect((await fail(placed.payment.paymentId)).statusCode).toBe(200);
    const sent = await alerts('store-payment-failed', placed.orderNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: OWNER });
    expect(sent[0]!.text).toContain(placed.customer.phone);
  });

  it('is not told when that alert is off', async () => {
    await setAlerts({ failedPayment: false });
    const { order: placed } = await order({ online: true });
    expect((await fail(placed.payment.paymentId)).statusCode).toBe(200);
    expect(await alerts('store-payment-failed', placed.orderNumber)).toEqual([]);
  });
});

describe('low stock', () => {
  it('is told by the order that takes a piece to the mark, not by the ones after it', async () => {
    await setAlerts({ lowStockAt: 3 });
    const name = `Rose diya ${Date.now().toString(36)}`;
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 6, name });
    await order({ productId, quantity: 2 }); // 4 left: above the mark
    expect(await alerts('store-low-stock', name)).toEqual([]);
    await order({ productId, quantity: 1 }); // 3 left: at the mark
    const sent = await alerts('store-low-stock', name);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Low stock: ${name}, 3 left`);
    await order({ productId, quantity: 1 }); // 2 left: below it already
    expect(await alerts('store-low-stock', name)).toHaveLength(1);
  });

  it('is told once when orders at the same moment take the piece past the mark', async () => {
    await setAlerts({ lowStockAt: 2 });
    const name = `Lotus diya ${Date.now().toString(36)}`;
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 6, name });
    await Promise.all(Array.from({ length: 5 }, () => order({ productId })));
    expect(await alerts('store-low-stock', name)).toHaveLength(1);
  });

  it('is not told when off, nor for a piece whose stock is not counted', async () => {
    await setAlerts({ lowStock: false });
    const name = `Jasmine diya ${Date.now().toString(36)}`;
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 4, name });
    await order({ productId, quantity: 2 });
    expect(await alerts('store-low-stock', name)).toEqual([]);
    await setAlerts({});
    const uncounted = `Marigold diya ${Date.now().toString(36)}`;
    await order({ productId: await makeProduct(t.db.db, { price: 30_000, stock: null, name: uncounted }) });
    expect(await alerts('store-low-stock', uncounted)).toEqual([]);
  });

  it('crossing: only the taking that goes from above the mark to it or below, two lines of a variant as one', () => {
    const at = 3;
    expect(crossedLowStock([{ variantId: 1, quantity: 1, left: 3 }], at)).toHaveLength(1);
    expect(crossedLowStock([{ variantId: 1, quantity: 1, left: 4 }], at)).toEqual([]);
    expect(crossedLowStock([{ variantId: 1, quantity: 1, left: 2 }], at)).toEqual([]);
    expect(crossedLowStock([{ variantId: 1, quantity: 5, left: 0 }], at)).toHaveLength(1);
    expect(crossedLowStock([{ variantId: 1, quantity: 1, left: null }], at)).toEqual([]);
    expect(
      crossedLowStock(
        [
          { variantId: 1, quantity: 1, left: 4 },
          { variantId: 1, quantity: 2, left: 2 },
        ],
        at,
      ),
    ).toEqual([{ variantId: 1, quantity: 3, left: 2 }]);
  });
});

describe('a review to approve', () => {
  async function deliveredBuyer(productId: number) {
    const { client, order: placed } = await order({ productId });
    await t.db.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.id));
    return client;
  }
  const write = (client: TestClient, productId: number, title: string) =>
    client.post('/api/me/reviews', { productId, stars: 4, title, body: 'Soft glow, lovely scent.' });

  it('is told when the shop approves reviews first and the alert is on; not when off', async () => {
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 20 });
    const title = `Warm glow ${Date.now().toString(36)}`;
    const res = await write(await deliveredBuyer(productId), productId, title);
    expect(res.statusCode, res.body).toBe(201);
    const sent = await alerts('store-new-review', title);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: OWNER });

    await setAlerts({ newReview: false });
    const quiet = `Quiet glow ${Date.now().toString(36)}`;
    expect((await write(await deliveredBuyer(productId), productId, quiet)).statusCode).toBe(201);
    expect(await alerts('store-new-review', quiet)).toEqual([]);
  });
});
