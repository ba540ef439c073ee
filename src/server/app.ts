import cluster from 'node:cluster';
import { join } from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import type { DbHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { addressRoutes } from './features/addresses/addresses.routes.ts';
import { saveAddressForUser } from './features/addresses/addresses.service.ts';
import { analyticsAdminRoutes } from './features/analytics/analytics.admin-routes.ts';
import { auditAdminRoutes } from './features/audit/audit.admin-routes.ts';
import { auditTransactions } from './features/audit/audit.service.ts';
import { accountRoutes } from './features/auth/account.routes.ts';
import { authRoutes, createAuth } from './features/auth/auth.ts';
import { googleSignInRoutes } from './features/auth/google-sign-in.routes.ts';
import { meRoutes } from './features/auth/me.routes.ts';
import { myAccountRoutes } from './features/auth/my-account.routes.ts';
import {
  accountLanguage,
  endEverySession,
  isSuspended,
  isTeamAccount,
  setSuspended,
} from './features/auth/sessions.service.ts';
import { blogAdminRoutes } from './features/blog/blog.admin-routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { CartLinks } from './features/cart-recovery/cart-links.ts';
import { cartRecoveryRoutes } from './features/cart-recovery/cart-recovery.routes.ts';
import { CartRecoveryService } from './features/cart-recovery/cart-recovery.service.ts';
import { CartReminderJob } from './features/cart-recovery/cart-reminder.job.ts';
import { catalogAdminRoutes } from './features/catalog/catalog.admin-routes.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { catalogCsvRoutes } from './features/catalog/csv/catalog-csv.routes.ts';
import { searchAdminRoutes } from './features/catalog/search/search.admin-routes.ts';
import { type CommerceOptions, registerCommerce } from './features/commerce/commerce.ts';
import { consentRoutes } from './features/customers/consent.routes.ts';
import { customersAdminRoutes } from './features/customers/customers.admin-routes.ts';
import { dashboardAdminRoutes } from './features/dashboard/dashboard.admin-routes.ts';
import { deliveryAdminRoutes } from './features/delivery/delivery.admin-routes.ts';
import { deliveryRoutes } from './features/delivery/delivery.routes.ts';
import { feedsRoutes } from './features/feeds/feeds.routes.ts';
import { gstRoutes } from './features/gst/gst.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { homeContentAdminRoutes } from './features/home-content/home-content.admin-routes.ts';
import { homeContentRoutes } from './features/home-content/home-content.routes.ts';
import { languageRoutes } from './features/i18n/language.routes.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { MailService } from './features/mail/mail.service.ts';
import { outboxAdminRoutes } from './features/mail/outbox.admin-routes.ts';
import {
  emailChangeCodeEmail,
  passwordResetCodeEmail,
  signInCodeEmail,
  signUpCodeEmail,
} from './features/mail/templates/index.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { ShopMetrics } from './features/metrics/metrics.service.ts';
import { pagesAdminRoutes, pagesRoutes } from './features/pages/pages.routes.ts';
import { promotionsAdminRoutes } from './features/promotions/promotions.admin-routes.ts';
import { promotionsRoutes } from './features/promotions/promotions.routes.ts';
import { ReviewRequestJob } from './features/reviews/review-request.job.ts';
import { reviewAdminRoutes } from './features/reviews/reviews.admin-routes.ts';
import { reviewPhotoRoutes } from './features/reviews/reviews.photo-routes.ts';
import { reviewRoutes } from './features/reviews/reviews.routes.ts';
import { inlineScriptHashes } from './features/seo/render-html.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { settingsAdminRoutes } from './features/settings/settings.admin-routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { shareCardRoutes } from './features/share-cards/index.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { StaffService } from './features/staff/staff.service.ts';
import { stockRequestRoutes } from './features/stock-requests/stock-requests.routes.ts';
import { StockRequestsService } from './features/stock-requests/stock-requests.service.ts';
import { testimonialAdminRoutes } from './features/testimonials/testimonials.admin-routes.ts';
import { testimonialRoutes } from './features/testimonials/testimonials.routes.ts';
import { uploadsAdminRoutes } from './features/uploads/uploads.admin-routes.ts';
import { whatsappAdminRoutes } from './features/whatsapp/whatsapp.admin-routes.ts';
import { whatsappRoutes } from './features/whatsapp/whatsapp.routes.ts';
import { WhatsAppService } from './features/whatsapp/whatsapp.service.ts';
import { wishlistRoutes } from './features/wishlist/wishlist.routes.ts';
import { startCacheBus } from './lib/cache-bus.ts';
import { createErrorTracker } from './lib/error-tracking.ts';
import type { JobStatus } from './lib/job-status.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { createTransports, type MailTransport } from './lib/mailer.ts';
import { PublicCache } from './lib/public-cache.ts';
import { s3PublicBase } from './lib/s3-storage.ts';
import type { Storage } from './lib/storage.ts';
import { createStorage } from './lib/storage-from-config.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { auditTrailPlugin } from './plugins/audit-trail.ts';
import { authGuardPlugin } from './plugins/auth-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityPlugin } from './plugins/security.ts';
import { readBuiltIndex, webClientPlugin } from './plugins/web-client.ts';
import { WEB_BUILD_DIR } from './project-paths.ts';
import './types.ts';

/** How long after a write public reads stay on the primary when a read replica is configured. */
const REPLICA_LAG_ALLOWANCE_MS = 5_000;

/** Each purpose of a mailed code has its own mail, so the words say what the code does. */
const CODE_TEMPLATES = {
  'email-verification': signUpCodeEmail,
  'forget-password': passwordResetCodeEmail,
  'change-email': emailChangeCodeEmail,
  'sign-in': signInCodeEmail,
} as const;

export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** Mail transports and worker timing; by default the configured SMTP/HTTP provider (or `dev`). */
  mail?: { transports?: MailTransport[]; now?: () => Date; pollMs?: number };
  /** Pino options or a ready logger; tests pass `false` or a capture stream. */
  logger?: FastifyServerOptions['logger'];
  webDir?: string;
  /** WhatsApp seams: the Graph API's base (a local server in tests), the clock, the outbox poll (0: off). */
  whatsapp?: { graphApi?: string; now?: () => Date; pollMs?: number };
  /** Checkout, orders and payments seams (gateway HTTP client, clock, test-only faults). */
  commerce?: CommerceOptions;
  /** Where uploaded images go; by default S3 when configured, else DATA_DIR/media. */
  storage?: Storage;
  /** Catalog CSV import seams (tests): images by URL may come from the local stand-in server. */
  catalogImport?: { allowPrivateImageHosts?: boolean };
}

