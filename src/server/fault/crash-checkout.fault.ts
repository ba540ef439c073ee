import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest, createFaultDb, killAll, startServer, withClient } from './fault-harness.ts';

/**
 * RE-01: the server is killed with SIGKILL in the middle of a stream of checkouts. After a restart,
 * every order has all its items and every product's stock is its initial value minus what the
 * committed orders sold: no partial order, no lost or leaked stock.
 */
let dbUrl: string;
const ITEMS_PER_ORDER = 2;
const STOCK = 10_000;
let productIds: number[];
let since: Date;

beforeAll(async () => {
  dbUrl = await createFaultDb();
  await withClient(dbUrl, async (c) => {
    const { rows } = await c.query<{ id: number }>(
      'select id from products where archived_at is null order by id limit 4',
    );
    productIds = rows.map((r) => r.id);
    // Plenty of stock, so every checkout can succeed and none is refused for running out.
    // Stock is each product's one variant's (decision 066).
    await c.query('update products set in_stock = true where id = any($1)', [productIds]);
    await c.query('update product_variants set stock_quantity = $1 where product_id = any($2)', [
      STOCK,
      productIds,
    ]);
    since = (await c.query<{ now: Date }>('select now()')).rows[0]!.now;
  });
});
afterAll(killAll);

describe('SIGKILL during a stream of checkouts', () => {
  it('leaves only whole orders, and stock equals initial minus sold', async () => {
    const server = await startServer(dbUrl);
    let placed = 0;
    let failedBeforeKill = 0;
    let killed = false;
    let n = 0;
    const clients = Array.from({ length: 6 }, async (_, i) => {
      while (!killed) {
        const pair = [productIds[i % 4]!, productIds[(i + 1) % 4]!];
        const init = checkoutRequest(server.base, ++n, pair);
        const status = await fetch(`${server.base}/api/orders`, init).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 201) placed += 1;
        else if (!killed) failedBeforeKill += 1;
      }
    });
    // Let orders flow, then pull the plug while requests are mid-transaction.
    while (placed < 40) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    killed = true;
    expect(await server.exited).toBeNull();
    await Promise.all(clients);
    expect(failedBeforeKill).toBe(0);

    // Restart on the same database: it comes up, and the data is whole.
    const again = await startServer(dbUrl);
    const res = await fetch(`${again.base}/api/products/${productIds[0]}`);
    expect(res.status).toBe(200);

    await withClient(dbUrl, async (c) => {
      const orders = await c.query<{ id: string; subtotal: number; items: number; sum: number }>(
        `select o.id, o.subtotal, count(i.id)::int as items, coalesce(sum(i.total_price), 0)::int as sum
           from orders o left join order_items i on i.order_id = o.id
          where o.created_at >= $1 group by o.id`,
        [since],
      );
      // Every acknowledged order is there (a few more may have committed as the process died).
      expect(orders.rows.length).toBeGreaterThanOrEqual(placed);
      for (const order of orders.rows) {
        expect(order.items).toBe(ITEMS_PER_ORDER);
        expect(order.sum).toBe(order.subtotal);
      }
      const stock = await c.query<{ id: number; stock: number; sold: number }>(
        `select p.id, (select v.stock_quantity from product_variants v where v.product_id = p.id) as stock,
                coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                           where i.product_id = p.id and o.created_at >= $2), 0)::int as sold
           from products p where p.id = any($1)`,
        [productIds, since],
      );
      for (const row of stock.rows) expect(row.stock).toBe(STOCK - row.sold);
      const totalSold = stock.rows.reduce((sum, r) => sum + r.sold, 0);
      expect(totalSold).toBe(orders.rows.length * ITEMS_PER_ORDER);
    });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
