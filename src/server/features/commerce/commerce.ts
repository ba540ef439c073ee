import type { FastifyInstance } from 'fastify';
import type { AddressInput } from '#shared/addresses/address.schemas.ts';
import { atMostEvery } from '../../lib/at-most-every.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { assistedOrdersRoutes } from './assisted/assisted.routes.ts';
import { AssistedOrders } from './assisted/assisted-orders.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { CheckoutPasses } from './checkout-pass.ts';
import { CodConfirmationJob } from './cod-confirmation/cod-confirmation.job.ts';
import { codConfirmationRoutes } from './cod-confirmation/cod-confirmation.routes.ts';
import { CodConfirmations } from './cod-confirmation/cod-confirmation.service.ts';
import { CodConfirmationKeys } from './cod-confirmation/cod-keys.ts';
import { OrderTokens } from './order-access.ts';
import { type MailOutbox, type OrderEffects, type OrderMessages, orderMailer } from './order-effects.ts';
import { CheckoutLimits } from './order-limits.ts';
import { OrderOperations } from './order-operations.ts';
import { ordersAdminRoutes } from './orders.admin-routes.ts';
import { ordersRoutes } from './orders.routes.ts';
import { OrdersService } from './orders.service.ts';
import { PaymentExpiryJob } from './payments/payment-expiry.job.ts';
import { createPaymentSetup, type PaymentSetup } from './payments/payment-setup.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { PaymentsService } from './payments/payments.service.ts';
import type { RazorpayHttp } from './payments/providers/razorpay.ts';
import type { PlaceOrderFaults } from './place-order.ts';
import { returnRequestsAdminRoutes, returnRequestsRoutes } from './returns/return-requests.routes.ts';
import { ReturnRequests } from './returns/return-requests.service.ts';
import { ShipmentTracking } from './shipping/shipment-tracking.ts';
import { ShipmentsService } from './shipping/shipments.service.ts';
import { shippingAdminRoutes } from './shipping/shipping.admin-routes.ts';
import { shippingRoutes } from './shipping/shipping.routes.ts';
import { createShippingSetup, type ShippingSetupOptions } from './shipping/shipping-setup.ts';
import { trackingRoutes } from './tracking.routes.ts';

/** How stale a cached page's stock may be after orders: at most this long (the order itself always checks). */
const ORDER_PAGE_REFRESH_MS = 1_000;

/** Test and wiring seams of checkout, orders, payments and tracking (never read from the environment). */
export interface CommerceOptions {
  /** Razorpay's HTTP client (tests: a fake; default: fetch). */
  razorpayHttp?: RazorpayHttp;
  /** Shiprocket's seams: a shorter timeout, the token's clock (tests; default: 15 s and the real clock). */
  shipping?: ShippingSetupOptions;
  /** Failure points for crash-safety tests. */
  faults?: PlaceOrderFaults;
  /** Order number source (tests force a collision). */
  orderNumber?: (now: Date) => string;
  /** The clock for orders, payments and the admin's reports (default: the real one). */
  now?: () => Date;
  /** How often the expiry job runs; 0 turns it off (tests run it by hand). Default: min(1 min, timeout/2). */
  expiryIntervalMs?: number;
  /** How often the COD confirmation job runs (decision 087); 0 turns it off (tests run it by hand). Default 5 min. */
  codConfirmationIntervalMs?: number;
  /** Order updates besides mail (the WhatsApp channel). */
  messages?: OrderMessages;
  /** After stock changed and committed: a restock's claimed "tell me when it's back" requests are mailed (073). */
  restocked?: () => void;
  /** Saves a checkout address (the addresses feature's saveAddressForUser). */
  saveAddress?: (db: FastifyInstance['db'], userId: string, input: AddressInput) => Promise<unknown>;
}