/** Origins allowed to change state: the public URL, plus Vite's dev server in development. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.env === 'development') origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

/**
 * Fastify's option for TRUST_PROXY. A hop count becomes a function: Fastify itself trusts no hop for a plain
 * number. Hop 0 is the socket peer, so `1` trusts the one proxy in front and takes the right-most
 * X-Forwarded-For entry as the client.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    // Query values (guest order tokens) and SQL parameters (customer data, tokens) never reach the logs.
    serializers: { req: serializeRequest, err: serializeError },
    // Credentials and session tokens never reach the logs.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
      ],
      censor: '[redacted]',
    },
  };
}

/** The whole HTTP app, used by `npm start` and by the tests (through `app.inject`). */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    // A client has a minute to send its whole request (a 5 MB upload on a slow line), so slow-body
    // connections cannot be held open for ever when no proxy stands in front (I4).
    requestTimeout: 60_000,
    // While draining, requests still arriving on kept-alive connections are served (with Connection: close,
    // so the client reconnects to another process) rather than refused: a rolling restart fails nothing.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies (and multipart, where uploads register it): a cross-site text/plain
  // "simple request" cannot reach a JSON route.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('dbHandle', deps.db);
  app.decorate('db', deps.db.db);
  app.decorate('publicCache', new PublicCache());
  // Several processes on one PostgreSQL: each one's writes drop the others' cached reads.
  const stopCacheBus = await startCacheBus(deps.db, app.publicCache, app.log);
  app.addHook('onClose', stopCacheBus);
  app.decorate('readDb', {
    // Right after a write, read the primary: the replica may not have it yet (read-your-writes).
    getter: () => (app.publicCache.invalidatedWithin(REPLICA_LAG_ALLOWANCE_MS) ? deps.db.db : deps.db.readDb),
  });
  // Error tracking (SENTRY_DSN, decision 061): each 500's error in the background; off unless set.
  const errorTracker = config.errorTracking.serverDsn
    ? createErrorTracker({ dsn: config.errorTracking.serverDsn, environment: config.env, log: app.log })
    : undefined;
  if (errorTracker) app.addHook('onClose', () => errorTracker.flush());
  registerErrorHandler(app, { onServerError: errorTracker?.captureRequestError });
  await app.register(inputGuardPlugin);

  const origins = trustedOrigins(config);
  const webDir = deps.webDir ?? WEB_BUILD_DIR;
  await app.register(securityPlugin, {
    trustedOrigins: origins,
    razorpay: config.payments.provider === 'razorpay',
    scriptHashes: inlineScriptHashes(readBuiltIndex(webDir)),
    mediaOrigin: config.s3 ? new URL(s3PublicBase(config.s3)).origin : undefined,
    errorReportOrigin: config.errorTracking.browserDsn
      ? new URL(config.errorTracking.browserDsn).origin
      : undefined,
  });

  // Every email goes through the outbox; the worker runs while the app does.
  const mailLog = app.log.child({ module: 'mail' });
  const mailer = new MailService({
    db: deps.db.db,
    publicUrl: config.publicUrl,
    from: config.mailFrom,
    transports: deps.mail?.transports ?? createTransports(config, mailLog),
    log: mailLog,
    worker: { now: deps.mail?.now, pollMs: deps.mail?.pollMs },
  });
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  // /metrics only with its token (issue 40); its hook times every route registered below.
  const metrics = config.metricsToken
    ? new ShopMetrics({
        db: deps.db,
        cache: app.publicCache,
        jobs: () => app.jobs(),
        backlog: () => mailer.backlog(),
        clustered: cluster.isWorker,
      })
    : undefined;
  app.decorate('metrics', metrics);
  if (metrics && config.metricsToken)
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  const auth = createAuth(deps.db.db, {
    baseURL: config.publicUrl,
    secret: config.authSecret,
    secureCookies: config.env === 'production' || config.publicUrl.startsWith('https://'),
    trustedOrigins: origins,
    google: config.google,
    log: app.log,
    sendOtp: async ({ email, otp, type, pageLang }) => {
      const { settings, publicUrl } = await mailer.templateContext();
      const template = CODE_TEMPLATES[type];
      // The page's language, else the one the account chose (decision 035).
      const lang = pageLang ?? (await accountLanguage(deps.db.db, email)) ?? undefined;
      // Queued, not sent: the answer must not take longer for an existing account (review M5).
      await mailer.queue(template({ to: email, code: otp, lang }, settings, publicUrl));
    },
  });
  // Before any route: it guards /api/admin/* and /api/me/* as they are registered, and lists them.
  await app.register(authGuardPlugin, { auth });
  // Every admin write is logged in its own transaction (decision 037).
  auditTransactions(deps.db.db);
  await app.register(auditTrailPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Karigar API',
        version: '1.0.0',
        description: 'The shop API. Amounts are integer paise.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The API reference lists every admin route: not published by a production shop (I2).
  if (config.env !== 'production')
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(authRoutes, { auth });
  await app.register(accountRoutes, { auth, mailer });
  await app.register(googleSignInRoutes, { auth, mailer, enabled: config.google !== undefined });
  await app.register(meRoutes, { auth });
  const storage = deps.storage ?? createStorage(config);
  await app.register(myAccountRoutes, { auth, mailer, storage, personalData: PERSONAL_DATA });
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  // The admin's reports share the orders' clock (tests fake both).
  const reportsClock = deps.commerce?.now ?? (() => new Date());
  await app.register(dashboardAdminRoutes, { now: reportsClock });
  await app.register(customersAdminRoutes, {
    now: reportsClock,
    accounts: { isSuspended, isTeamAccount, setSuspended, endEverySession },
  });
  // Recovered carts (decision 075): priced by the checkout's quote, reminded by a job any process may run.
  const cartRecovery = new CartRecoveryService({
    db: app.db,
    mail: mailer,
    links: new CartLinks(config.authSecret, config.publicUrl),
    now: reportsClock,
    remindAfterMs: config.cartReminderAfterSeconds * 1000,
    price: async (items) => (await app.orders.quote({ items }, null)).lines,
  });
  const cartReminders = new CartReminderJob(cartRecovery, {
    intervalMs: config.cartReminderEverySeconds * 1000,
    log: app.log.child({ module: 'cart-reminders' }),
  });
  app.addHook('onReady', async () => cartReminders.start());
  app.addHook('onClose', async () => cartReminders.stop());
  app.decorate('cartReminders', cartReminders);
  app.decorate('cartRecovery', cartRecovery);
  await app.register(cartRecoveryRoutes, { service: cartRecovery });
  await app.register(consentRoutes, { otherLinks: (token) => cartRecovery.unsubscribe(token) });
  await app.register(deliveryRoutes, { now: reportsClock });
  await app.register(deliveryAdminRoutes, { now: reportsClock });
  await app.register(analyticsAdminRoutes, { now: reportsClock });
  await app.register(settingsRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(catalogRoutes);
  // Back in stock and "ask for one like this" (decision 073): a restock's claimed requests are mailed after it commits.
  const stockRequests = new StockRequestsService(app.db, mailer);
  const restocked = () => void stockRequests.sendClaimed();
  app.addHook('onReady', async () => restocked());
  app.decorate('stockRequests', stockRequests);
  await app.register(stockRequestRoutes, { service: stockRequests });
  await app.register(catalogAdminRoutes, { restocked });
  await app.register(catalogCsvRoutes, {
    storage,
    restocked,
    allowPrivateImageHosts: deps.catalogImport?.allowPrivateImageHosts,
  });
  await app.register(searchAdminRoutes);
  await app.register(promotionsAdminRoutes);
  await app.register(promotionsRoutes);
  await app.register(homeContentRoutes);
  await app.register(homeContentAdminRoutes);
  await app.register(pagesRoutes);
  await app.register(pagesAdminRoutes);
  await app.register(testimonialRoutes);
  await app.register(testimonialAdminRoutes);
  await app.register(uploadsAdminRoutes, { storage });
  await app.register(reviewRoutes, { mail: mailer });
  await app.register(reviewAdminRoutes);
  await app.register(reviewPhotoRoutes, { storage });
  const reviewRequests = new ReviewRequestJob({
    db: app.db,
    mail: mailer,
    now: reportsClock,
    intervalMs: config.reviewRequestEverySeconds * 1000,
    log: app.log.child({ module: 'review-requests' }),
  });
  app.addHook('onReady', async () => reviewRequests.start());
  app.addHook('onClose', async () => reviewRequests.stop());
  app.decorate('reviewRequests', reviewRequests);
  await app.register(blogRoutes);
  await app.register(blogAdminRoutes, { mail: mailer });
  // WhatsApp order updates (issue 24): off without WHATSAPP_PROVIDER; its messages are outbox rows.
  const whatsapp = new WhatsAppService({
    db: app.db,
    config: config.whatsapp,
    publicUrl: config.publicUrl,
    log: app.log.child({ module: 'whatsapp' }),
    now: deps.whatsapp?.now,
    graphApi: deps.whatsapp?.graphApi,
    pollMs: deps.whatsapp?.pollMs,
  });
  app.addHook('onReady', async () => whatsapp.start());
  app.addHook('onClose', async () => whatsapp.stop());
  await app.register(whatsappRoutes, { whatsapp });
  await app.register(whatsappAdminRoutes, { whatsapp });
  // Checkout, orders, payments and tracking; "save this address" goes through the addresses feature.
  await registerCommerce(app, mailer, {
    saveAddress: saveAddressForUser,
    messages: whatsapp,
    restocked,
    ...deps.commerce,
  });
  // Invoices (shown to whoever may see the order, through app.orders), GST settings and the monthly export.
  await app.register(gstRoutes);
  await app.register(mailRoutes, { mail: mailer });
  await app.register(outboxAdminRoutes, { mail: mailer });
  await app.register(staffRoutes, {
    staff: new StaffService({ db: app.db, mail: mailer, now: () => new Date() }),
  });
  await app.register(auditAdminRoutes);
  await app.register(seoRoutes);
  await app.register(shareCardRoutes, { storage });
  await app.register(feedsRoutes);
  await app.register(languageRoutes);
  await app.register(webClientPlugin, {
    webDir,
    mediaDir: join(config.dataDir, 'media'),
  });
  app.decorate('jobs', () =>
    [
      mailer.worker,
      mailer.retention,
      reviewRequests,
      cartReminders,
      app.paymentExpiry,
      app.codConfirmationJob,
      whatsapp.worker,
    ]
      .filter((job) => job !== null)
      .map((job) => job.status()),
  );

  return Object.assign(app, { auth, mailer, whatsapp });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The review-request mail, some days after delivery (tests run it with `runOnce`). */
    reviewRequests: ReviewRequestJob;
    /** Cart reminders (decision 075; tests run them with `runOnce`). */
    cartReminders: CartReminderJob;
    cartRecovery: CartRecoveryService;
    /** /metrics' figures, when METRICS_TOKEN is set (issue 40). */
    metrics: ShopMetrics | undefined;
    /** This process's background jobs: their schedules and last good runs (/metrics, the admin's warning). */
    jobs: () => JobStatus[];
  }
}
