/**
 * `npm run bench` (PGlite) / `npm run bench -- --pg` (throwaway PostgreSQL 15):
 * autocannon against the production server on 127.0.0.1, beside a minimal Node server answering
 * the same bytes (the machine's limit); server RSS before/after; storefront JS/CSS per route; a
 * Lighthouse run (mobile preset, Debian Chromium) of home, /products and a product page;
 * writes docs/performance.md. Figures, not assertions: nothing here fails a build.
 * `--no-lighthouse` skips Lighthouse (BENCH_SECONDS sets the seconds per row). `--pg --workers N` runs N
 * server processes (Node cluster) and records them in their own section, beside the single process.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { freePort, machine, root, rssMb, startBenchServer } from './server.ts';

const usePg = process.argv.includes('--pg');
const workersAt = process.argv.indexOf('--workers');
const workers = workersAt === -1 ? 1 : Number(process.argv[workersAt + 1]);
const runLighthouse = !process.argv.includes('--no-lighthouse');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Guest COD checkouts, each a distinct buyer with its own idempotency key, spread over the in-stock
 * products (one unit each). Orders per second counts the 201s; a 409 means a product sold out.
 */
async function checkoutLoad(base: string, productIds: number[]): Promise<Row> {
  let n = 0;
  const result = await autocannon({
    url: `${base}/api/orders`,
    connections,
    duration: Math.min(duration, 5),
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
          };
          request.body = JSON.stringify({
            customer: {
              fullName: `Bench Buyer ${n}`,
              email: `buyer${n}@bench.example`,
              phone: '9845012345',
              address: '12 MG Road',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560001',
            },
            items: [{ productId: productIds[n % productIds.length], quantity: 1 }],
            paymentMethod: 'cod',
          });
          return request;
        },
      },
    ],
  });
  const seconds = Math.min(duration, 5);
  const created = Number(result.statusCodeStats?.['201']?.count ?? 0);
  return {
    name: `POST /api/orders (COD checkout, distinct buyers) — ${Math.round(created / seconds)} orders/s`,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The storefront pages a shopper opens, and the lazy route module each one loads. */
const STOREFRONT_ROUTES: Array<[string, string]> = [
  ['home `/`', 'routes/shop/home.tsx'],
  ['`/products`', 'routes/shop/products.tsx'],
  ['product detail `/products/:id`', 'routes/shop/product-detail.tsx'],
  ['`/cart`', 'routes/shop/cart.tsx'],
  ['`/checkout`', 'routes/shop/checkout.tsx'],
  ['`/blog`', 'routes/content/blog.tsx'],
];

/**
 * Storefront JS/CSS (gzip) from Vite's manifest: the entry with its static imports (initial), and
 * for each route the entry plus the route's lazy chunk and the chunks it imports.
 */
function bundleSizes(): Array<{ route: string; js: number; css: number; ownJs: number }> {
  const manifestFile = join(root, 'dist/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(root, 'dist/web', file))).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const size = (keys: Set<string>) => {
    let js = 0;
    let css = 0;
    for (const k of keys) {
      js += gz(manifest[k]!.file);
      for (const c of manifest[k]!.css ?? []) css += gz(c);
    }
    return { js, css };
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const initial = size(entry);
  const rows = [{ route: 'initial (entry + its static imports)', ...initial, ownJs: initial.js }];
  for (const [route, module] of STOREFRONT_ROUTES) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) continue; // a route not built yet
    const own = size(new Set([...closure(key)].filter((k) => !entry.has(k))));
    rows.push({ route, js: initial.js + own.js, css: initial.css + own.css, ownJs: own.js });
  }
  return rows;
}

