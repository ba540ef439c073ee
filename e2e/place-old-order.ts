import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '#server/app.ts';
import { openConfiguredDb } from '#server/db/client.ts';
import { seedNewDataDirInChild } from '#server/db/seed/seed-child.ts';
import { loadConfig } from '#server/env.ts';
import { OLD_ORDER_DAYS_AGO, OLD_ORDER_FILE, type OldOrder } from './old-order.ts';

/**
 * Run by the e2e webServer before the server opens the fresh data dir (e2e/serve-with-mail-sink.ts): seeds
 * the shop as the server would, then places one COD order as a guest through the shop's own checkout with
 * the app's clock set OLD_ORDER_DAYS_AGO back, and writes what the tests need to OLD_ORDER_FILE.
 */
const config = loadConfig(process.env);
await seedNewDataDirInChild(config, () => {});
const db = await openConfiguredDb(config);
await db.migrate();
const placedAt = new Date(Date.now() - OLD_ORDER_DAYS_AGO * 24 * 60 * 60_000);
const app = await buildApp({
  config,
  db,
  logger: false,
  commerce: { now: () => placedAt, expiryIntervalMs: 0 },
});
try {
  const products = (await app.inject({ url: '/api/products?limit=100' })).json() as {
    items: Array<{ id: number; stockQuantity: number | null }>;
  };
  const product = products.items.find((p) => p.stockQuantity === null || p.stockQuantity > 5);
  if (!product) throw new Error('the seed has no product with stock above 5');
  const phone = `70${String(Date.now()).slice(-8)}`;
  const address = '14, Shaniwar Peth, Behind the Old Post Office';
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: new URL(config.publicUrl).origin, 'idempotency-key': randomUUID() },
    payload: {
      customer: {
        fullName: 'Savitri Deshpande',
        email: `savitri.${Date.now().toString(36)}@example.in`,
        phone,
        address,
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411030',
      },
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`placing the old order answered ${res.statusCode}: ${res.body}`);
  const { order } = res.json() as { order: { id: string; orderNumber: string; total: number } };
  const old: OldOrder = {
    id: order.id,
    orderNumber: order.orderNumber,
    total: order.total,
    phone,
    address,
    createdAt: placedAt.toISOString(),
  };
  mkdirSync(dirname(OLD_ORDER_FILE), { recursive: true });
  writeFileSync(OLD_ORDER_FILE, JSON.stringify(old));
} finally {
  await app.close();
  await db.close();
}
