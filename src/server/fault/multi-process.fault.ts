import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_LIMIT_PER_MINUTE } from '../features/commerce/tracking.routes.ts';
import { type SmtpSink, startSmtpSink } from '../testing/fakes.ts';
import {
  checkoutRequest,
  createFaultDb,
  killAll,
  type ServerProcess,
  signInFaultAdmin,
  startServer,
  withClient,
} from './fault-harness.ts';

/**
 * Issue 11 (docs/decisions/009): three identical server processes on one PostgreSQL, started together (the
 * start-up lock lets one migrate and create the admin at a time). Nothing a request needs lives in one
 * process: stock, sessions, rate-limit counters, the mail outbox and cache invalidation are shared.
 */
let dbUrl: string;
let sink: SmtpSink;
let servers: ServerProcess[];

beforeAll(async () => {
  dbUrl = await createFaultDb();
  sink = await startSmtpSink();
  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'false',
    // Each test client names its address, as a load balancer would.
    TRUST_PROXY: 'true',
  };
  servers = await Promise.all([0, 1, 2].map(() => startServer(dbUrl, undefined, env)));
}, 240_000);
afterAll(async () => {
  killAll();
  await sink?.close();
});

const serverFor = (n: number) => servers[n % servers.length]!;
let ipSeq = 0;
const clientIp = () => `198.51.100.${++ipSeq}`;

async function newProduct(stock: number, price = 45_000): Promise<number> {
  return withClient(dbUrl, async (c) => {
    const { rows } = await c.query<{ id: number; catalog_number: string }>(
      `insert into products (name, slug, category, catalog_number, description, images, in_stock)
       select 'Cluster test ' || gen_random_uuid(), 'cluster-test-' || gen_random_uuid(), category, 'CL-' || floor(random() * 1e9)::text,
              description, images, true
         from products where archived_at is null order by id limit 1
       returning id, catalog_number`,
    );
    // Its one variant carries the price and stock (decision 066).
    await c.query(
      'insert into product_variants (product_id, sku, price, stock_quantity) values ($1, $2, $3, $4)',
      [rows[0]!.id, rows[0]!.catalog_number, price, stock],
    );
    return rows[0]!.id;
  });
}

