import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { secretWeakness } from '../env/production-rules.ts';
import { loadConfig } from '../env.ts';
import { compilePageTemplate } from '../features/seo/render-html.ts';
import { buildTestApp, testConfig } from '../testing/build-test-app.ts';

/**
 * M7: a production start refuses the development secret, the .env.example placeholders and low-entropy
 * secrets, each with one line, before opening the database; the sandbox gateway is never on unless chosen
 * outside production, and the development default cannot run a shop on a public address.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'karigar-prodcfg-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const GOOD_SECRET = 'q7Vx2LmR9tKc4WbZ8nHf1YsD6pJg3Ea0';
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.in',
  BETTER_AUTH_SECRET: GOOD_SECRET,
};

/** Starts the real server entry point; resolves with its exit code and everything it printed. */
function startServer(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const generate = 'generate one with `openssl rand -base64 32`';

const refusals: [string, Record<string, string>, string][] = [
  [
    'the development secret',
    { BETTER_AUTH_SECRET: 'karigar-development-secret-change-me-0123456789' },
    `BETTER_AUTH_SECRET is the development secret: ${generate}`,
  ],
  [
    'the .env.example placeholder',
    { BETTER_AUTH_SECRET: 'change-me-to-32-or-more-random-characters' },
    `BETTER_AUTH_SECRET is a placeholder: ${generate}`,
  ],
  [
    'one repeated character',
    { BETTER_AUTH_SECRET: 'x'.repeat(40) },
    `BETTER_AUTH_SECRET has too little randomness (repeated or sequential characters): ${generate}`,
  ],
  [
    'a run of the alphabet',
    { BETTER_AUTH_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789' },
    `BETTER_AUTH_SECRET has too little randomness (repeated or sequential characters): ${generate}`,
  ],
  [
    'a repeated phrase',
    { BETTER_AUTH_SECRET: 'karigar2026!karigar2026!karigar2026!' },
    `BETTER_AUTH_SECRET has too little randomness (repeated or sequential characters): ${generate}`,
  ],
  [
    'the .env.example database password',
    { DATABASE_URL: 'postgres://karigar:change-me@db:5432/karigar' },
    'DATABASE_URL has a placeholder password: set a generated one (`openssl rand -base64 24`)',
  ],
  [
    'the sandbox gateway',
    { PAYMENT_PROVIDER: 'sandbox' },
    'PAYMENT_PROVIDER sandbox is never used in production (it confirms online orders without payment): set razorpay, or leave it empty for cash on delivery only (got "sandbox")',
  ],
  [
    'the WhatsApp sandbox',
    { WHATSAPP_PROVIDER: 'sandbox' },
    'WHATSAPP_PROVIDER sandbox is never used in production (it sends nothing): set cloud, or leave it empty (got "sandbox")',
  ],
];

describe('a production start', () => {
  it.each(refusals)('is refused with %s, in one line', (_name, bad, line) => {
    expect(() => loadConfig({ ...production, ...bad })).toThrow(`Invalid configuration: ${line}`);
  });

  it('of the real server stops with that line before opening a database', async () => {
    // One start is enough: every value above goes through the same loadConfig before anything opens.
    const [, bad, line] = refusals[0]!;
    const { code, output } = await startServer({ ...production, ...bad });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`Invalid configuration: ${line}`);
  }, 120_000);

  it('is refused when NODE_ENV is left to its development default on a public address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in' })).toThrow(
      'Invalid configuration: NODE_ENV is development (the default) but PUBLIC_URL https://shop.example.in is not local: set NODE_ENV=production',
    );
  });
});

describe('secrets and the sandbox', () => {
  it('accepts generated secrets (base64 and hex, 1,000 of each)', () => {
    for (let i = 0; i < 1000; i++) {
      expect(secretWeakness(randomBytes(32).toString('base64'))).toBeNull();
      expect(secretWeakness(randomBytes(16).toString('hex'))).toBeNull();
      expect(secretWeakness(randomBytes(32).toString('hex'))).toBeNull();
    }
    expect(loadConfig(production).authSecret).toBe(GOOD_SECRET);
  });

  it('turns the sandbox on only when PAYMENT_PROVIDER=sandbox is chosen outside production', () => {
    expect(loadConfig({}).payments.provider).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    // A development machine or a LAN address may run with the development defaults.
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://192.168.1.20:3000',
      'http://[::1]:3000',
    ])
      expect(loadConfig({ PUBLIC_URL: url }).env).toBe('development');
  });
});

describe('informational findings', () => {
  it("I1: `$'` and `$&` in an admin's title are text in the served head", () => {
    const head = "<title>Block print $' and $& sale</title>";
    const fill = compilePageTemplate('<html><head><!--app-head--></head><body></body></html>', 'en');
    expect(fill({ head, preloads: '', body: null })).toBe(`<html><head>${head}</head><body></body></html>`);
  });

  it('I2: a production shop does not publish the API reference', async () => {
    const t = await buildTestApp({
      config: testConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: '' }),
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    } finally {
      await t.close();
    }
  });
});
