/**
 * The production server as `npm run bench` and `npm run soak` start it: `dist/server/main.js` (built first
 * when its sources changed, as `npm start` does) with
 * NODE_ENV=production on 127.0.0.1, a fresh DATA_DIR and SEED_DEMO=1 (so the first start seeds the demo), PGlite by
 * default or a throwaway PostgreSQL 15 (scripts/pg-up.sh) with `--pg`.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/ensure-build.ts';
import { startCommand } from '../scripts/start-flags.ts';

export const root = new URL('..', import.meta.url).pathname;
export const BENCH_ADMIN = { email: 'bench-admin@karigar.test', password: 'bench-admin-password-1' };

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process and its child processes (cluster workers, a seeding child), in MB. */
export function rssMb(pid: number): number {
  const kb = (p: number): number => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + kb(Number(child)), 0);
  };
  return Math.round(kb(pid) / 1024);
}

export function machine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
}

async function waitHealthy(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

export interface BenchServer {
  base: string;
  /** The throwaway PostgreSQL's URL (`--pg`), for set-up the API has no public way to do. */
  databaseUrl?: string;
  pid: number;
  dataDir: string;
  backend: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /**
   * The product's checkout limits (decisions 019 and 058) and a proxy in front (X-Forwarded-For from the
   * loopback is trusted), so a scenario can play buyers at many addresses; otherwise the limits are lifted.
   */
  productionLimits?: boolean;
}

/** `workers` above 1 runs the Node cluster (WORKERS), PostgreSQL only. */
export async function startBenchServer(
  usePg: boolean,
  workers = 1,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  if (workers > 1 && !usePg) throw new Error('--workers needs --pg: the embedded database is single-process');
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
  ensureBuilt();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.nodeFlags, 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      ...pgEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The bench browses and buys the demo shop, which a production start adds only when asked (decision 048).
      SEED_DEMO: '1',
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      ...(options.productionLimits
        ? { TRUST_PROXY: 'loopback' }
        : {
            // The soak places hundreds of orders from one address and phone (limits: docs/decisions/019).
            ORDER_LIMIT_PER_CLIENT: '1000000',
            ORDER_LIMIT_PER_BUYER: '1000000',
            UNPAID_ONLINE_ORDERS_PER_BUYER: '1000000',
            ORDER_BURST_NOTICE_AT: '1000000',
          }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDir) spawnSync('bash', [join(root, 'scripts/pg-down.sh'), pgDir], { stdio: 'inherit' });
  };
  try {
    await waitHealthy(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    databaseUrl: pgEnv.DATABASE_URL,
    pid: child.pid!,
    dataDir,
    backend:
      (usePg ? 'PostgreSQL 15 (pg pool 10)' : 'PGlite (embedded)') +
      (workers > 1 ? `, ${workers} server processes` : ''),
    stop,
  };
}

/** Sign in over the API; the session cookie to send with admin requests. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Replace (or add) one `## ` section of a markdown doc, keeping the others in place. */
export function replaceSection(doc: string, heading: string, section: string): string {
  const parts = doc.split(/(?=^## )/m);
  const at = parts.findIndex((p) => p.startsWith(heading));
  const body = `${section.trimEnd()}\n\n`;
  if (at === -1) parts.push(body);
  else parts[at] = body;
  return `${parts.join('').trimEnd()}\n`;
}