describe('three server processes on one PostgreSQL', () => {
  it('60 concurrent checkouts spread over the three for a stock of 20: exactly 20 orders, stock 0', async () => {
    const productId = await newProduct(20);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        const { base } = serverFor(n);
        const init = checkoutRequest(base, 10_000 + n, [productId]);
        return fetch(`${base}/api/orders`, {
          ...init,
          headers: { ...init.headers, 'x-forwarded-for': clientIp() },
        }).then((r) => r.status);
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    // The others are refused cleanly: sold out (409), or, on a machine too busy to hand out a database
    // connection within the pool's wait, "try again" (503). Never a 500.
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 503)).toEqual([]);
    await withClient(dbUrl, async (c) => {
      const stock = await c.query('select stock_quantity from product_variants where product_id = $1', [
        productId,
      ]);
      expect(stock.rows[0].stock_quantity).toBe(0);
      const sold = await c.query(
        'select count(distinct order_id)::int as orders, sum(quantity)::int as units from order_items where product_id = $1',
        [productId],
      );
      expect(sold.rows[0]).toEqual({ orders: 20, units: 20 });
    });
  });

  it('a mail queued while all three run is sent exactly once', async () => {
    const productId = await newProduct(5);
    const n = 20_000 + Math.floor(Math.random() * 1_000);
    const { base } = serverFor(1);
    const init = checkoutRequest(base, n, [productId]);
    const res = await fetch(`${base}/api/orders`, {
      ...init,
      headers: { ...init.headers, 'x-forwarded-for': clientIp() },
    });
    expect(res.status).toBe(201);
    const to = `fault-buyer-${n}@example.com`;
    const deadline = Date.now() + 20_000;
    while (!sink.received.some((m) => m.rcptTo.includes(to)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // Three workers poll the outbox every few seconds: give the other two their chance to send it again.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(sink.received.filter((m) => m.rcptTo.includes(to))).toHaveLength(1);
    await withClient(dbUrl, async (c) => {
      const rows = await c.query('select status, attempts from email_outbox where to_address = $1', [to]);
      expect(rows.rows).toEqual([{ status: 'sent', attempts: 1 }]);
    });
  });

  it('a rate limit holds across the processes (order tracking, per client)', async () => {
    const ip = clientIp();
    const track = (n: number) =>
      fetch(`${serverFor(n).base}/api/track/CT000000AAAAAA`, { headers: { 'x-forwarded-for': ip } }).then(
        (r) => r.status,
      );
    for (let n = 0; n < TRACK_LIMIT_PER_MINUTE; n++) expect(await track(n)).not.toBe(429);
    // Each process saw a third of the hits; together they are over the limit.
    for (let n = 0; n < servers.length; n++) expect(await track(n)).toBe(429);
  });

  it('a session made on one process works on the others; a price change there is seen by all within a second', async () => {
    const productId = await newProduct(10, 45_000);
    // Warm every process's cache of the product.
    for (const s of servers) {
      const body = await (await fetch(`${s.base}/api/products/${productId}`)).json();
      expect(body.price).toBe(45_000);
    }
    const cookie = await signInFaultAdmin(servers[0]!.base, { 'x-forwarded-for': clientIp() });
    for (const s of servers) {
      const me = await fetch(`${s.base}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
    }

    const patch = await fetch(`${servers[2]!.base}/api/admin/products/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: servers[2]!.base, cookie },
      body: JSON.stringify({ price: 52_500 }),
    });
    expect(patch.status).toBe(200);
    const changedAt = Date.now();
    for (const s of servers) {
      let price = 0;
      while (Date.now() - changedAt < 1_000) {
        price = (await (await fetch(`${s.base}/api/products/${productId}`)).json()).price;
        if (price === 52_500) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(price).toBe(52_500);
    }
  });
});

describe('npm start -- --workers 2 (Node cluster)', () => {
  const pidsIn = (line: string | undefined) => (line?.match(/pids ([\d, ]+)\)/)?.[1] ?? '').split(', ');

  async function waitForOutput(server: ServerProcess, pattern: RegExp, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const match = server.output().match(pattern);
      if (match) return match[0];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${pattern} in the output:\n${server.output()}`);
  }

  it('serves from two processes, restarts them one at a time on SIGHUP without a failed request, stops on SIGTERM', async () => {
    // The primary's start-up lines are info lines in the log (decision 056); this test reads them.
    const cluster = await startServer(dbUrl, undefined, { WORKERS: '2', LOG_LEVEL: 'info' });
    const first = pidsIn(await waitForOutput(cluster, /with 2 server processes \(pids [\d, ]+\)/));
    expect(first).toHaveLength(2);

    const failures: string[] = [];
    let served = 0;
    let rolling = true;
    // Like a reverse proxy, the client reads every answer (so its connection goes back to the pool: an unread
    // body keeps a socket busy and the next request opens another, and a retry could then reuse a second
    // socket to the same closing process) and retries a GET once when its kept-alive connection was closed
    // under it.
    const get = () =>
      fetch(`${cluster.base}/api/products?limit=1`).then(
        async (r) => ({ status: r.status, said: (await r.text()).slice(0, 200) }),
        (error: unknown) => ({ status: 0, said: String((error as Error).cause ?? error) }),
      );
    const load = (async () => {
      while (rolling) {
        let answer = await get();
        if (answer.status === 0) answer = await get();
        if (answer.status === 200) served++;
        else failures.push(`${answer.status} ${answer.said}`);
      }
    })();
    cluster.child.kill('SIGHUP');
    // Each new worker starts a whole app: slow on a busy machine.
    const after = pidsIn(await waitForOutput(cluster, /restart done \(pids [\d, ]+\)/, 180_000));
    rolling = false;
    await load;
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(0);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => first.includes(pid))).toEqual([]);

    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
  }, 300_000);
});
