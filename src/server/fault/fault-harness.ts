import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEMO_AUTHENTICATOR_KEY } from '../features/auth/demo-authenticator.ts';
import { TEST_ORDER_LIMITS } from '../testing/order-limits.ts';
import { clonePgTemplate } from '../testing/test-db.ts';
import { totp } from '../testing/totp.ts';

/** The admin every fault server starts with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const FAULT_ADMIN = { email: 'fault-admin@karigar.test', password: 'fault-admin-password-1' };

/**
 * Fault tests (`npm run test:fault`, vitest project `fault`): the REAL server process on the
 * throwaway PostgreSQL of scripts/with-pg.sh, which exports PG_DIR so a test can stop and start it.
 */

export function requirePg(): { url: string; pgDir: string } {
  const url = process.env.DATABASE_URL;
  const pgDir = process.env.PG_DIR;
  if (!url || !pgDir) throw new Error('fault tests need DATABASE_URL and PG_DIR: run `npm run test:fault`');
  return { url, pgDir };
}

/** A private copy of the seeded template database (dropped with the template at teardown). */
export const createFaultDb = clonePgTemplate;

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  exited: Promise<number | null>;
  output(): string;
}

const running = new Set<ChildProcess>();
const dataDirs: string[] = [];
/** For afterAll: no server outlives its test file, and their tmp data dirs go too. */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** `node --import tsx src/server/main.ts` on the given database, a free port and a tmp DATA_DIR. */
export async function startServer(
  databaseUrl: string,
  port?: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  mkdirSync('tmp', { recursive: true });
  const usePort = port ?? (await freePort());
  const base = `http://127.0.0.1:${usePort}`;
  const dataDir = mkdtempSync(join('tmp', 'fault-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      PORT: String(usePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: FAULT_ADMIN.email,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      // The fault tests place many orders from few addresses and one email.
      ...TEST_ORDER_LIMITS,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const server = { child, base, port: usePort, exited, output: () => output };
  await waitHealthy(server);
  return server;
}

export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

function pgCtlPath(): string {
  for (const dir of [
    process.env.PG_BIN_DIR,
    '/usr/local/bin',
    '/usr/lib/postgresql/15/bin',
    '/usr/local/pgsql/bin',
  ]) {
    if (dir && existsSync(join(dir, 'pg_ctl'))) return join(dir, 'pg_ctl');
  }
  return 'pg_ctl';
}

/** pg_ctl as the cluster's owner (initdb refuses root, so pg-up.sh runs it as `postgres` when root). */
function pgCtl(args: string[]) {
  const { pgDir } = requirePg();
  const command = [pgCtlPath(), '-D', join(pgDir, 'data'), ...args];
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', ...command], { stdio: 'pipe' });
  else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
}

/** Crash-stop PostgreSQL (like a lost database host): no clean shutdown of sessions. */
export function stopPostgres() {
  pgCtl(['-m', 'immediate', '-w', '-t', '30', 'stop']);
}

/** The postmaster and every backend: freezing them all is a hung database (M6), not a stopped one. */
function postgresPids(): number[] {
  const { pgDir } = requirePg();
  const postmaster = Number(readFileSync(join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

/** SIGSTOP PostgreSQL (postmaster and backends): connections stay open, nothing answers. */
export function freezePostgres(): number[] {
  const pids = postgresPids();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  return pids;
}

/** SIGCONT what `freezePostgres` stopped. */
export function thawPostgres(pids: number[]) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // a backend that ended meanwhile
    }
  }
}

/** Start it again with the options scripts/pg-up.sh used (port from DATABASE_URL, socket in PG_DIR). */
export function startPostgres() {
  const { url, pgDir } = requirePg();
  const port = new URL(url).port;
  pgCtl([
    '-l',
    resolve(pgDir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${pgDir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
}

export const buyer = (n: number) => ({
  fullName: `Fault Buyer ${n}`,
  email: `fault-buyer-${n}@example.com`,
  phone: '9845012345',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
});

/** A guest COD checkout body with one unit of each product, and its request headers. */
export function checkoutRequest(base: string, n: number, productIds: number[]) {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      customer: buyer(n),
      items: productIds.map((productId) => ({ productId, quantity: 1 })),
      paymentMethod: 'cod',
    }),
  };
}

/** `name=value` of each cookie a response sets, over those already held. */
function withCookies(held: string, res: Response): string {
  const jar = new Map(held ? held.split('; ').map((c) => [c.split('=')[0]!, c] as const) : []);
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Signs the fault server's admin in over HTTP; the cookie header of its session. The admin of a first start
 * that seeds the demo is enrolled in two-factor with the demo's key (decision 059): its code answers the second step.
 */
export async function signInFaultAdmin(base: string, headers: Record<string, string> = {}): Promise<string> {
  const common = { 'content-type': 'application/json', origin: base, ...headers };
  const res = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: common,
    body: JSON.stringify(FAULT_ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  let cookie = withCookies('', res);
  if ((await res.json()).twoFactorRequired) {
    const step = await fetch(`${base}/api/account/two-factor/verify`, {
      method: 'POST',
      headers: { ...common, cookie },
      body: JSON.stringify({ code: totp(DEMO_AUTHENTICATOR_KEY), kind: 'authenticator' }),
    });
    if (step.status !== 200) throw new Error(`admin two-factor step: ${step.status} ${await step.text()}`);
    cookie = withCookies(cookie, step);
  }
  return cookie;
}
