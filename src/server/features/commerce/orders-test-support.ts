import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CreateOrderInput, OrderStatus } from '#shared/orders/order.schemas.ts';
import { buildApp } from '../../app.ts';
import type { Db, DbHandle } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import type { Config } from '../../env.ts';
import { RecordingMailer } from '../../lib/mailer.ts';
import { TestClient } from '../../testing/accounts.ts';
import { testConfig } from '../../testing/build-test-app.ts';
import { openTestDb } from '../../testing/test-db.ts';
import type { CommerceOptions } from './commerce.ts';
import type { RazorpayHttp } from './payments/providers/razorpay.ts';

/** Test doubles for checkout, orders and payments. (Tests only.) */

/** The real app on a private seeded database, with commerce seams (expiry job off by default). */
export async function buildCommerceTestApp(
  opts: { config?: Config; commerce?: CommerceOptions; db?: DbHandle } = {},
) {
  const db = opts.db ?? (await openTestDb());
  const mailer = new RecordingMailer();
  const app = await buildApp({
    config: opts.config ?? testConfig(),
    db,
    mail: { transports: [mailer], pollMs: 50 },
    logger: false,
    webDir: '/nonexistent-web-build',
    commerce: { expiryIntervalMs: 0, ...opts.commerce },
  });
  await app.ready();
  return {
    app,
    db,
    mailer,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export type CommerceTestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>;

let productSeq = 0;

/** A product with an exact price (paise) and stock, for totals and stock tests. */
export async function makeProduct(
  db: Db,
  p: { price: number; stock: number | null; inStock?: boolean; name?: string; archived?: boolean },
): Promise<number> {
  productSeq += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: p.name ?? `Test candle ${productSeq}`,
      price: p.price,
      category: 'Candles',
      catalogNumber: `TST-${Date.now().toString(36)}-${productSeq}`,
      images: [{ url: `/media/test-${productSeq}.webp` }],
      inStock: p.inStock ?? true,
      stockQuantity: p.stock,
      archivedAt: p.archived ? new Date() : null,
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function stockOf(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row!.s;
}

let rowSeq = 0;

/**
 * Order rows straight into the tables, at exact times and statuses (admin lists and reports need
 * many, or old ones); totals are the lines' sum (shipping 0). Returns the ids in the given order.
 */
export async function insertOrders(
  db: Db,
  rows: Array<{
    status: OrderStatus;
    createdAt: Date;
    lines?: Array<{ category: string; quantity: number; unitPrice: number }>;
  }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    rowSeq += 1;
    const lines = r.lines ?? [{ category: 'Candles', quantity: 1, unitPrice: 10_000 }];
    const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `CT${String(rowSeq % 1_000_000).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`,
        customerName: `Buyer ${rowSeq}`,
        customerEmail: `buyer.${rowSeq}@example.in`,
        customerPhone: '9876543210',
        deliveryAddress: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        subtotal: total,
        shippingCost: 0,
        totalAmount: total,
        paymentMethod: 'cod',
        status: r.status,
        accessToken: randomBytes(16).toString('hex'),
        orderDate: r.createdAt,
        createdAt: r.createdAt,
        updatedAt: r.createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: order!.id,
        productId: null,
        productName: `${l.category} piece ${i + 1}`,
        productCategory: l.category,
        catalogNumber: `ROW-${rowSeq}-${i}`,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        totalPrice: l.quantity * l.unitPrice,
      })),
    );
    ids.push(order!.id);
  }
  return ids;
}

let buyerSeq = 0;
export function customer(
  overrides: Partial<CreateOrderInput['customer']> = {},
): CreateOrderInput['customer'] {
  buyerSeq += 1;
  return {
    fullName: 'Meera Iyer',
    email: `meera.${Date.now().toString(36)}.${buyerSeq}@example.in`,
    phone: '9876543210',
    address: '12 Lotus Lane, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    ...overrides,
  };
}

export function orderBody(
  items: Array<{ productId: number; quantity: number }>,
  overrides: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return { customer: customer(), items, paymentMethod: 'cod', ...overrides };
}

/** POST /api/orders as a browser would (Origin, an IP, cookies when the client is signed in). */
export function placeOrder(
  t: CommerceTestApp,
  body: object,
  opts: { key?: string | null; client?: TestClient } = {},
): Promise<LightMyRequestResponse> {
  const client = opts.client ?? new TestClient(t);
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return client.post('/api/orders', body, key === null ? {} : { 'idempotency-key': key });
}

/** A fake Razorpay API: records the calls, answers `order_…` ids (no network). */
export function fakeRazorpay() {
  const calls: Array<{
    path: string;
    body: Record<string, unknown>;
    auth: { keyId: string; keySecret: string };
  }> = [];
  let seq = 0;
  let down = false;
  const http: RazorpayHttp = {
    async post(path, body, auth) {
      if (down) throw new Error('connect ECONNREFUSED');
      calls.push({ path, body: body as Record<string, unknown>, auth });
      seq += 1;
      const b = body as { amount: number; currency: string; receipt: string };
      return {
        status: 200,
        body: {
          id: `order_FAKE${String(seq).padStart(6, '0')}`,
          amount: b.amount,
          currency: b.currency,
          receipt: b.receipt,
          status: 'created',
        },
      };
    },
  };
  return {
    http,
    calls,
    setDown(value: boolean) {
      down = value;
    },
  };
}

export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_karigar',
  RAZORPAY_KEY_SECRET: 'test-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret-abcdef',
};
