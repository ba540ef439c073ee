import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest, createFaultDb, killAll, startServer, withClient } from './fault-harness.ts';

/**
 * RE-05: SIGTERM while slow requests are in flight. They complete (and their orders commit), new
 * connections are refused, and the process exits 0. (src/server/main.test.ts covers one slow
 * sign-in on PGlite; this is five checkouts on PostgreSQL.)
 */
let dbUrl: string;
let productId: number;

beforeAll(async () => {
  dbUrl = await createFaultDb();
  await withClient(dbUrl, async (c) => {
    const { rows } = await c.query<{ id: number }>(
      'update products set in_stock = true where id = (select min(id) from products where archived_at is null) returning id',
    );
    productId = rows[0]!.id;
    // Stock is the product's one variant's (decision 066).
    await c.query('update product_variants set stock_quantity = 100 where product_id = $1', [productId]);
  });
});
afterAll(killAll);

/** A checkout whose body arrives in two halves: the second only when `finish()` is called. */
function slowCheckout(base: string, port: number, n: number) {
  const init = checkoutRequest(base, 9000 + n, [productId]);
  const body = init.body;
  let finish = () => {};
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/orders',
        agent: false,
        headers: { ...init.headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { done, finish: () => finish() };
}

describe('SIGTERM with requests in flight', () => {
  it('finishes them, refuses new connections, and exits 0', async () => {
    const server = await startServer(dbUrl);
    const inFlight = Array.from({ length: 5 }, (_, i) => slowCheckout(server.base, server.port, i));
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    // The listener is closed: a new connection is refused (or answered 503 while closing).
    const fresh = await fetch(`${server.base}/api/products`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
    );
    expect([503, 'ECONNREFUSED']).toContain(fresh);
    expect(server.child.exitCode).toBeNull();

    for (const call of inFlight) call.finish();
    const answers = await Promise.all(inFlight.map((call) => call.done));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await server.exited).toBe(0);

    const numbers = answers.map((a) => JSON.parse(a.body).order.orderNumber as string);
    await withClient(dbUrl, async (c) => {
      const { rows } = await c.query('select order_number from orders where order_number = any($1)', [
        numbers,
      ]);
      expect(rows).toHaveLength(5);
    });
  });
});
