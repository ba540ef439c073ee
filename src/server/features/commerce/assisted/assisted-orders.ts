import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { variantTax } from '#shared/catalog/variants.ts';
import {
  ASSISTED_MESSAGES,
  type AssistedOrder,
  type AssistedOrderData,
  type AssistedQuote,
  type AssistedQuoteData,
  type PaymentLink,
} from '#shared/orders/assisted.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { customerProfiles, orderItems, orders, payments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { pricingAt } from '../../catalog/catalog.service.ts';
import { deliveryForOrder } from '../../delivery/delivery.service.ts';
import { draftInvoiceOf } from '../../gst/gst.service.ts';
import { orderForMail, orderPageUrl, paymentLinkEmail } from '../../mail/templates/index.ts';
import { priceAssisted } from '../checkout-pricing.ts';
import type { OrderTokens } from '../order-access.ts';
import type { OrderEffects } from '../order-effects.ts';
import { type OrderItemRow, type OrderRow, selectItems } from '../orders.repo.ts';
import { orderNotFound } from '../orders.service.ts';
import type { PaymentSetup } from '../payments/payment-setup.ts';
import { insertItems, insertOrder, recordPlacement, takeLastHotRows } from '../place-order.ts';
import { purchasableLines, refuseUnbought, refuseWhatIsGone } from '../stock.ts';
import { quoteAssisted } from './assisted-quote.ts';
import { counterBuyer, counterDelivery } from './counter-sale.ts';

export interface AssistedOrdersDeps extends OrderEffects {
  db: Db;
  setup: PaymentSetup;
  tokens: OrderTokens;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

type PaymentRow = typeof payments.$inferSelect;

/** What the link's payment row says, as the admin reads it. */
function linkOf(payment: PaymentRow | undefined): PaymentLink | null {
  if (!payment?.linkId || !payment.linkUrl || !payment.linkExpiresAt) return null;
  const status =
    payment.status === 'paid' || payment.status === 'refunded'
      ? 'paid'
      : ((['partially_paid', 'expired', 'cancelled'] as const).find((s) => s === payment.status) ??
        'created');
  return {
    url: payment.linkUrl,
    expiresAt: payment.linkExpiresAt.toISOString(),
    status,
    amountPaid: payment.amountPaid,
  };
}

/**
 * Assisted orders (decision 074): the owner makes an order for a buyer met in a chat or at a stall. Priced by the
 * checkout's own steps (priceAssisted in checkout-pricing.ts) in the order's transaction, stock taken as a checkout
 * takes it; paid by a Razorpay payment link (the order waits as pending_payment under the usual expiry), cash on
 * delivery, or in person (confirmed and invoiced at once). A deposit or balance link (issue 44 point 2) would be
 * another payment row of the same order, with its own amount.
 */
export class AssistedOrders {
  constructor(private readonly deps: AssistedOrdersDeps) {}

  /** The live summary of the New order page (assisted-quote.ts). */
  quote(input: AssistedQuoteData): Promise<AssistedQuote> {
    return quoteAssisted(this.deps, input);
  }

