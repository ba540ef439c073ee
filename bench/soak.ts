/**
 * `npm run soak -- --minutes N [--pg] [--rate R]`: a mixed load on the production server for N
 * minutes (catalog lists, details and search, blog reads, cart refresh + COD checkouts by distinct
 * buyers, admin reads signed in as the admin), at about R requests/s (default 60) on 127.0.0.1 only.
 * Samples every 10 s: req/s, errors, p99, server RSS. Prints the series and a verdict, and writes
 * them to the `## Soak` section of docs/reliability.md. Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, machine, replaceSection, root, rssMb, signIn, startBenchServer } from './server.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}
const minutes = arg('minutes', 3);
const rate = arg('rate', 60);
const usePg = process.argv.includes('--pg');
const SAMPLE_MS = 10_000;
const WORKERS = 6;
/** Checkouts have their own paced loop: one every 2 s, so the seeded stock lasts the run. */
const CHECKOUT_EVERY_MS = 2_000;
/** RSS slope under this (MB/min, after the warm-up) counts as no growth. */
const GROWTH_THRESHOLD = 2;

interface Window {
  count: number;
  errors: number;
  soldOut: number;
  orders: number;
  latencies: number[];
}
const fresh = (): Window => ({ count: 0, errors: 0, soldOut: 0, orders: 0, latencies: [] });
let current = fresh();
const errorSamples: string[] = [];

async function hit(base: string, path: string, init: RequestInit = {}): Promise<Response | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    current.latencies.push(performance.now() - started);
    current.count += 1;
    if (res.status >= 400 && !(res.status === 409 && path === '/api/orders')) {
      current.errors += 1;
      if (errorSamples.length < 10) errorSamples.push(`${init.method ?? 'GET'} ${path} → ${res.status}`);
    }
    return res;
  } catch (error) {
    current.count += 1;
    current.errors += 1;
    if (errorSamples.length < 10) errorSamples.push(`${path} → ${(error as Error).message}`);
    return undefined;
  }
}

const p99 = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
};

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

