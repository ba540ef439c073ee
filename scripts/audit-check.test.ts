import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/audit-check.ts against a local server playing the npm registry's advisory API (POST
 * /-/npm/v1/security/advisories/bulk, and the packument npm reads to place an advisory), on a one-package project.
 */
const run = promisify(execFile);
let severity = 'high';
let bulkStatus = 200;
let server: Server;
let registry: string;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/-/npm/v1/security/')) {
        res.writeHead(bulkStatus, { 'content-type': 'application/json' });
        if (bulkStatus !== 200) return res.end('{}');
        return res.end(
          JSON.stringify({
            'left-pad': [
              {
                id: 1,
                url: 'https://example.test/advisories/1',
                title: 'Padding overflow in left-pad',
                severity,
                vulnerable_versions: '<2.0.0',
                cwe: [],
                cvss: { score: 7.5, vectorString: null },
              },
            ],
          }),
        );
      }
      if (req.method === 'GET' && req.url === '/left-pad') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            name: 'left-pad',
            'dist-tags': { latest: '1.3.0' },
            versions: {
              '1.3.0': {
                name: 'left-pad',
                version: '1.3.0',
                dist: { tarball: `${registry}left-pad/-/left-pad-1.3.0.tgz` },
              },
            },
          }),
        );
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  dir = await mkdtemp(join(tmpdir(), 'karigar-audit-'));
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: { 'left-pad': '1.3.0' } }),
  );
  await writeFile(
    join(dir, 'package-lock.json'),
    JSON.stringify({
      name: 'fixture',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'fixture', version: '1.0.0', dependencies: { 'left-pad': '1.3.0' } },
        'node_modules/left-pad': { version: '1.3.0', resolved: `${registry}left-pad/-/left-pad-1.3.0.tgz` },
      },
    }),
  );
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(dir, { recursive: true, force: true });
});

let calls = 0;
/** Each run with its own npm cache (npm keeps an advisory answer it has seen), and no retries. */
async function check(registryUrl: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/audit-check.ts',
        '--dir',
        dir,
        '--registry',
        registryUrl,
        '--cache',
        join(dir, `.npm-${++calls}`),
        // npm retries a failed request twice, 10 s and more apart: the outage cases would wait 20 s for nothing.
        '--fetch-retries=0',
      ],
      { timeout: 60_000 },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('advisory check (CI)', () => {
  it('fails on a high advisory in a production dependency, naming it', async () => {
    severity = 'high';
    bulkStatus = 200;
    const { code, out } = await check(registry);
    expect(code).toBe(1);
    expect(out).toContain('high: left-pad');
    expect(out).toContain('Padding overflow in left-pad');
  }, 60_000);

  it('passes when the only advisories are below high', async () => {
    severity = 'moderate';
    bulkStatus = 200;
    const result = await check(registry);
    expect(result).toEqual({ code: 0, out: expect.stringContaining('no advisories at high or above') });
  }, 60_000);

  it('warns and passes when the audit endpoint answers with an error or cannot be reached', async () => {
    bulkStatus = 503;
    const erroring = await check(registry);
    expect(erroring.code).toBe(0);
    expect(erroring.out).toMatch(/^WARNING: advisory check skipped/);

    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const offline = await check(`http://127.0.0.1:${port}/`);
    expect(offline.code).toBe(0);
    expect(offline.out).toContain('ECONNREFUSED');
  }, 120_000);

  it('fails when npm audit cannot run at all (no lockfile)', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'karigar-audit-empty-'));
    try {
      const { code, out } = await run(
        process.execPath,
        ['--import', 'tsx', 'scripts/audit-check.ts', '--dir', empty],
        {
          timeout: 60_000,
        },
      ).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
      expect(code).toBe(2);
      expect(out).toContain('ENOLOCK');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
