/**
 * `npm run bench` (PGlite) / `npm run bench -- --pg` (throwaway PostgreSQL 15):
 * autocannon against the production server on 127.0.0.1, beside a minimal Node server answering
 * the same bytes (the machine's limit), plus bundle sizes; writes docs/performance.md.
 * Figures, not assertions: nothing here fails a build.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const usePg = process.argv.includes('--pg');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
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

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Storefront JS/CSS (gzip) loaded for each route, from Vite's manifest. */
function bundleSizes(): Array<{ chunk: string; js: number; css: number }> {
  const manifestFile = join(root, 'dist/web/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    {
      file: string;
      css?: string[];
      imports?: string[];
      isEntry?: boolean;
      src?: string;
      isDynamicEntry?: boolean;
    }
  >;
  const gz = (file: string) => gzipSync(readFileSync(join(root, 'dist/web', file))).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const size = (keys: Set<string>) => {
    let js = 0;
    let css = 0;
    for (const k of keys) {
      js += gz(manifest[k]!.file);
      for (const c of manifest[k]!.css ?? []) css += gz(c);
    }
    return { js, css };
  };
  const rows = [{ chunk: 'initial (entry)', ...size(entry) }];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src?.includes('routes/')) continue;
    const own = new Set([...closure(key)].filter((k) => !entry.has(k)));
    rows.push({ chunk: chunk.src.replace(/^.*routes\//, 'route: '), ...size(own) });
  }
  return rows;
}

async function main() {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'karigar-bench-'));
  let pgEnv: Record<string, string> = {};
  let pgDir = '';
  if (usePg) {
    const out = execFileSync('bash', [join(root, 'scripts/pg-up.sh')], { encoding: 'utf8' });
    pgEnv = { DATABASE_URL: /DATABASE_URL=(\S+)/.exec(out)![1]! };
    pgDir = /PG_DIR=(\S+)/.exec(out)![1]!;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...pgEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitHealthy(base);
    const products = await (await fetch(`${base}/api/products`)).json();
    const productBytes = Buffer.from(await (await fetch(`${base}/api/products`)).arrayBuffer());
    const id = products.items[0].id;

    // The limit: a bare Node server answering the same bytes as GET /api/products, in its own process
    // (like the shop's server), so it does not share an event loop with the load generator.
    const limitPort = await freePort();
    const bytesFile = join(dataDir, 'limit-body.json');
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

    const rssBefore = rssMb(server.pid!);
    const rows: Row[] = [];
    // warm up every path once
    for (const path of ['/', '/api/products', `/api/products/${id}`, '/api/categories'])
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
    const blog = await fetch(`${base}/api/blog/posts`);
    if (blog.ok) rows.push(await load('GET /api/blog/posts', `${base}/api/blog/posts`));
    const stocked = (await (await fetch(`${base}/api/products?limit=100`)).json()).items.map(
      (p: { id: number }) => p.id,
    );
    rows.push(await checkoutLoad(base, stocked));
    const rssAfter = rssMb(server.pid!);
    limit.kill();

    const limitRps = rows[0]!.reqPerSec;
    const bundles = bundleSizes();
    const kb = (n: number) => (n / 1024).toFixed(1);
    const date = new Date().toISOString().slice(0, 10);
    const node = process.version;
    const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`;
    const backend = usePg ? 'PostgreSQL 15 (pg pool 10)' : 'PGlite (embedded)';
    const section = [
      `## ${backend} — ${date}`,
      '',
      `Machine: ${cpu}, Node ${node}. autocannon ${connections} connections × ${duration} s per row, load generator and`,
      'server on the same 2 cores (so absolute numbers are modest; the ratio to the limit is what to watch).',
      '',
      '| endpoint | req/s | vs limit | p50 ms | p99 ms | errors | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.reqPerSec} | ${Math.round((100 * r.reqPerSec) / limitRps)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
      '',
      `Server RSS: ${rssBefore} MB before the load, ${rssAfter} MB after.`,
      '',
      '| storefront bundle (gzip) | JS kB | CSS kB |',
      '| --- | ---: | ---: |',
      ...bundles.map((b) => `| ${b.chunk} | ${kb(b.js)} | ${kb(b.css)} |`),
      '',
    ].join('\n');

    const docFile = join(root, 'docs/performance.md');
    const header =
      '# Performance\n\nWritten by `npm run bench` (PGlite) and `npm run bench -- --pg` (PostgreSQL). Each run replaces its own section.\nTargets (issue 10): catalog reads ≥ 50% of the limit with p99 < 25 ms at 20 connections; storefront initial JS < 120 kB gzip; server RSS < 200 MB after the run.\n\n';
    const previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : header;
    const sections = previous.split(/(?=^## )/m);
    const kept = sections.filter((s) => s.startsWith('## ') && !s.startsWith(`## ${backend}`));
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
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDir) spawnSync('bash', [join(root, 'scripts/pg-down.sh'), pgDir], { stdio: 'inherit' });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
