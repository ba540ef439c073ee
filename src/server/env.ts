import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseDsn } from '#shared/error-tracking/envelope.ts';

/** Reads the environment once and validates it; a bad value stops start-up naming the variable. */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ error: 'must be a URL' }).optional());
const optionalEmail = z.preprocess(
  emptyToUndefined,
  z.email({ error: 'must be an email address' }).optional(),
);
/** A whole number from `min` to `max` ('must be between min and max'), `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be between ${min} and ${max}` })
      .max(max, { error: `must be between ${min} and ${max}` })
      .default(fallback),
  );
/** A WhatsApp template name or language code as Meta spells them (lowercase, digits, underscores). */
const templateNamePattern = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/i, { error: 'must be letters, digits and underscores' });
const templateName = (fallback: string) =>
  z.preprocess(emptyToUndefined, templateNamePattern.default(fallback));
const port = (fallback: number) => wholeNumber(0, 65535, fallback);
/** Google's OpenID Connect discovery document (endpoints, issuer, signing keys). */
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
const DSN_FORM = 'https://<public key>@<host>/<project id>';
/** A Sentry-compatible DSN (Sentry, GlitchTip): where error reports go (decision 061). */
const optionalDsn = (where: 'server' | 'browser') =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => parseDsn(value) !== undefined, { error: `must be a DSN like ${DSN_FORM}` })
      .refine((value) => where === 'server' || !parseDsn(value)?.hasSecret, {
        error: `must not contain a secret key: every visitor's browser reads it (${DSN_FORM})`,
      })
      .optional(),
  );
/** A checkout limit (tests and load rigs raise them; production keeps the defaults). */
const count = (fallback: number) => wholeNumber(1, 1_000_000, fallback);
const flagValue = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const flag = z.preprocess(emptyToUndefined, flagValue.default(false));
/** A flag whose default depends on other settings (undefined when unset). */
const optionalFlag = z.preprocess(emptyToUndefined, flagValue.optional());

