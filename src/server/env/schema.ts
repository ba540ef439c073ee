import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseDsn } from '#shared/error-tracking/envelope.ts';

/**
 * The environment's variables, one `z.object` per concern, and the rules that tie variables together
 * ("required when …"). Production policy is `production-rules.ts`; the Config the server reads is `../env.ts`.
 */

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
/**
 * An outside service's base URL (issue 43 point 8): its public API by default; a staging shop points it at a
 * local stand-in. Trailing slashes dropped. Production wants https unless the host is loopback (production-rules).
 */
const serviceUrl = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default(fallback)
      .transform((url) => url.replace(/\/+$/, '')),
  );
const postgresUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
);
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
const minLength16 = { error: 'must be at least 16 characters' };
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

/** The process: mode, address, processes, logs, metrics and error tracking. */
const server = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
  ),
  PORT: port(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
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
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, minLength16).optional()),
  /** Error tracking (off unless set): unhandled server errors (500s) go to this Sentry-compatible DSN. */
  SENTRY_DSN: optionalDsn('server'),
  /** The browser's errors go to this DSN (its public key only): the page loads the reporter only when set. */
  SENTRY_BROWSER_DSN: optionalDsn('browser'),
});

const database = z.object({
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: postgresUrl,
  /**
   * Whether the first start on an empty database adds the demo shop (products, buyers, orders, invoices,
   * blog). Unset: on, except under NODE_ENV=production (decision 048).
   */
  SEED_DEMO: optionalFlag,
  /** A read replica for catalog and blog reads; writes and read-your-writes paths use DATABASE_URL. */
  DATABASE_READ_URL: postgresUrl,
});

const accounts = z.object({
  BETTER_AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  /** Sign in with Google (issue 22): the OAuth client's id and secret together, or neither (off). */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Where the provider's OpenID configuration is read; another issuer only for tests (a local OIDC server). */
  GOOGLE_DISCOVERY_URL: z.preprocess(
    emptyToUndefined,
    z.url({ error: 'must be a URL' }).default(GOOGLE_DISCOVERY_URL),
  ),
});

const mail = z.object({
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
});

const payments = z.object({
  PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' }).optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Razorpay's API (the `/v1` paths are added); a local stand-in on a staging shop. */
  RAZORPAY_API_URL: serviceUrl('https://api.razorpay.com'),
  /** An unpaid online order is cancelled, and its stock released, this long after it was placed. */
  PAYMENT_TIMEOUT_MINUTES: wholeNumber(1, 1440, 30),
});

const limits = z.object({
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
  CART_REMINDER_EVERY_SECONDS: wholeNumber(1, 3_600, 300),
  CART_REMINDER_AFTER_SECONDS: wholeNumber(1, 86_400, 3_600),
});

/** WhatsApp order updates (issue 24): off unless a provider is chosen. */
const whatsapp = z.object({
  WHATSAPP_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['cloud', 'sandbox'], { error: 'must be cloud or sandbox' }).optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  /** The WhatsApp Cloud API's Graph host; a local stand-in on a staging shop. */
  WHATSAPP_API_URL: serviceUrl('https://graph.facebook.com'),
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
});

/** Shipping (decision 065): `manual` (the owner types courier and AWB) or `shiprocket` (booked through its API). */
const shipping = z.object({
  SHIPPING_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['manual', 'shiprocket'], { error: 'must be manual or shiprocket' }).default('manual'),
  ),
  /** Shiprocket's API host (the `/v1/external` paths are added); a local stand-in on a staging shop. */
  SHIPROCKET_API_URL: serviceUrl('https://apiv2.shiprocket.in'),
  /** The API user (`POST /auth/login`), and what its tracking webhook sends in `x-api-key`. */
  SHIPROCKET_EMAIL: optionalEmail,
  SHIPROCKET_PASSWORD: optionalString,
  SHIPROCKET_WEBHOOK_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, minLength16).optional()),
});

/** S3-compatible media storage: endpoint, bucket and both keys together, or none (local disk). */
const s3 = z.object({
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** Public base URL of the bucket's objects (a CDN or the bucket's website); default endpoint/bucket. */
  S3_PUBLIC_URL: optionalUrl,
});

/** Every variable the server reads, with the rules that tie them together. */
export const envVariables = z
  .object({
    ...server.shape,
    ...database.shape,
    ...accounts.shape,
    ...mail.shape,
    ...payments.shape,
    ...limits.shape,
    ...whatsapp.shape,
    ...shipping.shape,
    ...s3.shape,
  })
  .superRefine((env, ctx) => {
    const requireAll = (keys: readonly (keyof typeof env)[], when: string) => {
      for (const key of keys)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${when}` });
    };
    if (env.PAYMENT_PROVIDER === 'razorpay')
      requireAll(
        ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
        'PAYMENT_PROVIDER=razorpay',
      );
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
    if (s3Set.length > 0 && s3Set.length < s3Keys.length)
      requireAll(
        s3Keys.filter((k) => !env[k]),
        `${s3Set[0]} is set (S3 storage)`,
      );
    if (env.S3_PUBLIC_URL && s3Set.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'is required when S3_PUBLIC_URL is set',
      });
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      const other = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    if (env.WHATSAPP_PROVIDER === 'cloud')
      requireAll(
        ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
        'WHATSAPP_PROVIDER=cloud',
      );
    if (env.SHIPPING_PROVIDER === 'shiprocket')
      requireAll(
        ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'],
        'SHIPPING_PROVIDER=shiprocket',
      );
  });

export type Env = z.output<typeof envVariables>;
