import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workersFromArgs } from './cluster.ts';
import { ConfigError, loadConfig, loadDotEnv } from './env.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.payments.provider).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be a URL/],
    [{ ADMIN_EMAIL: 'nope' }, /ADMIN_EMAIL must be an email address/],
    [{ ADMIN_PASSWORD: 'long-enough-pass' }, /ADMIN_EMAIL is required when ADMIN_PASSWORD is set/],
    [{ PAYMENT_PROVIDER: 'razorpay' }, /RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay/],
    [{ NODE_ENV: 'production' }, /BETTER_AUTH_SECRET is required in production/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be a pino level/],
    [
      { WORKERS: '3' },
      /^Invalid configuration: WORKERS above 1 needs PostgreSQL \(set DATABASE_URL\): the embedded database \(PGlite\) is single-process/,
    ],
    [{ WORKERS: '0', DATABASE_URL: 'postgres://h/db' }, /WORKERS must be between 1 and 64/],
    [{ DATABASE_READ_URL: 'postgres://replica/db' }, /DATABASE_READ_URL needs DATABASE_URL/],
    [{ WHATSAPP_PROVIDER: 'twilio' }, /WHATSAPP_PROVIDER must be cloud or sandbox/],
    [{ WHATSAPP_PROVIDER: 'cloud' }, /WHATSAPP_ACCESS_TOKEN is required when WHATSAPP_PROVIDER=cloud/],
    [{ WHATSAPP_API_VERSION: '21' }, /WHATSAPP_API_VERSION must look like v21.0/],
    [{ GOOGLE_CLIENT_ID: 'id.apps' }, /GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set/],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, /GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET is set/],
    [{ GOOGLE_DISCOVERY_URL: 'nope' }, /GOOGLE_DISCOVERY_URL must be a URL/],
    [
      {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/x',
      },
      /GOOGLE_DISCOVERY_URL must be https in production/,
    ],
    [{ RAZORPAY_API_URL: 'ftp://stand-in.example' }, /RAZORPAY_API_URL must be an http\(s\) URL/],
    [
      {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe',
        WHATSAPP_API_URL: 'http://graph.staging.example',
      },
      /WHATSAPP_API_URL must be https in production \(http only for a stand-in on this machine/,
    ],
    [
      {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe',
        RAZORPAY_API_URL: 'http://10.0.0.5:8080',
      },
      /RAZORPAY_API_URL must be https in production/,
    ],
    [{ SHIPPING_PROVIDER: 'delhivery' }, /SHIPPING_PROVIDER must be manual or shiprocket/],
    [{ SHIPPING_PROVIDER: 'shiprocket' }, /SHIPROCKET_EMAIL is required when SHIPPING_PROVIDER=shiprocket/],
    [
      { SHIPPING_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'api@karigar.in', SHIPROCKET_PASSWORD: 'pw' },
      /SHIPROCKET_WEBHOOK_TOKEN is required when SHIPPING_PROVIDER=shiprocket/,
    ],
    [{ SHIPROCKET_WEBHOOK_TOKEN: 'short' }, /SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters/],
    [{ SHIPROCKET_API_URL: 'apiv2.shiprocket.in' }, /SHIPROCKET_API_URL must be an http\(s\) URL/],
    [
      {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe',
        SHIPROCKET_API_URL: 'http://shiprocket.staging.example',
      },
      /SHIPROCKET_API_URL must be https in production \(http only for a stand-in on this machine/,
    ],
    [
      { WHATSAPP_TEMPLATE_SHIPPED: 'order shipped!' },
      /WHATSAPP_TEMPLATE_SHIPPED must be letters, digits and underscores/,
    ],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("points at the services' public APIs, or at a stand-in on this machine even in production (issue 43 point 8)", () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe' };
    expect(loadConfig({}).payments.razorpayApiUrl).toBe('https://api.razorpay.com');
    const staging = loadConfig({
      ...production,
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1234',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
      WHATSAPP_API_URL: 'http://[::1]:4011',
    });
    expect(staging.payments.razorpayApiUrl).toBe('http://127.0.0.1:4010');
    expect(staging.whatsapp?.cloud?.apiUrl).toBe('http://[::1]:4011');
    expect(loadConfig({ ...production, WHATSAPP_API_URL: 'http://localhost:4011' })).toBeDefined();
  });

  it('ships by hand unless Shiprocket is chosen with its API user and webhook token; its API may be a local stand-in', () => {
    expect(loadConfig({}).shipping).toEqual({ provider: 'manual', shiprocket: undefined });
    const shiprocket = {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@karigar.in',
      SHIPROCKET_PASSWORD: 'api-password',
      SHIPROCKET_WEBHOOK_TOKEN: 'webhook-token-0123456789',
    };
    expect(loadConfig(shiprocket).shipping).toEqual({
      provider: 'shiprocket',
      shiprocket: {
        email: 'api@karigar.in',
        password: 'api-password',
        webhookToken: 'webhook-token-0123456789',
        apiUrl: 'https://apiv2.shiprocket.in',
      },
    });
    const staging = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe',
      ...shiprocket,
      SHIPROCKET_API_URL: 'http://127.0.0.1:4012/',
    });
    expect(staging.shipping.shiprocket?.apiUrl).toBe('http://127.0.0.1:4012');
  });

  it('adds the demo on a first start in development and tests, not in production unless SEED_DEMO says so', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'q7Vd9xK2mP4wZ8rT1nB6yH3cF5jL0sAe' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(
      'Invalid configuration: SEED_DEMO must be true or false (got "maybe")',
    );
  });

  it('takes the number of server processes from --workers N or WORKERS (the flag wins)', () => {
    const pg = { DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(pg).workers).toBe(1);
    expect(loadConfig({ ...pg, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig(workersFromArgs({ ...pg, WORKERS: '4' }, ['--workers', '2'])).workers).toBe(2);
    expect(loadConfig(workersFromArgs(pg, ['--workers=3'])).workers).toBe(3);
    expect(() => loadConfig(workersFromArgs({}, ['--workers', '2']))).toThrow(
      /WORKERS above 1 needs PostgreSQL/,
    );
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(
      /^Invalid configuration: BETTER_AUTH_SECRET must be at least 32 characters$/,
    );
  });

  it('reads the WhatsApp channel: off unless a provider is chosen; cloud with its keys and templates', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    const config = loadConfig({
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
      WHATSAPP_TEMPLATE_SHIPPED: 'karigar_shipped_v2',
    });
    expect(config.whatsapp).toMatchObject({
      provider: 'cloud',
      cloud: { accessToken: 'EAAG-token', phoneNumberId: '1065', apiVersion: 'v21.0' },
      language: 'en',
      templates: { confirmed: 'order_confirmed', shipped: 'karigar_shipped_v2', test: 'hello_world' },
    });
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'x'.repeat(5) })).toThrow(
      /^Invalid configuration: WHATSAPP_PHONE_NUMBER_ID is required/,
    );
  });

  it('reads SMTP and admin settings', () => {
    const config = loadConfig({
      SMTP_HOST: 'mail.local',
      SMTP_PORT: '2525',
      ADMIN_EMAIL: 'a@b.in',
      ADMIN_PASSWORD: 'secret-pass',
    });
    expect(config.smtp).toMatchObject({ host: 'mail.local', port: 2525, secure: false });
    expect(config.admin).toEqual({ email: 'a@b.in', password: 'secret-pass' });
  });
});

describe('loadDotEnv', () => {
  it('reads a .env file into process.env without overriding what is set; no file, nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'karigar-dotenv-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'KARIGAR_TEST_FROM_FILE=file\nKARIGAR_TEST_SET=file\n');
    process.env.KARIGAR_TEST_SET = 'environment';
    try {
      loadDotEnv(join(dir, 'missing.env'));
      expect(process.env.KARIGAR_TEST_FROM_FILE).toBeUndefined();
      loadDotEnv(file);
      expect(process.env.KARIGAR_TEST_FROM_FILE).toBe('file');
      expect(process.env.KARIGAR_TEST_SET).toBe('environment');
    } finally {
      delete process.env.KARIGAR_TEST_FROM_FILE;
      delete process.env.KARIGAR_TEST_SET;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
