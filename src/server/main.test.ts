import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import { DEMO_AUTHENTICATOR_KEY } from './features/auth/demo-authenticator.ts';

/**
 * These start the real server process (`npm start` without the build step) on PGlite, with a
 * relative DATA_DIR as the default `./data` is.
 */
mkdirSync('tmp', { recursive: true });
const dataDir = relative(process.cwd(), mkdtempSync(join('tmp', 'start-')));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '',
      // The start-up lines are info (the admin's password file a warning).
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

describe.runIf(!process.env.DATABASE_URL)('npm start', () => {
  let firstTotal = 0;

  it('starts on an empty data dir, seeds the demo shop and prints the admin login once', async () => {
    const port = await freePort();
    const server = start(port);
    // The demo's first seed (images included) took 88 s at load 10 while another test file ran beside it.
    await waitForHealth(port, 140_000);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Karigar — Handmade Craft Treasures</title>');
    const list = await (await fetch(`http://127.0.0.1:${port}/api/products`)).json();
    firstTotal = list.total;
    expect(firstTotal).toBeGreaterThanOrEqual(40);
    // Review L12: the generated password is in a 0600 file in DATA_DIR, never in the output.
    const passwordFile = join(dataDir, 'admin-password.txt');
    expect(server.output()).toContain(`created the admin account admin@karigar.local; its password is in`);
    const [fileEmail, filePassword] = readFileSync(passwordFile, 'utf8').trim().split('\n');
    expect(fileEmail).toBe('admin@karigar.local');
    expect(filePassword).toMatch(/^\S{12,}$/);
    expect(server.output()).not.toContain(filePassword);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    // Two-factor is required of the team; the demo's admin has the published demo key (review 2026-11-29 L3).
    expect(server.output()).toContain(
      `admin@karigar.local signs in with the demo authenticator key ${DEMO_AUTHENTICATOR_KEY}`,
    );

    // A second process on the same data dir is refused with one clear line.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Data directory .* is in use by another Karigar process/);

    // SIGTERM while a request is still arriving: the request finishes, then the process exits 0.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' });
    const pending = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/account/sign-in',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const status = await pending;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await server.exited).toBe(0);
  }, 150_000);

  it('keeps the data on the next start: no re-seed, no new admin', async () => {
    const port = await freePort();
    const server = start(port);
    await waitForHealth(port, 30_000);
    const list = await (await fetch(`http://127.0.0.1:${port}/api/products`)).json();
    expect(list.total).toBe(firstTotal);
    expect(server.output()).not.toMatch(/demo shop|created the admin/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('stops at start-up with one line naming a bad variable', async () => {
    const server = start(await freePort(), { PORT: 'seventy' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a number (got "seventy")');
  });

  it('starts a production shop on an empty database with the admin and the store settings, nothing else', async () => {
    const shopDir = mkdtempSync(join('tmp', 'start-production-'));
    try {
      const port = await freePort();
      const admin = { email: 'owner@example.com', password: 'a-long-owner-password-41' };
      const server = start(port, {
        DATA_DIR: shopDir,
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      });
      await waitForHealth(port);
      const list = await (await fetch(`http://127.0.0.1:${port}/api/products`)).json();
      expect(list).toMatchObject({ items: [], total: 0 });
      expect(server.output()).toContain('created the store settings; no demo shop (SEED_DEMO is off)');
      expect(server.output()).not.toContain('demo shop ready');
      // I3 (review 2026-11-29): the start-up line names no API docs, which production does not serve.
      expect(server.output()).toContain(`shop open at http://localhost:${port}`);
      expect(server.output()).not.toContain('/api/docs');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const handle = await openDb({ kind: 'pglite', dataDir: shopDir });
      try {
        const filled: Record<string, number> = {};
        for (const table of (Object.values(schema) as unknown[]).filter((v): v is PgTable =>
          is(v, PgTable),
        )) {
          const [row] = await handle.db.select({ n: count() }).from(table);
          if (row!.n > 0) filled[getTableName(table)] = row!.n;
        }
        // better-auth's user and its password row; the shop's own tables hold only the settings, and the starter
        // search synonyms the migration adds (vocabulary of the nine crafts, not demo data: decision 067).
        expect(filled).toEqual({
          store_settings: 1,
          user: 1,
          account: 1,
          search_synonyms: expect.any(Number),
        });
        const admins = await handle.db
          .select({ email: schema.user.email, role: schema.user.role })
          .from(schema.user);
        expect(admins).toEqual([{ email: admin.email, role: 'admin' }]);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(shopDir, { recursive: true, force: true });
    }
  }, 120_000);
});