/** proxy-addr's names for address ranges, allowed in a TRUST_PROXY list beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/**
 * Which X-Forwarded-For hops are our own proxies: off, a hop count (1 = one proxy in front), or a list of
 * proxy addresses/CIDRs. The client IP is then the right-most hop that is not a trusted proxy. `true`
 * (trust every hop, so the client's own left-most entry wins) stays only for development and tests.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((raw, ctx): boolean | number | string[] => {
      const value = raw.trim().toLowerCase();
      if (['false', 'no', '0'].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count (1 for one proxy) or a comma-separated list of proxy addresses/CIDRs',
      });
      return z.NEVER;
    }),
);

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z
        .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
        .default('development'),
    ),
    PORT: port(3000),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    /**
     * Whether the first start on an empty database adds the demo shop (products, buyers, orders, invoices,
     * blog). Unset: on, except under NODE_ENV=production (decision 048).
     */
    SEED_DEMO: optionalFlag,
    /** A read replica for catalog and blog reads; writes and read-your-writes paths use DATABASE_URL. */
    DATABASE_READ_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    /** Server processes sharing the port (Node cluster); more than one needs PostgreSQL. */
    WORKERS: wholeNumber(1, 64, 1),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'must be a pino level',
        })
        .default('info'),
    ),
    TRUST_PROXY: trustProxy,
    /** Turns on GET /metrics (Prometheus), for a scraper that sends `Authorization: Bearer <token>`. Unset: 404. */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    /** Error tracking (off unless set): unhandled server errors (500s) go to this Sentry-compatible DSN. */
    SENTRY_DSN: optionalDsn('server'),
    /** The browser's errors go to this DSN (its public key only): the page loads the reporter only when set. */
    SENTRY_BROWSER_DSN: optionalDsn('browser'),
    BETTER_AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    SMTP_HOST: optionalString,
    SMTP_PORT: port(587),
    SMTP_USER: optionalString,
    SMTP_PASS: optionalString,
    SMTP_SECURE: flag,
    MAIL_FROM: optionalString,
    /** Alias of MAIL_FROM (the issue's name); MAIL_FROM wins when both are set. */
    SMTP_FROM: optionalString,
    /** HTTP mail provider (Brevo-style), the fallback after SMTP; its key never leaves the server. */
    MAIL_API_KEY: optionalString,
    MAIL_API_URL: z.preprocess(
      emptyToUndefined,
      z.url({ error: 'must be a URL' }).default('https://api.brevo.com/v3/smtp/email'),
    ),
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    ),
    PAYMENT_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' }).optional(),
    ),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** An unpaid online order is cancelled, and its stock released, this long after it was placed. */
    PAYMENT_TIMEOUT_MINUTES: wholeNumber(1, 1440, 30),
    /** Checkout abuse limits (docs/product.md §9.7): orders per client per hour, per buyer email and per phone. */
    ORDER_LIMIT_PER_CLIENT: count(10),
    /** Orders an hour from one address by browsers that show an aged checkout pass (decision 058): raise it for a sale. */
    ORDER_LIMIT_PER_ADDRESS: count(300),
    ORDER_LIMIT_PER_BUYER: count(5),
    /** Unpaid online orders one email or phone may hold at once. */
    UNPAID_ONLINE_ORDERS_PER_BUYER: count(3),
    /** Orders shop-wide in 10 minutes beyond which the store is mailed a notice (once per window). */
    ORDER_BURST_NOTICE_AT: count(20),
    /** How often the review-request mail job looks for due orders (docs/product.md §3.10); the browser suite runs it often. */
    REVIEW_REQUEST_EVERY_SECONDS: wholeNumber(1, 86_400, 3_600),
    /** WhatsApp order updates (issue 24): off unless a provider is chosen. */
    WHATSAPP_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['cloud', 'sandbox'], { error: 'must be cloud or sandbox' }).optional(),
    ),
    WHATSAPP_ACCESS_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_API_VERSION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^v\d+\.\d+$/, { error: 'must look like v21.0' })
        .default('v21.0'),
    ),
    WHATSAPP_TEMPLATE_LANGUAGE: templateName('en'),
    /** The Hindi translations' language code (`hi`), when the approved templates have them; unset: none. */
    WHATSAPP_TEMPLATE_LANGUAGE_HI: z.preprocess(emptyToUndefined, templateNamePattern.optional()),
    WHATSAPP_TEMPLATE_CONFIRMED: templateName('order_confirmed'),
    WHATSAPP_TEMPLATE_SHIPPED: templateName('order_shipped'),
    WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: templateName('order_out_for_delivery'),
    WHATSAPP_TEMPLATE_DELIVERED: templateName('order_delivered'),
    WHATSAPP_TEMPLATE_TEST: templateName('hello_world'),
    /** The opt-in confirmation (review 2026-11-29 L8): a utility template with no parameters asking for a YES. */
    WHATSAPP_TEMPLATE_OPT_IN: templateName('order_updates_opt_in'),
    /** Sign in with Google (issue 22): the OAuth client's id and secret together, or neither (off). */
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Where the provider's OpenID configuration is read; another issuer only for tests (a local OIDC server). */
    GOOGLE_DISCOVERY_URL: z.preprocess(
      emptyToUndefined,
      z.url({ error: 'must be a URL' }).default(GOOGLE_DISCOVERY_URL),
    ),
    /** S3-compatible media storage: endpoint, bucket and both keys together, or none (local disk). */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    /** Public base URL of the bucket's objects (a CDN or the bucket's website); default endpoint/bucket. */
    S3_PUBLIC_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=razorpay',
          });
      }
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'above 1 needs PostgreSQL (set DATABASE_URL): the embedded database (PGlite) is single-process',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL (the primary)',
      });
    }
    const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3Set = s3Keys.filter((key) => env[key]);
    if (s3Set.length > 0 && s3Set.length < s3Keys.length) {
      for (const key of s3Keys.filter((k) => !env[k]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when ${s3Set[0]} is set (S3 storage)`,
        });
    }
    if (env.S3_PUBLIC_URL && s3Set.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'is required when S3_PUBLIC_URL is set',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      const other = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
    }
    if (env.NODE_ENV === 'production' && !env.GOOGLE_DISCOVERY_URL.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_DISCOVERY_URL'],
        message: 'must be https in production',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'true would trust the X-Forwarded-For a client sends itself: set the number of proxies in front (1 for one nginx or Caddy) or their addresses (e.g. 10.0.0.0/8)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.BETTER_AUTH_SECRET) {
      const weakness = secretWeakness(env.BETTER_AUTH_SECRET);
      if (weakness)
        ctx.addIssue({
          code: 'custom',
          path: ['BETTER_AUTH_SECRET'],
          message: `${weakness}: generate one with \`openssl rand -base64 32\``,
        });
    }
    if (
      env.NODE_ENV === 'production' &&
      env.DATABASE_URL &&
      isPlaceholder(databasePassword(env.DATABASE_URL))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'has a placeholder password: set a generated one (`openssl rand -base64 24`)',
      });
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      for (const key of [
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when WHATSAPP_PROVIDER=cloud' });
      }
    }
    if (env.NODE_ENV === 'production' && env.WHATSAPP_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_PROVIDER'],
        message: 'sandbox is never used in production (it sends nothing): set cloud, or leave it empty',
      });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'sandbox is never used in production (it confirms online orders without payment): set razorpay, or leave it empty for cash on delivery only',
      });
    }
    // NODE_ENV defaults to development, which allows the development secret and insecure cookies: a shop on
    // a public address must say production.
    if (env.NODE_ENV === 'development' && env.PUBLIC_URL && !isLocalUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message: `is development (the default) but PUBLIC_URL ${env.PUBLIC_URL} is not local: set NODE_ENV=production`,
      });
    }
  });

