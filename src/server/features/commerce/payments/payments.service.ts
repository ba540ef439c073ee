import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type {
  OrderDetail,
  PaymentSession,
  PaymentVerifyInput,
  SandboxPaymentInfo,
} from '#shared/orders/order.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { idempotencyKeys, orders, payments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TemplateContext } from '../../../lib/mailer.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { storePaymentFailedEmail } from '../../mail/templates/index.ts';
import type { OrderEffects } from '../order-effects.ts';
import { type TransitionContext, transitionOrder } from '../order-status.ts';
import { loadOrder, type OrderRow, toOrderDetail } from '../orders.repo.ts';
import { orderNotFound } from '../orders.service.ts';
import { InsufficientStockError } from '../stock.ts';
import { handleLinkEvent, type RazorpayLinkEntity } from './payment-link-events.ts';
import type { PaymentSetup } from './payment-setup.ts';
import type { PaymentProvider, ProviderPayment } from './providers/payment-provider.ts';
import type { SandboxProvider } from './providers/sandbox.ts';

type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_MESSAGES = {
  verificationFailed: 'We could not verify this payment. Please try again.',
  notPending: 'This order is not waiting for a payment.',
  expired:
    'This order expired before the payment arrived. The amount will be refunded to your original payment method.',
  paymentNotFound: 'Payment not found.',
  confirming:
    'Your payment was received and is being confirmed. You will get an email once it is; please do not pay again.',
} as const;

/** How long processed webhook events and checkout keys are kept (Razorpay retries for 24 h). */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

export interface PaymentsServiceDeps extends OrderEffects {
  db: Db;
  setup: PaymentSetup;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export type ConfirmOutcome = 'confirmed' | 'already' | 'late';

/**
 * Online payments: the gateway order for a pending order, the checkout callback's signature
 * check, webhooks, the sandbox gateway, and releasing the stock of orders left unpaid.
 */
export class PaymentsService {
  private readonly log: NonNullable<PaymentsServiceDeps['log']>;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.log = deps.log ?? { info: () => {}, warn: () => {}, error: () => {} };
  }