async function main() {
  const server = await startBenchServer(usePg);
  const { base } = server;
  try {
    const products = (await (await fetch(`${base}/api/products?limit=100`)).json()) as {
      items: Array<{ id: number; category: string }>;
    };
    const ids = products.items.map((p) => p.id);
    const categories = [...new Set(products.items.map((p) => p.category))];
    const blog = await fetch(`${base}/api/blog/posts`);
    const slugs: string[] = blog.ok
      ? ((await blog.json()) as { items: Array<{ slug: string }> }).items.map((p) => p.slug)
      : [];
    const cookie = await signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const adminPaths: string[] = [];
    for (const path of [
      '/api/admin/orders',
      '/api/admin/outbox',
      '/api/admin/customers',
      '/api/admin/overview',
    ]) {
      if ((await fetch(base + path, { headers: { cookie } })).ok) adminPaths.push(path);
    }
    const terms = ['dream', 'candle', 'lippan', 'resin', 'embroidery', 'gift', 'blue', 'zzz-none'];
    const sorts = ['newest', 'price_asc', 'price_desc', 'rating'];

    const browse: Array<[number, () => Promise<unknown>]> = [
      [
        25,
        () => hit(base, `/api/products?category=${encodeURIComponent(pick(categories))}&sort=${pick(sorts)}`),
      ],
      [10, () => hit(base, `/api/products?page=${1 + Math.floor(Math.random() * 3)}`)],
      [20, () => hit(base, `/api/products/${pick(ids)}`)],
      [10, () => hit(base, `/api/products?q=${pick(terms)}`)],
      [5, () => hit(base, '/')],
      [5, () => hit(base, pick(['/products', `/products/${pick(ids)}`, '/cart', '/blog']))],
      [5, () => hit(base, '/api/categories')],
      // The cart page refreshes its lines and the checkout reads its options.
      [8, () => Promise.all([hit(base, `/api/products/${pick(ids)}`), hit(base, '/api/checkout/options')])],
    ];
    if (slugs.length > 0) {
      browse.push([4, () => hit(base, '/api/blog/posts')]);
      browse.push([4, () => hit(base, `/api/blog/posts/${pick(slugs)}`)]);
    }
    if (adminPaths.length > 0) browse.push([4, () => hit(base, pick(adminPaths), { headers: { cookie } })]);
    const totalWeight = browse.reduce((s, [w]) => s + w, 0);
    const action = () => {
      let r = Math.random() * totalWeight;
      for (const [w, fn] of browse) {
        r -= w;
        if (r < 0) return fn();
      }
      return browse[0]![1]();
    };

    const endAt = Date.now() + minutes * 60_000;
    const interval = (WORKERS * 1000) / rate;
    const workers = Array.from({ length: WORKERS }, async () => {
      let next = Date.now();
      while (Date.now() < endAt) {
        await action();
        next += interval;
        const wait = next - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        else if (wait < -1000) next = Date.now(); // fell behind: do not burst to catch up
      }
    });
    let buyer = 0;
    let stocked = [...ids];
    const checkouts = (async () => {
      while (Date.now() < endAt && stocked.length > 0) {
        buyer += 1;
        const productId = stocked[buyer % stocked.length]!;
        const res = await hit(base, '/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            customer: {
              fullName: `Soak Buyer ${buyer}`,
              email: `soak-buyer-${buyer}@example.com`,
              phone: '9845012345',
              address: '12 MG Road',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560001',
            },
            items: [{ productId, quantity: 1 }],
            paymentMethod: 'cod',
          }),
        });
        if (res?.status === 201) current.orders += 1;
        if (res?.status === 409) {
          current.soldOut += 1;
          stocked = stocked.filter((id) => id !== productId);
        }
        await new Promise((r) => setTimeout(r, CHECKOUT_EVERY_MS));
      }
    })();

    const started = Date.now();
    const samples: Array<{
      t: number;
      rps: number;
      errors: number;
      p99: number;
      rss: number;
      orders: number;
      soldOut: number;
    }> = [];
    const rssStart = rssMb(server.pid);
    const loadStart = loadavg()[0]!;
    console.info(`soak: ${minutes} min at ~${rate} req/s on ${server.backend}; RSS at start ${rssStart} MB`);
    console.info('   t s   req/s  errors  p99 ms  RSS MB  orders');
    const sampler = setInterval(() => {
      const w = current;
      current = fresh();
      const sample = {
        t: Math.round((Date.now() - started) / 1000),
        rps: Math.round(w.count / (SAMPLE_MS / 1000)),
        errors: w.errors,
        p99: Math.round(p99(w.latencies)),
        rss: rssMb(server.pid),
        orders: w.orders,
        soldOut: w.soldOut,
      };
      samples.push(sample);
      console.info(
        `${String(sample.t).padStart(6)}  ${String(sample.rps).padStart(6)}  ${String(sample.errors).padStart(6)}  ${String(sample.p99).padStart(6)}  ${String(sample.rss).padStart(6)}  ${String(sample.orders).padStart(6)}`,
      );
    }, SAMPLE_MS);
    await Promise.all([...workers, checkouts]);
    clearInterval(sampler);

    // Verdict: errors over the whole run; RSS trend after a warm-up (the first minute, or a third).
    const errors = samples.reduce((s, x) => s + x.errors, 0) + current.errors;
    const requests = samples.reduce((s, x) => s + x.rps * (SAMPLE_MS / 1000), 0);
    const orders = samples.reduce((s, x) => s + x.orders, 0) + current.orders;
    const soldOut = samples.reduce((s, x) => s + x.soldOut, 0) + current.soldOut;
    const warmup = Math.min(60, (minutes * 60) / 3);
    const steady = samples.filter((s) => s.t > warmup);
    const mbPerMin = slope(steady.map((s) => [s.t / 60, s.rss]));
    const growth =
      Math.abs(mbPerMin) < GROWTH_THRESHOLD ? 'no growth' : mbPerMin > 0 ? 'GROWING' : 'shrinking';
    const verdict = [
      `- Errors: **${errors}** of ~${Math.round(requests)} requests (target 0)${errors === 0 ? '' : ` — ${errorSamples.join('; ')}`}.`,
      `- Orders placed: ${orders} (COD, distinct buyers)${soldOut ? `; ${soldOut} answered 409 when a product sold out (expected, not an error)` : ''}.`,
      `- RSS: ${rssStart} MB at start, ${samples.at(-1)?.rss ?? rssStart} MB at the end; trend after ${warmup} s of warm-up: ${mbPerMin >= 0 ? '+' : ''}${mbPerMin.toFixed(2)} MB/min → **${growth}** (threshold ±${GROWTH_THRESHOLD} MB/min).`,
      `- p99 latency: ${Math.min(...samples.map((s) => s.p99))}–${Math.max(...samples.map((s) => s.p99))} ms per 10 s window.`,
    ];
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      '## Soak',
      '',
      `Last run: ${date} UTC, \`npm run soak -- --minutes ${minutes}${usePg ? ' --pg' : ''}\` on ${server.backend}; ${machine()}.`,
      `Load: ${WORKERS} clients at ~${rate} req/s in all (catalog lists with filters and sort, product details, search,`,
      'home and page HTML, categories, blog list and posts, cart refresh + checkout options, admin reads with the admin',
      `session), plus one COD checkout every ${CHECKOUT_EVERY_MS / 1000} s by a new buyer. Load generator and server share the machine's 2 cores.`,
      `Blog reads: ${slugs.length > 0 ? `${slugs.length} posts` : 'none (no /api/blog/posts yet)'}; admin reads: ${adminPaths.join(', ') || 'none answered 200'}.`,
      `Machine load average (1 min) at the start ${loadStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}: above 2 the machine was busy with other work, and p99 is noisy.`,
      '',
      ...verdict,
      '',
      '| t (s) | req/s | errors | p99 ms | RSS MB | orders |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      ...samples.map((s) => `| ${s.t} | ${s.rps} | ${s.errors} | ${s.p99} | ${s.rss} | ${s.orders} |`),
    ].join('\n');
    console.info(`\n${verdict.join('\n')}`);

    const docFile = join(root, 'docs/reliability.md');
    const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Reliability\n';
    writeFileSync(docFile, replaceSection(doc, '## Soak', section));
    console.info(`written to ${docFile}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