/** The placeholders shipped in deploy/.env.example and the like; never a production secret. */
const PLACEHOLDER = /change-?me|replace-?me|placeholder|your[-_ ]?(secret|password)|^secret$|^password$/i;
const isPlaceholder = (value: string | undefined) => value !== undefined && PLACEHOLDER.test(value);

function databasePassword(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Bits of randomness a secret shows in its own characters (Shannon entropy of their frequencies × length). */
function characterEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values())
    bitsPerChar -= (count / secret.length) * Math.log2(count / secret.length);
  return bitsPerChar * secret.length;
}

/**
 * Why a production secret is unfit, or null. Generated secrets (`openssl rand -base64 32`, `-hex 32`) pass;
 * the development secret, placeholders, and typed patterns (one character, runs like `abcd…`, a phrase
 * repeated) do not. A heuristic: it catches what people type, not every weak secret.
 */
export function secretWeakness(secret: string): string | null {
  if (secret === DEV_AUTH_SECRET) return 'is the development secret';
  if (isPlaceholder(secret)) return 'is a placeholder';
  const chars = [...secret];
  const steps = chars.slice(1).filter((c, i) => Math.abs(c.charCodeAt(0) - chars[i]!.charCodeAt(0)) === 1);
  const trigrams = chars.slice(2).map((_, i) => chars.slice(i, i + 3).join(''));
  if (
    characterEntropyBits(secret) < 80 ||
    steps.length > chars.length / 2 ||
    new Set(trigrams).size < trigrams.length * 0.75
  )
    return 'has too little randomness (repeated or sequential characters)';
  return null;
}

/** localhost, *.localhost, or a loopback or private address: a development machine or a LAN. */
function isLocalUrl(url: string): boolean {
  if (!URL.canParse(url)) return true; // PUBLIC_URL's own check reports it
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(host)) return false;
  return ['loopback', 'private', 'uniqueLocal', 'linkLocal'].includes(ipaddr.process(host).range());
}