  async create(input: AssistedOrderData, by: SessionUser): Promise<AssistedOrder> {
    const link = input.payment === 'link' ? this.deps.setup.links : null;
    if (input.payment === 'link' && !link) {
      throw new AppError('BAD_REQUEST', ASSISTED_MESSAGES.linkUnavailable, {
        payment: ASSISTED_MESSAGES.linkUnavailable,
      });
    }
    const paymentMethod = input.payment === 'link' ? 'online' : input.payment === 'cod' ? 'cod' : 'in_person';
    const lineRefs = input.items.map((line, index) => ({ ...line, index }));
    if (lineRefs.length > 0) await refuseWhatIsGone(this.deps.db, lineRefs);
    const template = await this.deps.mailer.templateContext();
    // Quick sale (decision 076): paid in person, handed over at once, no buyer named and no delivery.
    const counter = !input.customer;
    const c = input.customer ?? (await counterBuyer(this.deps.db, template.settings));

    const order = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.now();
      const [forSale, pricing] = await Promise.all([
        purchasableLines(tx, lineRefs, { lock: true }),
        pricingAt(tx, now),
      ]);
      refuseUnbought(lineRefs, forSale);
      const stockLines = lineRefs.map((line) => ({
        ...line,
        variantId: forSale.get(line.index)!.variant.id,
      }));
      const { priced, custom, delivery } = await priceAssisted(
        counter ? { ...input, deliveryFee: 0 } : input,
        { now, lines: forSale, pricing, settings: template.settings },
        {
          strict: true,
          delivery: async (value) =>
            counter
              ? counterDelivery(now)
              : deliveryForOrder(
                  tx,
                  {
                    pincode: c.pincode,
                    state: c.state,
                    paymentMethod: paymentMethod === 'cod' ? 'cod' : 'online',
                    value,
                    lines: input.items,
                  },
                  now,
                ),
        },
      );
      const [profile] = await tx
        .select({ userId: customerProfiles.userId })
        .from(customerProfiles)
        .where(eq(customerProfiles.email, c.email));
      const order = await insertOrder(
        tx,
        { customer: c, buyerGstin: null, orderNote: input.orderNote, gift: undefined, paymentMethod },
        priced,
        {
          source: 'assisted',
          userId: counter ? null : (profile?.userId ?? null),
          language: input.language,
          now,
          tokens: this.deps.tokens,
          coupon: null,
          delivery,
          wrap: null,
        },
      );
      const catalogItems = priced.lines.length > 0 ? await insertItems(tx, order, priced) : [];
      const customItems = await insertCustomLines(tx, order, custom);
      const items = [...catalogItems, ...customItems].sort((a, b) => a.id - b.id);
      await recordPlacement(
        tx,
        { order, items },
        { by: by.id, now, provider: link, mailer: this.deps.mailer, template, mails: !counter },
      );
      if (input.payment === 'in_person') {
        // The cash or UPI the owner took: the payment row refunds and the books read (moneyOf).
        await tx.insert(payments).values({
          orderId: order.id,
          provider: input.inPersonMode!,
          amount: order.totalAmount,
          amountPaid: order.totalAmount,
          currency: 'INR',
          status: 'paid',
          createdAt: now,
          updatedAt: now,
        });
      }
      const invoice =
        order.status === 'confirmed'
          ? await draftInvoiceOf(
              tx,
              order,
              items.map((item) => {
                if (item.hsnCode) return item;
                const bought = [...forSale.values()].find((b) => b.variant.id === item.variantId);
                return { ...item, ...(bought ? variantTax(bought.product, bought.variant) : {}) };
              }),
              now,
            )
          : undefined;
      await takeLastHotRows(tx, stockLines, invoice);
      return order;
    });
    if (lineRefs.length > 0) this.deps.invalidateProducts();
    this.deps.mailer.nudge();
    if (link) await this.sendLink(order.id).catch(() => undefined);
    return this.view(order.id);
  }

  /**
   * Makes the order's payment link at Razorpay when it has none yet (after the commit: no network call while rows
   * are locked; again from the admin's retry if Razorpay was down), expiring with the order's payment timeout, then
   * mails the buyer the summary and the link; a link already made is mailed again (the owner's "Send again"). 400
   * for an order that is not waiting for a link payment.
   */
  async sendLink(orderId: string): Promise<AssistedOrder> {
    const { order, payment } = await this.linkPayment(orderId);
    const provider = this.deps.setup.links;
    if (!provider || payment.provider !== provider.name || order.status !== 'pending_payment') {
      throw new AppError('BAD_REQUEST', ASSISTED_MESSAGES.notAssisted);
    }
    const template = await this.deps.mailer.templateContext();
    const accessToken = template.orderAccessToken(order.id);
    if (payment.linkId && payment.linkUrl && payment.linkExpiresAt) {
      const sent = { url: payment.linkUrl, expiresAt: payment.linkExpiresAt };
      await this.deps.db.transaction((tx) => this.mailLink(tx, order, sent, accessToken, template));
      this.deps.mailer.nudge();
      return this.view(order.id);
    }
    const expiresAt = new Date(order.createdAt.getTime() + this.deps.setup.timeoutMinutes * 60_000);
    let made: { linkId: string; url: string };
    try {
      made = await provider.createPaymentLink({
        amount: payment.amount,
        currency: 'INR',
        receipt: order.orderNumber,
        orderId: order.id,
        paymentId: payment.id,
        description: `${template.settings.storeName} ${order.orderNumber}`,
        expiresAt,
        customer: {
          name: order.customerName,
          email: order.customerEmail,
          contact: `+91${order.customerPhone}`,
        },
        callbackUrl: orderPageUrl(template.publicUrl, {
          id: order.id,
          accessToken,
          language: order.language as 'en',
        }),
      });
    } catch (error) {
      this.deps.log.error({ err: error, orderId: order.id }, 'payment link not made');
      throw new AppError('SERVICE_UNAVAILABLE', ASSISTED_MESSAGES.linkNotSent);
    }
    await this.deps.db.transaction(async (tx) => {
      const [won] = await tx
        .update(payments)
        .set({ linkId: made.linkId, linkUrl: made.url, linkExpiresAt: expiresAt, updatedAt: this.deps.now() })
        .where(and(eq(payments.id, payment.id), isNull(payments.linkId)))
        .returning();
      if (won) await this.mailLink(tx, order, { url: made.url, expiresAt }, accessToken, template);
    });
    this.deps.mailer.nudge();
    return this.view(order.id);
  }

  /** The buyer's mail with the order's summary and its link (en/hi). */
  private async mailLink(
    tx: Db,
    order: OrderRow,
    link: { url: string; expiresAt: Date },
    accessToken: string,
    template: Awaited<ReturnType<AssistedOrdersDeps['mailer']['templateContext']>>,
  ) {
    const items = await selectItems(tx, [order.id]);
    await this.deps.mailer.enqueue(
      tx,
      paymentLinkEmail(orderForMail(order, items, accessToken), link, template.settings, template.publicUrl),
    );
  }

  /** The order as the admin's page shows it after making it: number, status, total, and the link's state. */
  async view(orderId: string): Promise<AssistedOrder> {
    if (!isUuid(orderId)) throw orderNotFound();
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderId.toLowerCase()));
    if (!order) throw orderNotFound();
    const [payment] = await this.latestPayments(order.id);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status as AssistedOrder['status'],
      paymentMethod: order.paymentMethod as AssistedOrder['paymentMethod'],
      total: order.totalAmount,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      link: linkOf(payment),
    };
  }

  private latestPayments(orderId: string) {
    return this.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
  }

  private async linkPayment(orderId: string): Promise<{ order: OrderRow; payment: PaymentRow }> {
    if (!isUuid(orderId)) throw orderNotFound();
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderId.toLowerCase()));
    if (!order) throw orderNotFound();
    const [payment] = await this.latestPayments(order.id);
    if (!payment) throw new AppError('BAD_REQUEST', ASSISTED_MESSAGES.notAssisted);
    return { order, payment };
  }
}

/** The custom lines as order lines: no product or variant (no stock moves), the owner's HSN code, rate and note. */
function insertCustomLines(
  tx: Db,
  order: OrderRow,
  custom: Awaited<ReturnType<typeof priceAssisted>>['custom'],
): Promise<OrderItemRow[]> {
  if (custom.length === 0) return Promise.resolve([]);
  return tx
    .insert(orderItems)
    .values(
      custom.map((c) => ({
        orderId: order.id,
        productId: null,
        productName: c.name,
        productCategory: 'Others',
        catalogNumber: 'CUSTOM',
        quantity: c.quantity,
        unitPrice: c.unitPrice,
        totalPrice: c.total,
        discount: c.discount,
        hsnCode: c.hsn,
        gstRate: c.gstRate,
        note: c.note,
      })),
    )
    .returning();
}
