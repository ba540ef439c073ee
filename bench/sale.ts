/**
 * `npm run bench -- --sale`: a sale day (issue 40 point 8) on PostgreSQL with two server processes and the
 * product's own checkout limits. 2,000 buyers arrive within 60 s for the last 100 units of one product, 200 of
 * them behind one carrier NAT (one address); each opens the product page, takes a quote (and its checkout
 * pass), spends 8–15 s on the form and places a cash-on-delivery order. Shoppers browse the shop meanwhile.
 * Then, with plentiful stock, COD orders per second from distinct buyers. Writes its section of
 * docs/performance.md; figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { machine, replaceSection, root, startBenchServer } from './server.ts';

const BUYERS = Number(process.env.SALE_BUYERS ?? 2_000);
const ARRIVAL_SECONDS = Number(process.env.SALE_SECONDS ?? 60);
const UNITS = 100;
const SHARED_ADDRESS_BUYERS = Math.round(BUYERS / 10);
const SHARED_ADDRESS = '100.64.7.7';
const BROWSERS = 10;
const WORKERS = 2;

interface Timed {
  status: number;
  ms: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed & { body: unknown }> {
  const start = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, ms: performance.now() - start, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - start, body: String(error) };
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A distinct documentation-range address per buyer, or the crowd's shared one. */
function addressOf(n: number): string {
  if (n % 10 === 0) return SHARED_ADDRESS;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function buyerBody(n: number, productId: number) {
  return {
    customer: {
      fullName: `Sale Buyer ${n}`,
      email: `sale.buyer${n}@bench.example`,
      phone: `9${String(700_000_000 + n).padStart(9, '0')}`,
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    items: [{ productId, quantity: 1 }],
    paymentMethod: 'cod',
  };
}

async function oneBuyer(base: string, n: number, productId: number, pagePath: string) {
  const headers = { origin: base, 'x-forwarded-for': addressOf(n), 'content-type': 'application/json' };
  const page = await timed(`${base}${pagePath}`, { headers: { 'x-forwarded-for': addressOf(n) } });
  const quote = await timed(`${base}/api/checkout/quote`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ items: [{ productId, quantity: 1 }], pincode: '560001', paymentMethod: 'cod' }),
  });
  const pass = (quote.body as { checkoutPass?: string }).checkoutPass;
  await sleep(8_000 + Math.random() * 7_000);
  const order = await timed(`${base}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID(), ...(pass ? { 'checkout-pass': pass } : {}) },
    body: JSON.stringify(buyerBody(n, productId)),
  });
  const code = (order.body as { error?: { code?: string } }).error?.code;
  return { n, shared: addressOf(n) === SHARED_ADDRESS, page, quote, order, code };
}

/** Shoppers who only browse: pages and catalog reads, one after another, until told to stop. */
async function browse(base: string, paths: string[], stop: { done: boolean }, into: Timed[], who: number) {
  for (let i = who; !stop.done; i++) {
    const r = await timed(base + paths[i % paths.length]!, {
      headers: { 'x-forwarded-for': `172.16.${who}.${i % 250}` },
    });
    into.push(r);
  }
}

async function plentifulCheckouts(base: string, productIds: number[], seconds: number) {
  let n = 100_000;
  const result = await autocannon({
    url: `${base}/api/orders`,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: { headers: Record<string, string>; body: string }) => {
          n += 1;
          request.headers = {
            ...request.headers,
            'content-type': 'application/json',
            origin: base,
            'idempotency-key': randomUUID(),
            'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}`,
          };
          request.body = JSON.stringify(buyerBody(n, productIds[n % productIds.length]!));
          return request;
        },
      },
    ],
  });
  const created = Number(result.statusCodeStats?.['201']?.count ?? 0);
  return {
    perSecond: Math.round(created / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function saleScenario(): Promise<void> {
  const loadStart = loadavg()[0]!;
  const server = await startBenchServer(true, WORKERS, { productionLimits: true });
  const { base } = server;
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    const products = (await (await fetch(`${base}/api/products?limit=100`)).json()).items as Array<{
      id: number;
      slug: string;
    }>;
    const saleId = products[0]!.id;
    // The page's own address, as shared links and the shop's cards give it (decision 088).
    const salePage = `/product/${products[0]!.slug}`;
    const others = products.slice(1).map((p) => p.id);
    // The owner's set-up: the last 100 units of one piece; plentiful stock of the rest for the second part.
    // Stock is each product's one variant's (decision 066).
    await db.query('update products set in_stock = true where id = any($1)', [[saleId, ...others]]);
    await db.query('update product_variants set stock_quantity = $1 where product_id = $2', [UNITS, saleId]);
    await db.query('update product_variants set stock_quantity = 100000 where product_id = any($1)', [
      others,
    ]);
    for (const path of ['/', '/products', salePage]) await fetch(base + path);

    const stop = { done: false };
    const browsing: Timed[] = [];
    const paths = ['/', '/products', salePage, '/api/products', `/api/products/${saleId}`];
    const browsers = Array.from({ length: BROWSERS }, (_, i) => browse(base, paths, stop, browsing, i));

    const started = performance.now();
    const buyers: Promise<Awaited<ReturnType<typeof oneBuyer>>>[] = [];
    for (let n = 1; n <= BUYERS; n++) {
      const at = ((n - 1) / BUYERS) * ARRIVAL_SECONDS * 1000;
      const wait = at - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      buyers.push(oneBuyer(base, n, saleId, salePage));
    }
    const results = await Promise.all(buyers);
    stop.done = true;
    await Promise.all(browsers);
    const wallSeconds = (performance.now() - started) / 1000;

    const orders = results.map((r) => r.order);
    const count = (pred: (r: (typeof results)[number]) => boolean) => results.filter(pred).length;
    const placed = count((r) => r.order.status === 201);
    const soldOut = count((r) => r.order.status === 409);
    const limited = count((r) => r.order.status === 429);
    const fiveXx = results.filter((r) => r.order.status >= 500 || r.order.status === 0).length;
    const other = BUYERS - placed - soldOut - limited - fiveXx;
    const sharedPlaced = count((r) => r.shared && r.order.status === 201);
    const sharedSoldOut = count((r) => r.shared && r.order.status === 409);
    const sharedLimited = count((r) => r.shared && r.order.status === 429);
    const stockLeft = Number(
      (await db.query('select stock_quantity as stock from product_variants where product_id = $1', [saleId]))
        .rows[0].stock,
    );
    const orderRows = Number(
      (
        await db.query(
          `select count(*)::int as n from order_items where product_id = $1 and order_id in (select id from orders where customer_email like 'sale.buyer%')`,
          [saleId],
        )
      ).rows[0].n,
    );
    const quoteFails = count((r) => r.quote.status !== 200);
    const browse5xx = browsing.filter((r) => r.status >= 500 || r.status === 0).length;
    const ms = (n: number) => String(Math.round(n));
    for (const r of results.filter((r) => ![201, 409].includes(r.order.status)).slice(0, 5))
      console.warn(`buyer ${r.n}: ${r.order.status} after ${Math.round(r.order.ms)} ms`, r.order.body);

    const plentiful = await plentifulCheckouts(base, others, 10);
    const loadEnd = loadavg()[0]!;
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      `## Sale day (PostgreSQL 15, ${WORKERS} server processes) — ${date} UTC`,
      '',
      `Machine: ${machine()}; load generator, PostgreSQL and both server processes on the same cores. Load average`,
      `(1 min) ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end. The product's own checkout limits`,
      '(decisions 019 and 058), the shop behind a trusted proxy (each buyer its own X-Forwarded-For address).',
      '',
      `${BUYERS} buyers arrive evenly over ${ARRIVAL_SECONDS} s for the last ${UNITS} units of one product; ${SHARED_ADDRESS_BUYERS} of them share`,
      `one address (a carrier NAT). Each opens the product page, takes a quote (its checkout pass), spends 8–15 s on`,
      `the form, and places a COD order. ${BROWSERS} shoppers browse pages and the catalog throughout (${browsing.length} requests).`,
      `The scenario took ${wallSeconds.toFixed(0)} s.`,
      '',
      '| check | aim | result |',
      '| --- | --- | ---: |',
      `| orders placed (201) | exactly ${UNITS} | ${placed} |`,
      `| order lines of the product in the database | ${UNITS} | ${orderRows} |`,
      `| stock left | 0 | ${stockLeft} |`,
      `| "sold out" (409) | everyone else: ${BUYERS - UNITS} | ${soldOut} |`,
      `| refused by a limit (429) | 0 | ${limited} |`,
      `| 5xx or no answer (orders) | 0 | ${fiveXx} |`,
      `| any other answer | 0 | ${other} |`,
      `| the shared address: placed / sold out / 429 | no 429 | ${sharedPlaced} / ${sharedSoldOut} / ${sharedLimited} |`,
      `| quotes not 200 | 0 | ${quoteFails} |`,
      `| checkout (POST /api/orders) p50 / p99 ms | p99 ≤ 1,000 | ${ms(
        percentile(
          orders.map((o) => o.ms),
          50,
        ),
      )} / ${ms(
        percentile(
          orders.map((o) => o.ms),
          99,
        ),
      )} |`,
      `| checkout p99 ms, placed orders only | | ${ms(
        percentile(
          orders.filter((o) => o.status === 201).map((o) => o.ms),
          99,
        ),
      )} |`,
      `| quote p50 / p99 ms | | ${ms(
        percentile(
          results.map((r) => r.quote.ms),
          50,
        ),
      )} / ${ms(
        percentile(
          results.map((r) => r.quote.ms),
          99,
        ),
      )} |`,
      `| product page p50 / p99 ms | | ${ms(
        percentile(
          results.map((r) => r.page.ms),
          50,
        ),
      )} / ${ms(
        percentile(
          results.map((r) => r.page.ms),
          99,
        ),
      )} |`,
      `| browsing p50 / p99 ms, 5xx | no 5xx | ${ms(
        percentile(
          browsing.map((b) => b.ms),
          50,
        ),
      )} / ${ms(
        percentile(
          browsing.map((b) => b.ms),
          99,
        ),
      )}, ${browse5xx} |`,
      '',
      `Plentiful stock, then: COD orders from distinct buyers and addresses, autocannon 20 connections × 10 s:`,
      `**${plentiful.perSecond} orders/s** (last week's figure on one process: 75/s; aim 3×), p50 ${plentiful.p50} ms, p99 ${plentiful.p99} ms,`,
      `${plentiful.non2xx} non-2xx, ${plentiful.errors} errors.`,
      '',
    ].join('\n');
    const docFile = join(root, 'docs/performance.md');
    const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Performance\n';
    writeFileSync(docFile, replaceSection(doc, '## Sale day', section));
    console.info(section);
  } finally {
    await db.end();
    await server.stop();
  }
}