interface LighthouseRow {
  page: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's default (mobile) preset on Debian Chromium, headless, over its DevTools port. */
async function lighthouseRuns(pages: Array<[string, string]>): Promise<LighthouseRow[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'karigar-lh-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so the kill below ends its renderer and helper processes too.
    { stdio: 'ignore', detached: true },
  );
  try {
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows: LighthouseRow[] = [];
    for (const [page, url] of pages) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      rows.push({
        page,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    return rows;
  } finally {
    process.kill(-chrome.pid!, 'SIGKILL');
    // A helper may still be writing the profile for a moment after the kill (ENOTEMPTY): retry.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

async function main() {
  const loadStart = loadavg()[0]!;
  const server = await startBenchServer(usePg, workers);
  const { base, backend } = server;
  try {
    const products = await (await fetch(`${base}/api/products`)).json();
    const productBytes = Buffer.from(await (await fetch(`${base}/api/products`)).arrayBuffer());
    const id = products.items[0].id;

    // The limit: a bare Node server answering the same bytes as GET /api/products, in its own process
    // (like the shop's server), so it does not share an event loop with the load generator.
    const limitPort = await freePort();
    const bytesFile = join(server.dataDir, 'limit-body.json');
    writeFileSync(bytesFile, productBytes);
    const limit = spawn(
      process.execPath,
      [
        '-e',
        `const b=require('fs').readFileSync(${JSON.stringify(bytesFile)});require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});r.end(b)}).listen(${limitPort},'127.0.0.1')`,
      ],
      { stdio: 'inherit' },
    );
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${limitPort}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const rssBefore = rssMb(server.pid);
    const rows: Row[] = [];
    // warm up every path once
    for (const path of ['/', '/api/products', `/api/products/${id}`, '/api/categories', '/api/blog/posts'])
      await fetch(base + path);
    rows.push(
      await load(
        'minimal Node server (limit), same bytes as /api/products',
        `http://127.0.0.1:${limitPort}/`,
      ),
    );
    rows.push(await load('GET / (page with meta)', `${base}/`));
    rows.push(await load('GET /api/products', `${base}/api/products`));
    rows.push(await load('GET /api/products/:id', `${base}/api/products/${id}`));
    rows.push(await load('GET /api/categories', `${base}/api/categories`));
    rows.push(
      await load(
        'GET /api/products?sort=price_asc&page=2 (uncached first)',
        `${base}/api/products?sort=price_asc&page=2`,
      ),
    );
    // The blog list joins the bench once its route exists.
    if ((await fetch(`${base}/api/blog/posts`)).status !== 404)
      rows.push(await load('GET /api/blog/posts', `${base}/api/blog/posts`));
    const stocked = (await (await fetch(`${base}/api/products?limit=100`)).json()).items.map(
      (p: { id: number }) => p.id,
    );
    rows.push(await checkoutLoad(base, stocked));
    limit.kill();
    const rssAfter = rssMb(server.pid);
    const lighthouseRows = runLighthouse
      ? await lighthouseRuns([
          ['home `/`', `${base}/`],
          ['`/products`', `${base}/products`],
          ['product detail', `${base}/products/${id}`],
        ])
      : [];

    const limitRps = rows[0]!.reqPerSec;
    const bundles = bundleSizes();
    const kb = (n: number) => (n / 1024).toFixed(1);
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      `## ${backend} — ${date} UTC`,
      '',
      `Machine: ${machine()}. autocannon ${connections} connections × ${duration} s per row, load generator and`,
      'server on the same 2 cores (so absolute numbers are modest; the ratio to the limit is what to watch).',
      `Machine load average (1 min) at the start ${loadStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}: above 2 the`,
      'machine was busy with other work and every figure here (latency, Lighthouse TBT/LCP most of all) is noisy.',
      '',
      '| endpoint | req/s | vs limit | p50 ms | p99 ms | errors | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.reqPerSec} | ${Math.round((100 * r.reqPerSec) / limitRps)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
      '',
      `Server RSS: ${rssBefore} MB before the load, ${rssAfter} MB after (target < 200 MB).`,
      '',
      '| storefront page (gzip, what the page loads) | JS kB | of which the route | CSS kB |',
      '| --- | ---: | ---: | ---: |',
      ...bundles.map((b) => `| ${b.route} | ${kb(b.js)} | ${kb(b.ownJs)} | ${kb(b.css)} |`),
      '',
      ...(lighthouseRows.length
        ? [
            'Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU slowdown), Debian Chromium headless:',
            '',
            '| page | performance | LCP ms | TBT ms | CLS |',
            '| --- | ---: | ---: | ---: | ---: |',
            ...lighthouseRows.map(
              (l) =>
                `| ${l.page} | ${l.score} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} | ${l.cls.toFixed(3)} |`,
            ),
            '',
          ]
        : []),
    ].join('\n');

    const docFile = join(root, 'docs/performance.md');
    const header =
      '# Performance\n\nWritten by `npm run bench` (PGlite) and `npm run bench -- --pg` (PostgreSQL). Each run replaces its own section.\nTargets (issue 10): catalog reads ≥ 50% of the limit with p99 < 25 ms at 20 connections; storefront initial JS < 120 kB gzip; Lighthouse performance 95+ on home, product list and product detail; server RSS < 200 MB after the run.\n\n';
    const previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : header;
    const sections = previous.split(/(?=^## )/m);
    const kept = sections.filter((s) => s.startsWith('## ') && !s.startsWith(`## ${backend} — `));
    const notes = sections.filter((s) => s.startsWith('## Notes'));
    writeFileSync(
      docFile,
      `${header}${[section, ...kept.filter((s) => !s.startsWith('## Notes')), ...notes].join('\n')}`.replace(
        /\n{3,}/g,
        '\n\n',
      ),
    );
    console.info(section);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
