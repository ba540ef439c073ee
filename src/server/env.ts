import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEV_AUTH_SECRET, productionRules } from './env/production-rules.ts';
import { type Env, envVariables } from './env/schema.ts';

/**
 * Reads the environment once and validates it; a bad value stops start-up naming the variable. The variables
 * and the rules tying them together are `env/schema.ts`, what production refuses `env/production-rules.ts`;
 * this file turns a valid environment into the Config the server reads.
 */
export const envSchema = envVariables.superRefine(productionRules);

export type Config = ReturnType<typeof toConfig>;
/** Sign in with Google, when its client is configured. */
export type GoogleConfig = NonNullable<Config['google']>;
/** WhatsApp order updates, when a provider is chosen. */
export type WhatsAppConfig = NonNullable<Config['whatsapp']>;
/** Shiprocket's API user and webhook token, when SHIPPING_PROVIDER=shiprocket. */
export type ShiprocketConfig = NonNullable<Config['shipping']['shiprocket']>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_MAIL_FROM = 'Karigar <hello@karigar.in>';

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
  return toConfig(parsed.data);
}

/** An SMTP relay; tests hand a local one without credentials. */
interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  secure: boolean;
}

function toConfig(e: Env) {
  const smtp: SmtpConfig | undefined = e.SMTP_HOST
    ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS, secure: e.SMTP_SECURE }
    : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Absolute, so the database, media and lock never depend on the working directory later.
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** The first start on an empty database adds the demo shop (SEED_DEMO; decision 048). */
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    /** Read replica for public catalog and blog reads (PostgreSQL only). */
    databaseReadUrl: e.DATABASE_READ_URL,
    /** Server processes to run (cluster); 1 = this process serves. */
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    /** The bearer token /metrics asks for; undefined: no /metrics (METRICS_TOKEN). */
    metricsToken: e.METRICS_TOKEN,
    /** Sentry-compatible DSNs for the server's and the browser's errors; unset: no error tracking (decision 061). */
    errorTracking: { serverDsn: e.SENTRY_DSN, browserDsn: e.SENTRY_BROWSER_DSN },
    /** Fastify's trustProxy: off, a hop count, proxy addresses/CIDRs, or (development and tests only) every hop. */
    trustProxy: e.TRUST_PROXY,
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    smtp,
    /** `Name <address>` the shop's mail comes from. */
    mailFrom: e.MAIL_FROM ?? e.SMTP_FROM ?? DEFAULT_MAIL_FROM,
    /** The HTTP provider fallback, when MAIL_API_KEY is set. */
    mailApi: e.MAIL_API_KEY ? { url: e.MAIL_API_URL, key: e.MAIL_API_KEY } : undefined,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: {
      /** Unset = no online payment unless Razorpay keys are set in production; sandbox only when chosen. */
      provider: e.PAYMENT_PROVIDER,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : undefined,
      /** Razorpay's API base (RAZORPAY_API_URL; its `/v1` paths are added by the provider). */
      razorpayApiUrl: e.RAZORPAY_API_URL,
      /** Minutes an online order may stay unpaid before it is cancelled and its stock released. */
      timeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    },
    /** Seconds between runs of the review-request mail job. */
    reviewRequestEverySeconds: e.REVIEW_REQUEST_EVERY_SECONDS,
    /** Seconds between runs of the cart-reminder job (decision 075). */
    cartReminderEverySeconds: e.CART_REMINDER_EVERY_SECONDS,
    /** How long a cart is left before its first reminder (1 h; a staging shop's browser tests shorten it). */
    cartReminderAfterSeconds: e.CART_REMINDER_AFTER_SECONDS,
    /** Checkout abuse limits (docs/product.md §9.7). */
    orderLimits: {
      /** Per address without an aged checkout pass, and per pass (one browser) with one. */
      perClientPerHour: e.ORDER_LIMIT_PER_CLIENT,
      /** Per address, all orders that show an aged checkout pass together. */
      perAddressPerHour: e.ORDER_LIMIT_PER_ADDRESS,
      /** Per buyer email and, separately, per buyer phone. */
      perBuyerPerHour: e.ORDER_LIMIT_PER_BUYER,
      unpaidOnlinePerBuyer: e.UNPAID_ONLINE_ORDERS_PER_BUYER,
      /** Orders shop-wide in 10 minutes; the next one mails the store a notice. */
      burstNoticeAt: e.ORDER_BURST_NOTICE_AT,
    },
    /** WhatsApp order updates; undefined = the channel is off (WHATSAPP_PROVIDER unset). */
    whatsapp: e.WHATSAPP_PROVIDER
      ? {
          provider: e.WHATSAPP_PROVIDER,
          /** The Cloud API's keys (always with cloud). */
          cloud:
            e.WHATSAPP_PROVIDER === 'cloud'
              ? {
                  accessToken: e.WHATSAPP_ACCESS_TOKEN!,
                  phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
                  apiVersion: e.WHATSAPP_API_VERSION,
                  apiUrl: e.WHATSAPP_API_URL,
                }
              : undefined,
          /** Signs the status webhooks (X-Hub-Signature-256); without it the webhook answers 404. */
          appSecret: e.WHATSAPP_APP_SECRET,
          /** The GET handshake's hub.verify_token. */
          verifyToken: e.WHATSAPP_VERIFY_TOKEN,
          language: e.WHATSAPP_TEMPLATE_LANGUAGE,
          /** The language code of the templates' Hindi translations: a Hindi order's messages use it (decision 035). */
          languageHi: e.WHATSAPP_TEMPLATE_LANGUAGE_HI,
          /** Approved template names per order event, and the admin's test message. */
          templates: {
            confirmed: e.WHATSAPP_TEMPLATE_CONFIRMED,
            shipped: e.WHATSAPP_TEMPLATE_SHIPPED,
            out_for_delivery: e.WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY,
            delivered: e.WHATSAPP_TEMPLATE_DELIVERED,
            test: e.WHATSAPP_TEMPLATE_TEST,
            /** Asks the number's owner to reply YES before any order update goes to it (review 2026-11-29 L8). */
            opt_in: e.WHATSAPP_TEMPLATE_OPT_IN,
          },
        }
      : undefined,
    /** Shipping (issue 43): manual, or Shiprocket with its API user and the webhook's token. */
    shipping: {
      provider: e.SHIPPING_PROVIDER,
      shiprocket:
        e.SHIPPING_PROVIDER === 'shiprocket'
          ? {
              email: e.SHIPROCKET_EMAIL!,
              password: e.SHIPROCKET_PASSWORD!,
              webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN!,
              /** Shiprocket's API host (SHIPROCKET_API_URL; its `/v1/external` paths are added by the adapter). */
              apiUrl: e.SHIPROCKET_API_URL,
            }
          : undefined,
    },
    /** Sign in with Google; undefined = off (no button, its routes answer 404). */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    /** S3-compatible media storage; undefined = local disk under DATA_DIR/media. */
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