type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The first start on an empty database adds the demo shop (SEED_DEMO; decision 048). */
  seedDemo: boolean;
  /** Read replica for public catalog and blog reads (PostgreSQL only). */
  databaseReadUrl: string | undefined;
  /** Server processes to run (cluster); 1 = this process serves. */
  workers: number;
  logLevel: Env['LOG_LEVEL'];
  /** The bearer token /metrics asks for; undefined: no /metrics (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Sentry-compatible DSNs for the server's and the browser's errors; unset: no error tracking (decision 061). */
  errorTracking: { serverDsn: string | undefined; browserDsn: string | undefined };
  /** Fastify's trustProxy: off, a hop count, proxy addresses/CIDRs, or (development and tests only) every hop. */
  trustProxy: boolean | number | string[];
  authSecret: string;
  smtp: { host: string; port: number; user?: string; pass?: string; secure: boolean } | undefined;
  /** `Name <address>` the shop's mail comes from. */
  mailFrom: string;
  /** The HTTP provider fallback, when MAIL_API_KEY is set. */
  mailApi: { url: string; key: string } | undefined;
  admin: { email: string; password?: string } | undefined;
  payments: {
    /** Unset = no online payment unless Razorpay keys are set in production; sandbox only when chosen. */
    provider: Env['PAYMENT_PROVIDER'];
    razorpay?: { keyId: string; keySecret: string; webhookSecret: string };
    /** Minutes an online order may stay unpaid before it is cancelled and its stock released. */
    timeoutMinutes: number;
  };
  /** Checkout abuse limits (docs/product.md §9.7). */
  /** Seconds between runs of the review-request mail job. */
  reviewRequestEverySeconds: number;
  orderLimits: {
    /** Per address without an aged checkout pass, and per pass (one browser) with one. */
    perClientPerHour: number;
    /** Per address, all orders that show an aged checkout pass together. */
    perAddressPerHour: number;
    /** Per buyer email and, separately, per buyer phone. */
    perBuyerPerHour: number;
    unpaidOnlinePerBuyer: number;
    /** Orders shop-wide in 10 minutes; the next one mails the store a notice. */
    burstNoticeAt: number;
  };
  /** WhatsApp order updates; undefined = the channel is off (WHATSAPP_PROVIDER unset). */
  whatsapp: WhatsAppConfig | undefined;
  /** Sign in with Google; undefined = off (no button, its routes answer 404). */
  google: GoogleConfig | undefined;
  /** S3-compatible media storage; undefined = local disk under DATA_DIR/media. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl?: string;
      }
    | undefined;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export interface WhatsAppConfig {
  provider: 'cloud' | 'sandbox';
  /** The Cloud API's keys (always with cloud). */
  cloud: { accessToken: string; phoneNumberId: string; apiVersion: string } | undefined;
  /** Signs the status webhooks (X-Hub-Signature-256); without it the webhook answers 404. */
  appSecret: string | undefined;
  /** The GET handshake's hub.verify_token. */
  verifyToken: string | undefined;
  language: string;
  /** The language code of the templates' Hindi translations: a Hindi order's messages use it (decision 035). */
  languageHi: string | undefined;
  /** Approved template names per order event, and the admin's test message. */
  templates: {
    confirmed: string;
    shipped: string;
    out_for_delivery: string;
    delivered: string;
    test: string;
    /** Asks the number's owner to reply YES before any order update goes to it (review 2026-11-29 L8). */
    opt_in: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_MAIL_FROM = 'Karigar <hello@karigar.in>';
const DEV_AUTH_SECRET = 'karigar-development-secret-change-me-0123456789';

/**
 * Reads `.env` in the working directory into process.env, when there is one (`.env.example` lists every
 * variable): what the environment already sets wins. Each command calls it first (server, seed, admin:create).
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Validate an environment (process.env by default) into a Config, or throw one clear line. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = source[name];
    // DATABASE_URL may carry its password.
    const shown =
      value === undefined || /PASS|SECRET|KEY|TOKEN|DATABASE|DSN/.test(name) ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Absolute, so the database, media and lock never depend on the working directory later.
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    databaseReadUrl: e.DATABASE_READ_URL,
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    errorTracking: { serverDsn: e.SENTRY_DSN, browserDsn: e.SENTRY_BROWSER_DSN },
    trustProxy: e.TRUST_PROXY,
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS, secure: e.SMTP_SECURE }
      : undefined,
    mailFrom: e.MAIL_FROM ?? e.SMTP_FROM ?? DEFAULT_MAIL_FROM,
    mailApi: e.MAIL_API_KEY ? { url: e.MAIL_API_URL, key: e.MAIL_API_KEY } : undefined,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : undefined,
      timeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    },
    reviewRequestEverySeconds: e.REVIEW_REQUEST_EVERY_SECONDS,
    orderLimits: {
      perClientPerHour: e.ORDER_LIMIT_PER_CLIENT,
      perAddressPerHour: e.ORDER_LIMIT_PER_ADDRESS,
      perBuyerPerHour: e.ORDER_LIMIT_PER_BUYER,
      unpaidOnlinePerBuyer: e.UNPAID_ONLINE_ORDERS_PER_BUYER,
      burstNoticeAt: e.ORDER_BURST_NOTICE_AT,
    },
    whatsapp: e.WHATSAPP_PROVIDER
      ? {
          provider: e.WHATSAPP_PROVIDER,
          cloud:
            e.WHATSAPP_PROVIDER === 'cloud'
              ? {
                  accessToken: e.WHATSAPP_ACCESS_TOKEN!,
                  phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
                  apiVersion: e.WHATSAPP_API_VERSION,
                }
              : undefined,
          appSecret: e.WHATSAPP_APP_SECRET,
          verifyToken: e.WHATSAPP_VERIFY_TOKEN,
          language: e.WHATSAPP_TEMPLATE_LANGUAGE,
          languageHi: e.WHATSAPP_TEMPLATE_LANGUAGE_HI,
          templates: {
            confirmed: e.WHATSAPP_TEMPLATE_CONFIRMED,
            shipped: e.WHATSAPP_TEMPLATE_SHIPPED,
            out_for_delivery: e.WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY,
            delivered: e.WHATSAPP_TEMPLATE_DELIVERED,
            test: e.WHATSAPP_TEMPLATE_TEST,
            opt_in: e.WHATSAPP_TEMPLATE_OPT_IN,
          },
        }
      : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
  };
}
