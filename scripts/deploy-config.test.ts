import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_TIMEOUT_MS } from '../src/server/cluster.ts';
import { envSchema, loadConfig } from '../src/server/env.ts';

/** .env.example, deploy/.env.example and deploy/compose.yaml against what src/server/env.ts validates (issue 40). */
const rootExample = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
const example = readFileSync(new URL('../deploy/.env.example', import.meta.url), 'utf8');
const compose = readFileSync(new URL('../deploy/compose.yaml', import.meta.url), 'utf8');
/** The stack's own variables: compose.yaml builds the app's settings from them. */
const STACK_ONLY = ['SHOP_DOMAIN', 'POSTGRES_PASSWORD'];

const namesIn = (text: string) => [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
const listed = namesIn(example);
const set: Record<string, string> = Object.fromEntries(
  [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
);
const appService = compose.slice(compose.indexOf('\n  app:'), compose.indexOf('\n  proxy:'));
const migrateService = compose.slice(compose.indexOf('\n  migrate:'), compose.indexOf('\n  app:'));
/** A service's `environment:` settings, one `NAME: value` line each. */
const environmentOf = (service: string) => service.match(/^ {6}[A-Z][A-Z0-9_]*: .*$/gm) ?? [];

describe('deploy/.env.example', () => {
  it('lists every variable env.ts validates, once, and nothing else but the stack own', () => {
    const known = Object.keys(envSchema.shape);
    expect([...listed].sort()).toEqual([...new Set([...known, ...STACK_ONLY])].sort());
  });

  it('starts a production shop once its secrets are filled in, with what compose.yaml adds', () => {
    const filled: Record<string, string> = {
      ...set,
      POSTGRES_PASSWORD: randomBytes(18).toString('base64url'),
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: randomBytes(16).toString('hex'),
      RAZORPAY_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
    };
    const config = loadConfig({
      ...filled,
      NODE_ENV: 'production',
      PUBLIC_URL: `https://${filled.SHOP_DOMAIN}`,
      DATABASE_URL: `postgres://karigar:${filled.POSTGRES_PASSWORD}@db:5432/karigar`,
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({ env: 'production', workers: 2, seedDemo: false, trustProxy: 1 });
  });
});

describe('.env.example (development)', () => {
  it('lists every variable env.ts validates, once, all commented out (the defaults apply)', () => {
    expect(namesIn(rootExample).sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(rootExample).not.toMatch(/^[A-Z]/m);
  });
});

describe('deploy/compose.yaml', () => {
  it('gives the app containers every setting (env_file) and sets only env.ts variables itself', () => {
    expect(appService).toMatch(/^ {4}env_file: \.env$/m);
    const environment = appService.slice(appService.indexOf('    environment:'));
    const keys = [...environment.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(Object.keys(envSchema.shape)).toContain(key);
  });

  it("lets the drain finish before Docker's SIGKILL (stop_grace_period longer than the shutdown timeout)", () => {
    const grace = /^ {4}stop_grace_period: (\d+)s$/m.exec(appService);
    expect(grace).not.toBeNull();
    expect(Number(grace![1]) * 1000).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
  });

  it('migrates in a one-shot service the app containers wait for, with the same settings as the app (issue 40)', () => {
    expect(migrateService).toMatch(/^ {4}command: \["node", "dist\/server\/migrate-cli\.js"\]$/m);
    expect(migrateService).toMatch(/^ {4}restart: "no"$/m);
    expect(migrateService).toMatch(/^ {4}env_file: \.env$/m);
    expect(environmentOf(migrateService)).toEqual(environmentOf(appService));
    expect(environmentOf(appService)).toHaveLength(5);
    expect(appService).toMatch(/ {6}migrate:\n {8}condition: service_completed_successfully/);
  });
});

describe('the production install (npm ci --omit=dev, the image)', () => {
  it('leaves out lucide-react: the web build and the server renderer bundle the icons they use', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.dependencies['lucide-react']).toBeUndefined();
    expect(pkg.devDependencies['lucide-react']).toBeDefined();
    expect(readFileSync(new URL('../vite.config.ts', import.meta.url), 'utf8')).toContain(
      "ssr: { noExternal: ['lucide-react'] }",
    );
  });
});