  private latestPayment(orderId: string): Promise<PaymentRow | undefined> {
    return this.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1)
      .then((rows) => rows[0]);
  }

  private expiresAt(order: OrderRow): string {
    return new Date(order.createdAt.getTime() + this.deps.setup.timeoutMinutes * 60_000).toISOString();
  }

  /**
   * What the browser needs to pay a pending order. The gateway order is created on first need
   * (right after the order commits; again on a later read if the gateway was down then); the
   * conditional update keeps one gateway order per payment even if two reads race.
   */
  async paymentSession(order: OrderRow): Promise<PaymentSession | null> {
    // An assisted order is paid by its payment link (decision 074): no second gateway order beside it.
    if (order.status !== 'pending_payment' || order.source === 'assisted') return null;
    const payment = await this.latestPayment(order.id);
    if (!payment) return null;
    const provider = this.deps.setup.byName(payment.provider);
    if (!provider) return null;
    let providerOrderId = payment.providerOrderId;
    if (!providerOrderId) {
      try {
        const created = await provider.createOrder({
          amount: payment.amount,
          currency: 'INR',
          receipt: order.orderNumber,
          orderId: order.id,
        });
        const [won] = await this.deps.db
          .update(payments)
          .set({ providerOrderId: created.providerOrderId, updatedAt: this.deps.now() })
          .where(and(eq(payments.id, payment.id), isNull(payments.providerOrderId)))
          .returning();
        providerOrderId =
          won?.providerOrderId ?? (await this.latestPayment(order.id))?.providerOrderId ?? null;
      } catch (error) {
        this.log.error({ err: error, orderId: order.id }, 'payment gateway order not created');
        return null;
      }
    }
    if (!providerOrderId) return null;
    return {
      provider: provider.name,
      paymentId: payment.id,
      providerOrderId,
      amount: payment.amount,
      currency: payment.currency,
      ...(provider.keyId ? { keyId: provider.keyId } : {}),
      expiresAt: this.expiresAt(order),
    };
  }

  /**
   * The checkout callback: the signature must be HMAC(key_secret, `${the gateway order id WE
   * stored}|${payment id}`); the browser's order id must be that same one. Anything else is a
   * 400 and the order stays pending.
   */
  async verifyPayment(orderId: string, input: PaymentVerifyInput): Promise<OrderDetail> {
    if (!isUuid(orderId)) throw orderNotFound();
    const loaded = await loadOrder(this.deps.db, orderId.toLowerCase());
    if (!loaded) throw orderNotFound();
    const payment = await this.latestPayment(loaded.order.id);
    const provider = payment ? this.deps.setup.byName(payment.provider) : null;
    if (!payment || !provider || !payment.providerOrderId) {
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.notPending);
    }
    const valid =
      input.razorpay_order_id === payment.providerOrderId &&
      provider.verifyPaymentSignature(
        payment.providerOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
    if (!valid) {
      this.log.warn({ orderId: loaded.order.id, paymentId: payment.id }, 'payment signature refused');
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
    }
    if ((await this.captured(provider, payment, input.razorpay_payment_id)) === 'authorized') {
      // The order waits for the money: the payment.captured webhook (or a later verify) confirms it.
      await this.deps.db
        .update(payments)
        .set({
          status: 'authorized',
          providerPaymentId: input.razorpay_payment_id,
          updatedAt: this.deps.now(),
        })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])));
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.confirming);
    }
    const outcome = await this.confirm(payment.id, input.razorpay_payment_id);
    if (outcome === 'late') throw new AppError('CONFLICT', PAYMENT_MESSAGES.expired);
    const after = await loadOrder(this.deps.db, loaded.order.id);
    return toOrderDetail(after!);
  }

  /**
   * The checkout signature is made at authorisation; the order is paid only once the gateway says the
   * payment is captured (security review L8). An authorised payment is captured here for the order's amount
   * (the shop always captures: the stock is already held); if that fails it stays 'authorized'. A payment
   * for another gateway order, amount or currency, or one failed or refunded, confirms nothing (400).
   */
  private async captured(
    provider: PaymentProvider,
    payment: PaymentRow,
    providerPaymentId: string,
  ): Promise<'captured' | 'authorized'> {
    let seen: ProviderPayment;
    try {
      seen = await provider.fetchPayment(providerPaymentId);
    } catch (error) {
      this.log.error({ err: error, paymentId: payment.id }, 'payment state not read from the gateway');
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.confirming);
    }
    if (
      seen.providerOrderId !== payment.providerOrderId ||
      seen.amount !== payment.amount ||
      seen.currency !== payment.currency
    ) {
      this.log.error(
        { paymentId: payment.id, gatewayOrder: seen.providerOrderId, amount: seen.amount },
        'gateway payment is for another order or amount: not confirmed',
      );
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
    }
    if (seen.status === 'authorized') {
      try {
        seen = await provider.capturePayment(providerPaymentId, payment.amount, payment.currency);
      } catch (error) {
        this.log.warn({ err: error, paymentId: payment.id }, 'authorised payment not captured yet');
        return 'authorized';
      }
    }
    if (seen.status === 'captured') return 'captured';
    if (seen.status === 'authorized') return 'authorized';
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.verificationFailed);
  }

  /** A verified payment: the order is confirmed once, however many times this is called. */
  async confirm(paymentRowId: string, providerPaymentId: string, before?: (tx: Db) => Promise<boolean>) {
    const template = await this.deps.mailer.templateContext();
    const outcome = await this.deps.db.transaction(async (tx): Promise<ConfirmOutcome | 'skipped'> => {
      if (before && !(await before(tx))) return 'skipped';
      return this.confirmInTx(tx, paymentRowId, providerPaymentId, template);
    });
    if (outcome === 'confirmed') this.deps.invalidateProducts();
    this.deps.mailer.nudge();
    return outcome === 'skipped' ? 'already' : outcome;
  }

  private async confirmInTx(
    tx: Db,
    paymentRowId: string,
    providerPaymentId: string,
    template: Awaited<ReturnType<OrderEffects['mailer']['templateContext']>>,
  ): Promise<ConfirmOutcome> {
    const now = this.deps.now();
    const [ref] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, paymentRowId));
    if (!ref) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    // Lock order first, then payment: the same order as the expiry job and the admin's change.
    const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentRowId)).for('update');
    if (!order || !payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (payment.status === 'paid') return order.status === 'cancelled' ? 'late' : 'already';
    const previousPaymentStatus = payment.status;
    await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, updatedAt: now })
      .where(eq(payments.id, payment.id));

    const paid: TransitionContext = { reason: 'payment', by: null, now, mailer: this.deps.mailer, template };
    if (order.status === 'pending_payment') {
      await transitionOrder(tx, order, 'confirmed', paid);
      return 'confirmed';
    }
    if (order.status === 'cancelled' && previousPaymentStatus === 'expired') {
      // Paid after the timeout released the stock: revived if the stock is still there (in a
      // savepoint, so a refusal keeps the payment recorded as paid).
      const revived = await tx
        .transaction((sp) => transitionOrder(sp, order, 'confirmed', paid))
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof InsufficientStockError) return false;
            throw error;
          },
        );
      if (revived) return 'confirmed';
    }
    if (order.status === 'cancelled') {
      this.log.error(
        { orderId: order.id, paymentId: payment.id, providerPaymentId },
        'payment received for a cancelled order: refund it',
      );
      return 'late';
    }
    return 'already';
  }

  /** A failed attempt: the order stays pending (the shopper may try again) until it expires. */
  async markFailed(paymentRowId: string, reason = ''): Promise<void> {
    const context = await this.deps.mailer.templateContext();
    await this.deps.db.transaction((tx) => this.recordFailure(tx, paymentRowId, reason, context));
  }

  /**
   * The payment waiting for the gateway failed; the first report of it tells the owner (issue 44 point 5, when
   * that alert is on), in the same transaction. `context` is read before it (one connection in PGlite).
   */
  private async recordFailure(
    tx: Db,
    paymentRowId: string,
    reason: string,
    context: TemplateContext,
  ): Promise<void> {
    const [failed] = await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: this.deps.now() })
      .where(and(eq(payments.id, paymentRowId), eq(payments.status, 'created')))
      .returning({ orderId: payments.orderId, amount: payments.amount });
    if (!failed || context.ownerAlerts?.failedPayment === false) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, failed.orderId));
    if (!order) return;
    await this.deps.mailer.enqueue(
      tx,
      storePaymentFailedEmail(
        {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          customerPhone: order.customerPhone,
          total: failed.amount,
          reason,
        },
        {
          settings: context.settings,
          publicUrl: context.publicUrl,
          notifyTo: context.orderNotificationEmail,
        },
      ),
    );
    this.deps.mailer.nudge();
  }

  // --- Razorpay webhooks ---

  /**
   * A webhook whose signature over the raw body has already been checked. Each event is handled
   * once (its id is recorded in the same transaction as its effect); a paid order is never moved
   * back; a payment whose amount or currency differs from ours confirms nothing.
   */
  async handleRazorpayEvent(
    eventId: string,
    event: RazorpayWebhookEvent,
  ): Promise<'processed' | 'duplicate' | 'ignored'> {
    const key = `webhook:razorpay:${eventId}`;
    const record = async (tx: Db) => {
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ key, requestHash: event.event ?? 'unknown', statusCode: 200, createdAt: this.deps.now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    };
    const entity = event.payload?.payment?.entity;
    const link = event.payload?.payment_link?.entity;
    if (event.event?.startsWith('payment_link.') && link) {
      return handleLinkEvent(
        {
          ...this.deps,
          log: this.log,
          record,
          confirm: (paymentRowId, providerPaymentId, before) =>
            this.confirm(paymentRowId, providerPaymentId, before),
        },
        event.event,
        link,
        entity?.id,
      );
    }
    const gatewayOrderId = entity?.order_id ?? event.payload?.order?.entity?.id;
    const payment = gatewayOrderId
      ? (
          await this.deps.db
            .select()
            .from(payments)
            .where(and(eq(payments.provider, 'razorpay'), eq(payments.providerOrderId, gatewayOrderId)))
        )[0]
      : undefined;

    if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment && entity?.id) {
      if (entity.amount !== payment.amount || (entity.currency ?? 'INR') !== payment.currency) {
        this.log.error(
          { paymentId: payment.id, expected: payment.amount, got: entity.amount, currency: entity.currency },
          'webhook amount or currency differs from the order: not confirmed',
        );
        return (await this.recordOnly(record)) ? 'ignored' : 'duplicate';
      }
      let fresh = true;
      const outcome = await this.confirm(payment.id, entity.id, async (tx) => {
        fresh = await record(tx);
        return fresh;
      });
      if (!fresh) return 'duplicate';
      if (outcome === 'late')
        this.log.error({ paymentId: payment.id }, 'webhook payment for a cancelled order');
      return 'processed';
    }
    if (event.event === 'payment.failed' && payment) {
      const context = await this.deps.mailer.templateContext();
      const fresh = await this.deps.db.transaction(async (tx) => {
        if (!(await record(tx))) return false;
        await this.recordFailure(tx, payment.id, entity?.error_description ?? '', context);
        return true;
      });
      return fresh ? 'processed' : 'duplicate';
    }
    return (await this.recordOnly(record)) ? 'ignored' : 'duplicate';
  }

  private recordOnly(record: (tx: Db) => Promise<boolean>) {
    return this.deps.db.transaction((tx) => record(tx));
  }

  // --- the sandbox gateway ---

  async sandboxInfo(paymentRowId: string): Promise<SandboxPaymentInfo> {
    const { payment, order } = await this.sandboxPayment(paymentRowId);
    return {
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: payment.amount,
      currency: payment.currency,
      status:
        payment.status === 'paid'
          ? 'paid'
          : order.status !== 'pending_payment'
            ? 'expired'
            : payment.status === 'failed'
              ? 'failed'
              : 'created',
      expiresAt: this.expiresAt(order),
    };
  }

  /** The sandbox page's button: success signs like Razorpay and goes through verifyPayment. */
  async sandboxComplete(paymentRowId: string, outcome: 'success' | 'failure'): Promise<OrderDetail> {
    const sandbox = this.deps.setup.sandbox;
    const { payment, order } = await this.sandboxPayment(paymentRowId);
    if (outcome === 'failure') {
      await this.markFailed(payment.id);
      const loaded = await loadOrder(this.deps.db, order.id);
      return toOrderDetail(loaded!);
    }
    if (payment.linkId && sandbox) return this.sandboxLinkPaid(payment, sandbox);
    let providerOrderId = payment.providerOrderId;
    if (!providerOrderId) providerOrderId = (await this.paymentSession(order))?.providerOrderId ?? null;
    if (!providerOrderId || !sandbox) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.notPending);
    const paid = sandbox.pay(providerOrderId, payment.amount, payment.currency);
    return this.verifyPayment(order.id, {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    });
  }

  /**
   * A sandbox payment link paid (decision 076): what Razorpay's `payment_link.paid` webhook does for a real link,
   * the whole amount recorded and the order confirmed once.
   */
  private async sandboxLinkPaid(payment: PaymentRow, sandbox: SandboxProvider): Promise<OrderDetail> {
    const paid = sandbox.pay(payment.linkId!, payment.amount, payment.currency);
    const outcome = await this.confirm(payment.id, paid.paymentId, async (tx) => {
      await tx.update(payments).set({ amountPaid: payment.amount }).where(eq(payments.id, payment.id));
      return true;
    });
    if (outcome === 'late') throw new AppError('CONFLICT', PAYMENT_MESSAGES.expired);
    return toOrderDetail((await loadOrder(this.deps.db, payment.orderId))!);
  }

  private async sandboxPayment(paymentRowId: string): Promise<{ payment: PaymentRow; order: OrderRow }> {
    const notFound = new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (!isUuid(paymentRowId)) throw notFound;
    const [row] = await this.deps.db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentRowId.toLowerCase()), eq(payments.provider, 'sandbox')));
    if (!row) throw notFound;
    return row;
  }

  // --- abandoned payments ---

  /**
   * Cancels online orders still unpaid `timeoutMinutes` after they were placed and gives their
   * stock back, exactly once: rows are claimed with FOR UPDATE SKIP LOCKED (two processes never
   * take the same order) and the status change is conditional. Returns how many were released.
   */
  async expireUnpaidOrders(opts: { now?: Date; limit?: number } = {}): Promise<number> {
    const now = opts.now ?? this.deps.now();
    const cutoff = new Date(now.getTime() - this.deps.setup.timeoutMinutes * 60_000);
    const released = await this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(opts.limit ?? 50)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await transitionOrder(tx, order, 'cancelled', { reason: 'payment_expired', by: null, now });
      }
      return due.length;
    });
    if (released > 0) {
      this.deps.invalidateProducts();
      this.log.info({ released }, 'unpaid orders cancelled, stock released');
    }
    return released;
  }

  /** Forgets checkout keys and webhook event ids older than the retention window. */
  async pruneIdempotencyKeys(now = this.deps.now()): Promise<number> {
    const rows = await this.deps.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }

  providerFor(name: string): PaymentProvider | null {
    return this.deps.setup.byName(name);
  }
}

/** The parts of a Razorpay webhook body we read. */
export interface RazorpayWebhookEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        currency?: string;
        status?: string;
        /** payment.failed: why, in the gateway's words (e.g. "Payment was unsuccessful as the card was declined"). */
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string } };
    /** payment_link.* events (decision 074) */
    payment_link?: { entity?: RazorpayLinkEntity };
  };
}
