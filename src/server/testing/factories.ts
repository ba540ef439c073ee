import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { OptionAxis } from '#shared/catalog/variants.ts';
import type { CreateOrderInput, OrderStatus } from '#shared/orders/order.schemas.ts';
import type { Db } from '../db/client.ts';
import { creditNotes, invoices, orderItems, orders, products, productVariants } from '../db/schema/index.ts';
import { hashOrderToken } from '../features/commerce/order-access.ts';
import type { OrderForMail } from '../features/mail/templates/index.ts';
import { TestClient } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** Test data any server test may make: products, orders and order bodies, images, uploads, mail input. */

let productSeq = 0;

/**
 * An empty order book for a test that counts orders: the seed's orders go, with their invoices and credit
 * notes first (an invoiced order cannot be deleted, decision 038).
 */
export async function deleteAllOrders(db: Db): Promise<void> {
  await db.delete(creditNotes);
  await db.delete(invoices);
  await db.delete(orders);
}

/** A product with an exact price (paise) and stock, for totals and stock tests: one default variant carries them. */
export async function makeProduct(
  db: Db,
  p: {
    price: number;
    stock: number | null;
    inStock?: boolean;
    name?: string;
    nameHi?: string;
    archived?: boolean;
  },
): Promise<number> {
  productSeq += 1;
  const catalogNumber = `TST-${Date.now().toString(36)}-${productSeq}`;
  const [row] = await db
    .insert(products)
    .values({
      name: p.name ?? `Test candle ${productSeq}`,
      slug: `test-candle-${catalogNumber.toLowerCase()}`,
      nameHi: p.nameHi ?? '',
      category: 'Candles',
      catalogNumber,
      images: [{ url: `/media/test-${productSeq}.webp` }],
      inStock: p.inStock ?? true,
      archivedAt: p.archived ? new Date() : null,
    })
    .returning({ id: products.id, catalogNumber: products.catalogNumber });
  await db
    .insert(productVariants)
    .values({ productId: row!.id, sku: row!.catalogNumber, price: p.price, stockQuantity: p.stock });
  return row!.id;
}

/**
 * A product with option axes and a variant per given combination (decision 066), straight into the tables; returns
 * its id and its variants' ids in the given order.
 */
export async function makeVariantProduct(
  db: Db,
  p: {
    options: OptionAxis[];
    variants: Array<
      { options: string[]; price: number; stock: number | null } & Partial<
        typeof productVariants.$inferInsert
      >
    >;
    name?: string;
    category?: string;
  },
): Promise<{ id: number; variantIds: number[] }> {
  productSeq += 1;
  const catalogNumber = `TSV-${Date.now().toString(36)}-${productSeq}`;
  const [row] = await db
    .insert(products)
    .values({
      name: p.name ?? `Test scrunchie ${productSeq}`,
      slug: `test-scrunchie-${catalogNumber.toLowerCase()}`,
      category: p.category ?? 'Hair Accessories',
      catalogNumber,
      images: [{ url: `/media/test-${productSeq}.webp` }],
      options: p.options,
    })
    .returning({ id: products.id });
  const inserted = await db
    .insert(productVariants)
    .values(
      p.variants.map(({ options, price, stock, ...rest }, i) => ({
        productId: row!.id,
        position: i,
        option1: options[0] ?? null,
        option2: options[1] ?? null,
        option3: options[2] ?? null,
        sku: `${catalogNumber}-${i + 1}`,
        price,
        stockQuantity: stock,
        ...rest,
      })),
    )
    .returning({ id: productVariants.id, position: productVariants.position });
  return { id: row!.id, variantIds: inserted.sort((a, b) => a.position - b.position).map((v) => v.id) };
}

/** The product's default variant (its first offered one; the only one of a product without options). */
export async function defaultVariantOf(db: Db, productId: number) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.active, true),
        isNull(productVariants.archivedAt),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return row!;
}

/** A product's default variant's stock (or, given a variant id, that variant's). */
export async function stockOf(db: Db, productId: number, variantId?: number): Promise<number | null> {
  if (variantId === undefined) return (await defaultVariantOf(db, productId)).stockQuantity;
  const [row] = await db
    .select({ s: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.s;
}

/** Sets fields of a product's default variant (price, stock, sale…), as the admin would through the product form. */
export async function setVariant(
  db: Db,
  productId: number,
  values: Partial<typeof productVariants.$inferInsert>,
): Promise<void> {
  const { id } = await defaultVariantOf(db, productId);
  await db.update(productVariants).set(values).where(eq(productVariants.id, id));
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
    customer?: { name?: string; email?: string; phone?: string };
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
        customerName: r.customer?.name ?? `Buyer ${rowSeq}`,
        customerEmail: r.customer?.email ?? `buyer.${rowSeq}@example.in`,
        customerPhone: r.customer?.phone ?? '9876543210',
        deliveryAddress: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        subtotal: total,
        shippingCost: 0,
        totalAmount: total,
        paymentMethod: 'cod',
        status: r.status,
        accessTokenHash: hashOrderToken(randomBytes(16).toString('hex')),
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
  items: CreateOrderInput['items'],
  overrides: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return { customer: customer(), items, paymentMethod: 'cod', ...overrides };
}

/** POST /api/orders as a browser would (Origin, an IP, cookies when the client is signed in). */
export function placeOrder(
  t: TestApp,
  body: object,
  opts: { key?: string | null; client?: TestClient } = {},
): Promise<LightMyRequestResponse> {
  const client = opts.client ?? new TestClient(t);
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return client.post('/api/orders', body, key === null ? {} : { 'idempotency-key': key });
}

/** A real image of `format`, `width` × `height` px, with some detail so the encoders have work. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 800,
  height = 600,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#b5532c"/><circle cx="50%" cy="50%" r="30%" fill="#f4e6d0"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

export type FormPart =
  | { field: string; value: string }
  | { field: string; filename: string; type: string; body: Buffer };

/** A multipart/form-data body with `parts` in the order given. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----karigar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"`;
    if ('value' in part) chunks.push(Buffer.from(`${disposition}\r\n\r\n${part.value}\r\n`));
    else
      chunks.push(
        Buffer.from(`${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.body,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An order as the order emails take it: two lines, ₹1,234.56 + ₹50 shipping, COD. */
export function sampleOrder(overrides: Partial<OrderForMail> = {}): OrderForMail {
  return {
    id: '2f1c0b6e-8a34-4c1e-9a57-0d4b8a1f3c21',
    orderNumber: 'CT123456ABC123',
    accessToken: 'tok_Zx9-secret',
    orderDate: new Date('2026-11-22T09:30:00Z'),
    status: 'confirmed',
    paymentMethod: 'cod',
    customer: {
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      address: '12, 4th Cross, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
    },
    items: [
      {
        name: 'Peacock Dream Catcher',
        catalogNumber: 'KG-DC-001',
        quantity: 2,
        unitPrice: 49_900,
        totalPrice: 99_800,
      },
      {
        name: 'Lippan Mirror Plate',
        catalogNumber: 'KG-LA-004',
        quantity: 1,
        unitPrice: 23_656,
        totalPrice: 23_656,
      },
    ],
    discount: 0,
    couponCode: null,
    subtotal: 123_456,
    shippingCost: 5_000,
    total: 128_456,
    ...overrides,
  };
}

/** A product's slug, its page's address (decision 088). */
export async function slugOf(db: Db, productId: number): Promise<string> {
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  return row!.slug;
}