/** Registers checkout, orders, payments and tracking on the app; `app.orders` / `app.payments` for other features. */
export async function registerCommerce(
  app: FastifyInstance,
  outbox: MailOutbox,
  options: CommerceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const setup = createPaymentSetup(app.config, { razorpayHttp: options.razorpayHttp });
  const tokens = new OrderTokens(app.config.authSecret);
  const passes = new CheckoutPasses(app.config.authSecret, () => now().getTime());
  const codKeys = new CodConfirmationKeys(app.config.authSecret);
  const mailer = orderMailer(outbox, tokens, codKeys, options.messages);
  const effects: OrderEffects = {
    mailer,
    now,
    invalidateProducts: () => {
      app.publicCache.invalidate(CACHE_TAGS.products);
      options.restocked?.();
    },
  };
  const payments = new PaymentsService({
    ...effects,
    db: app.db,
    setup,
    log: app.log.child({ module: 'payments' }),
  });
  const orders = new OrdersService({
    ...effects,
    // Every order changes a stock figure the cached pages show; on a sale day dropping them after each of
    // dozens of orders a second would only re-render them without end (decision 058).
    invalidateProducts: atMostEvery(ORDER_PAGE_REFRESH_MS, effects.invalidateProducts),
    db: app.db,
    payments: setup,
    limits: new CheckoutLimits(app.db, app.config.orderLimits, passes, now),
    tokens,
    paymentSession: (order) => payments.paymentSession(order),
    faults: options.faults,
    orderNumber: options.orderNumber,
    saveAddress: options.saveAddress
      ? (userId, input) => options.saveAddress!(app.db, userId, input)
      : undefined,
    log: app.log.child({ module: 'orders' }),
  });

  const job = new PaymentExpiryJob(payments, {
    intervalMs: options.expiryIntervalMs ?? Math.min(60_000, (setup.timeoutMinutes * 60_000) / 2),
    log: app.log.child({ module: 'payment-expiry' }),
  });
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());

  // COD confirmation (decision 087): the buyer's answers, the reminder and the cancel of unanswered orders.
  const confirmations = new CodConfirmations({
    ...effects,
    db: app.db,
    keys: codKeys,
    log: app.log.child({ module: 'cod-confirmation' }),
  });
  const codJob = new CodConfirmationJob(confirmations, {
    intervalMs: options.codConfirmationIntervalMs ?? 300_000,
    log: app.log.child({ module: 'cod-confirmation' }),
  });
  app.addHook('onReady', async () => codJob.start());
  app.addHook('onClose', async () => codJob.stop());
  await app.register(codConfirmationRoutes, { confirmations });

  app.decorate('orders', orders);
  app.decorate('codConfirmations', confirmations);
  app.decorate('codConfirmationJob', codJob);
  app.decorate('payments', payments);
  app.decorate('paymentSetup', setup);
  app.decorate('paymentExpiry', job);

  const operations = new OrderOperations({
    ...effects,
    db: app.db,
    payments: setup,
    log: app.log.child({ module: 'order-operations' }),
  });
  await app.register(ordersRoutes, { orders, operations });
  await app.register(ordersAdminRoutes, { orders, operations, now });
  // "Report a problem" (decision 084): an accepted one is refunded through `operations`, the one refund path.
  const returns = new ReturnRequests({ db: app.db, mailer, operations, now });
  await app.register(returnRequestsRoutes, { returns });
  await app.register(returnRequestsAdminRoutes, { returns });
  const assisted = new AssistedOrders({
    ...effects,
    db: app.db,
    setup,
    tokens,
    log: app.log.child({ module: 'assisted-orders' }),
  });
  await app.register(assistedOrdersRoutes, { assisted });
  await app.register(trackingRoutes, { orders });
  await app.register(checkoutRoutes, { payments: setup, orders, passes });
  await app.register(paymentsRoutes, { payments, setup });

  // Parcels booked with the aggregator, and its tracking moving the orders (decision 065).
  const shippingSetup = createShippingSetup(app.config, options.shipping);
  const shippingDeps = { ...effects, db: app.db, setup: shippingSetup };
  const shipments = new ShipmentsService(shippingDeps);
  const tracking = new ShipmentTracking(shippingDeps);
  app.decorate('shipments', shipments);
  await app.register(shippingRoutes, { setup: shippingSetup, tracking, now });
  await app.register(shippingAdminRoutes, { shipments, tracking, setup: shippingSetup });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders: `app.orders.changeOrderStatus({ orderId, status, changedBy })` for the admin. */
    orders: OrdersService;
    payments: PaymentsService;
    paymentSetup: PaymentSetup;
    paymentExpiry: PaymentExpiryJob;
    /** A COD order's buyer answers (decision 087); the job reminds and cancels. */
    codConfirmations: CodConfirmations;
    codConfirmationJob: CodConfirmationJob;
    /** Parcels booked with the shipping aggregator (SHIPPING_PROVIDER=shiprocket). */
    shipments: ShipmentsService;
  }
}
