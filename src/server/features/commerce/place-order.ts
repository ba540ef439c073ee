import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import {
  type PersonalisationInput,
  type PersonalisedValue,
  personalisationKey,
  settlePersonalisation,
} from '#shared/catalog/personalisation.ts';
import { optionsLabel, optionsLabelHi } from '#shared/catalog/variants.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { GIFT_MESSAGES } from '#shared/orders/gift.ts';
import {
  CHECKOUT_MESSAGES,
  type CreateOrderData,
  type CreateOrderResponse,
  type OrderStatus,
  type PaymentMethod,
} from '#shared/orders/order.schemas.ts';
import {
  type CouponEffect,
  type DiscountLine,
  discountedTotals,
  type OrderTotals,
} from '#shared/pricing/discount.ts';
import { cashRoundOff } from '#shared/pricing/money.ts';
import { effectivePrice } from '#shared/pricing/sale.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orderItems, orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type Pricing, priceFieldsOf, valuesOf } from '../catalog/catalog.service.ts';
import type { OrderDelivery } from '../delivery/delivery.service.ts';
import { type InvoiceDraft, numberInvoice } from '../gst/gst.service.ts';
import type { AppliedCoupon } from '../promotions/coupons.service.ts';
import { hashOrderToken, type OrderTokens } from './order-access.ts';
import {
  countOrderOnProfile,
  enqueueCodConfirmationMail,
  enqueueConfirmationMails,
  type OrderMailer,
  type OrderTemplateContext,
} from './order-effects.ts';
import { generateOrderNumber } from './order-number.ts';
import { type OrderItemRow, type OrderRow, toOrderDetail } from './orders.repo.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';
import type { PaymentProvider } from './payments/providers/payment-provider.ts';
import { type Bought, reserveStock, type StockLine, type StockTaken } from './stock.ts';

/*
 * The steps of placing an order, in the order OrdersService.placeOrder runs them: checkCheckout
 * and refuseWhatIsGone (before the transaction), then in one transaction claimKey → purchasableLines (stock.ts) →
 * priceLines → insertOrder → insertItems → recordPlacement → (the invoice drafted) → storeResponse →
 * takeLastHotRows (stock, invoice number).
 */

/** Test-only failure points (crash-safety tests); production never passes any. */
/** The wrap as charged: its fee, what it was charged for (1, or the units) and its own HSN/SAC and rate. */
export interface ChargedWrap {
  fee: number;
  quantity: number;
  hsn: string;
  rate: number;
}

export interface PlaceOrderFaults {
  /** Runs inside the transaction after the order row is written and before its items. */
  afterOrderInsert?: (orderId: string) => void | Promise<void>;
}

/** The idempotency key is already claimed (by an earlier or a concurrent request). */
export class KeyTaken extends Error {}

export interface CheckedCheckout {
  /** The key's row id, scoped by buyer: another account's key never reaches this buyer's answer. */
  key: string;
  /** The request's fingerprint: the same key with another body is refused (422). */
  hash: string;
  /** The gateway of an online order; null for COD. */
  provider: PaymentProvider | null;
}

/** A UUID Idempotency-Key, and a gateway when the buyer pays online. */
export function checkCheckout(
  input: CreateOrderData,
  ctx: { user: SessionUser | null; idempotencyKey: string },
  setup: PaymentSetup,
): CheckedCheckout {
  if (!isUuid(ctx.idempotencyKey)) {
    throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.idempotencyKeyRequired);
  }
  // A gift slip prints no prices: the recipient cannot be asked for cash (decision 068).
  if (input.gift?.slip && input.paymentMethod === 'cod') {
    throw new AppError('BAD_REQUEST', GIFT_MESSAGES.slipNeedsOnline, {
      'gift.slip': GIFT_MESSAGES.slipNeedsOnline,
    });
  }
  const provider = input.paymentMethod === 'online' ? setup.active : null;
  if (input.paymentMethod === 'online' && !provider) {
    throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.paymentUnavailable, {
      paymentMethod: CHECKOUT_MESSAGES.paymentUnavailable,
    });
  }
  return {
    key: `checkout:${ctx.user?.id ?? 'guest'}:${ctx.idempotencyKey.toLowerCase()}`,
    hash: requestHash(input),
    provider,
  };
}

function requestHash(input: CreateOrderData): string {
  const c = input.customer;
  const canonical = {
    customer: [c.fullName, c.email, c.phone, c.address, c.city, c.state, c.pincode],
    // A line's variant only when it names one, so the keys stored before variants still match their requests.
    items: input.items.map((i) => {
      const line =
        i.variantId === undefined ? [i.productId, i.quantity] : [i.productId, i.quantity, i.variantId];
      // Only when given (decision 072), so the keys stored before personalisation still match their requests.
      const personal = personalisationKey(i.personalisation);
      return personal ? [...line, personal] : line;
    }),
    paymentMethod: input.paymentMethod,
    saveAddress: input.saveAddress === true,
    // Only when given, so the keys stored before coupons existed still match their requests.
    ...(input.couponCode ? { couponCode: input.couponCode.toLowerCase() } : {}),
    // Only when ticked, so the keys stored before the box existed still match their requests.
    ...(input.marketingConsent ? { marketingConsent: true } : {}),
    ...(input.buyerGstin ? { buyerGstin: input.buyerGstin } : {}),
    // Only when given, so the keys stored before notes and gifts existed still match their requests.
    ...(input.orderNote ? { orderNote: input.orderNote } : {}),
    ...(input.gift ? { gift: giftOf(input) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The gift as the order stores it (decision 068): null when "This is a gift" was not ticked. */
export function giftOf(input: Pick<CreateOrderData, 'gift'>) {
  const g = input.gift;
  if (!g) return null;
  return {
    message: g.message || null,
    wrap: g.wrap === true,
    slip: g.slip === true,
    recipient: g.recipient ?? null,
  };
}

/**
 * The key's primary key is the lock: a second submit with this key waits here until the first
 * commits (then replays its answer) or rolls back (then places the order itself).
 */
export async function claimKey(tx: Db, checked: CheckedCheckout, now: Date): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key: checked.key, requestHash: checked.hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyTaken();
}

export interface CartLinePrice extends Bought {
  index: number;
  quantity: number;
  /** paise: the variant's price at the order's moment, with the personalisation's add-on */
  unitPrice: number;
  total: number;
  /** The buyer's inputs as priced (decision 072), and their add-on per unit (paise, in unitPrice). */
  personalisation: PersonalisedValue[];
  addOn: number;
}

/** paise: the delivery fee lines (decision 039), each its own line in totals, mails and the order row. */
export interface DeliveryFees {
  zoneFee: number;
  codFee: number;
}

/** The delivery step's answer as pricing takes it: the fees, and whether the courier collects the total in cash. */
export type DeliveryCharges = DeliveryFees & { cashOnDelivery: boolean };

export interface PricedLines {
  /** Each line with its share of the coupon's discount (paise). */
  lines: Array<CartLinePrice & { discount: number }>;
  /**
   * paise: giftWrapFee is the gift wrap's own line (decision 068); roundOff makes a cash-on-delivery total whole
   * rupees (decision 085), 0 otherwise.
   */
  totals: OrderTotals & DeliveryFees & { giftWrapFee: number; roundOff: number };
}

/**
 * Each line at its variant's price at the order's moment (a running sale or offer, decision 029), from the database
 * only. `bought` holds the lines that can be bought (by index); the others are left out (the cart flags them).
 */
export function priceItems(
  items: ReadonlyArray<{ quantity: number; personalisation?: PersonalisationInput | undefined }>,
  bought: ReadonlyMap<number, Bought>,
  pricing: Pricing,
  { strict }: { strict: boolean },
): CartLinePrice[] {
  return items.flatMap((line, index) => {
    const found = bought.get(index);
    if (!found) return [];
    const settled = settlePersonalisation(found.product.personalisation, line.personalisation);
    const problem = settled.problems[0];
    // The order refuses a line whose inputs break a field's rule (decision 072); the quote prices what is valid.
    if (strict && problem) {
      throw new AppError('BAD_REQUEST', problem.message, {
        [`items.${index}.personalisation.${problem.key}`]: problem.message,
      });
    }
    const unitPrice =
      effectivePrice(priceFieldsOf(found.product, found.variant), pricing.now, pricing.offers) +
      settled.addOn;
    return [
      {
        index,
        quantity: line.quantity,
        ...found,
        unitPrice,
        total: unitPrice * line.quantity,
        personalisation: settled.values,
        addOn: settled.addOn,
      },
    ];
  });
}

/** The line's options as sold ('Blue, Large'; null without options) and in Hindi (null when none has Hindi labels). */
export function optionsOf({ product, variant }: Bought): {
  options: string | null;
  optionsHi: string | null;
} {
  const values = valuesOf(variant, product.options.length);
  if (values.length === 0) return { options: null, optionsHi: null };
  return { options: optionsLabel(values), optionsHi: optionsLabelHi(product.options, values) };
}

/** What the coupon arithmetic needs of the lines. */
export const discountLines = (lines: readonly CartLinePrice[]): DiscountLine[] =>
  lines.map((l) => ({ productId: l.product.id, category: l.product.category, total: l.total }));

/** The totals: the coupon's discount split over its lines, shipping from the store settings. */
export function priceLines(
  lines: readonly CartLinePrice[],
  effect: CouponEffect | null,
  settings: OrderTemplateContext['settings'],
): PricedLines {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  return {
    lines: lines.map((l, i) => ({ ...l, discount: effect?.lineDiscounts[i] ?? 0 })),
    totals: {
      ...discountedTotals(subtotal, effect, {
        freeShippingThreshold: settings.freeShippingThreshold,
        shippingFee: settings.shippingFee,
      }),
      zoneFee: 0,
      codFee: 0,
      giftWrapFee: 0,
      roundOff: 0,
    },
  };
}

/** The gift wrap added as its own line, and to the total (decision 068). */
export function withGiftWrap(priced: PricedLines, fee: number): PricedLines {
  const { totals } = priced;
  return { ...priced, totals: { ...totals, giftWrapFee: fee, total: totals.total + fee } };
}

/**
 * The zone's and the COD fee added as their own lines, and to the total; a total the courier collects in cash
 * rounded to whole rupees, the rounding its own line (decision 085).
 */
export function withDeliveryFees(
  priced: PricedLines,
  { zoneFee, codFee, cashOnDelivery }: DeliveryCharges,
): PricedLines {
  const { totals } = priced;
  const due = totals.total + zoneFee + codFee;
  const roundOff = cashOnDelivery ? cashRoundOff(due) : 0;
  return { ...priced, totals: { ...totals, zoneFee, codFee, roundOff, total: due + roundOff } };
}

/**
 * Online orders wait for the payment; a storefront COD order waits for its buyer's confirmation when the owner
 * asks for one (decision 087; an assisted order was agreed with the buyer already); the rest are confirmed at once.
 */
export function initialStatus(
  input: { paymentMethod: PaymentMethod },
  delivery: Pick<OrderDelivery, 'confirmHours'>,
  source: 'checkout' | 'assisted',
): OrderStatus {
  if (input.paymentMethod === 'online') return 'pending_payment';
  if (delivery.confirmHours !== null && source === 'checkout') return 'awaiting_confirmation';
  return 'confirmed';
}

/** The confirmation's deadline and its one reminder, halfway (decision 087); null for any other order. */
function confirmationClock(status: OrderStatus, delivery: Pick<OrderDelivery, 'confirmHours'>, now: Date) {
  if (status !== 'awaiting_confirmation' || delivery.confirmHours === null) {
    return { codConfirmBy: null, codRemindAt: null };
  }
  const hours = delivery.confirmHours * 3600_000;
  return {
    codConfirmBy: new Date(now.getTime() + hours),
    codRemindAt: new Date(now.getTime() + hours / 2),
  };
}

/** What the order row takes of a checkout, or of an assisted order (decision 074). */
export type OrderFields = Pick<CreateOrderData, 'customer' | 'buyerGstin' | 'orderNote' | 'gift'> & {
  paymentMethod: PaymentMethod;
};

/**
 * The order row, with a fresh order number (drawn again on a collision) and the hash of its access token
 * (the token is issued from the order id, so the id is chosen here).
 */
export async function insertOrder(
  tx: Db,
  input: OrderFields,
  priced: PricedLines,
  opts: {
    /** An assisted order (decision 074); default: the storefront's checkout. */
    source?: 'assisted';
    userId: string | null;
    language: Lang;
    now: Date;
    tokens: OrderTokens;
    coupon: AppliedCoupon | null;
    delivery: OrderDelivery;
    wrap: ChargedWrap | null;
    orderNumber?: (now: Date) => string;
  },
): Promise<OrderRow> {
  const c = input.customer;
  const gift = giftOf(input);
  const r = gift?.recipient;
  const id = randomUUID();
  const status = initialStatus(input, opts.delivery, opts.source ?? 'checkout');
  for (let i = 0; i < 5; i++) {
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        orderNumber: (opts.orderNumber ?? generateOrderNumber)(opts.now),
        userId: opts.userId,
        language: opts.language,
        customerName: c.fullName,
        customerEmail: c.email,
        customerPhone: c.phone,
        deliveryAddress: c.address,
        city: c.city,
        state: c.state,
        pincode: c.pincode,
        buyerGstin: input.buyerGstin ?? null,
        subtotal: priced.totals.subtotal,
        shippingCost: priced.totals.shippingCost,
        discountAmount: priced.totals.discount,
        couponCode: opts.coupon?.coupon.code ?? null,
        codFee: priced.totals.codFee,
        zoneFee: priced.totals.zoneFee,
        shippingZone: opts.delivery.zone,
        deliveryFrom: opts.delivery.window.from,
        deliveryTo: opts.delivery.window.to,
        orderNote: input.orderNote || null,
        isGift: gift !== null,
        giftMessage: gift?.message ?? null,
        giftSlip: gift?.slip ?? false,
        giftWrapFee: priced.totals.giftWrapFee,
        roundOff: priced.totals.roundOff,
        giftWrapQuantity: opts.wrap?.quantity ?? 0,
        giftWrapHsn: opts.wrap?.hsn ?? null,
        giftWrapRate: opts.wrap?.rate ?? null,
        recipientName: r?.fullName ?? null,
        recipientPhone: r?.phone ?? null,
        recipientAddress: r?.address ?? null,
        recipientCity: r?.city ?? null,
        recipientState: r?.state ?? null,
        recipientPincode: r?.pincode ?? null,
        dispatchBy: opts.delivery.window.dispatch,
        totalAmount: priced.totals.total,
        paymentMethod: input.paymentMethod,
        status,
        ...confirmationClock(status, opts.delivery, opts.now),
        source: opts.source ?? 'checkout',
        accessTokenHash: hashOrderToken(opts.tokens.issue(id)),
        orderDate: opts.now,
        createdAt: opts.now,
        updatedAt: opts.now,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (order) return order;
  }
  throw new Error('Could not allocate a unique order number');
}

/**
 * The lines as sold: name (and its Hindi, decision 035), category, catalog number, the variant with its SKU and
 * options (decision 066), its image (else the product's) and price at this moment.
 */
export function insertItems(tx: Db, order: OrderRow, priced: PricedLines): Promise<OrderItemRow[]> {
  return tx
    .insert(orderItems)
    .values(
      priced.lines.map((line) => {
        const { quantity, product, variant, unitPrice, total, discount } = line;
        const { options, optionsHi } = optionsOf(line);
        return {
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          productNameHi: product.nameHi || null,
          productCategory: product.category,
          catalogNumber: product.catalogNumber,
          quantity,
          unitPrice,
          totalPrice: total,
          discount,
          productImage: (variant.images ?? product.images)[0]?.url ?? null,
          variantId: variant.id,
          variantSku: variant.sku,
          variantOptions: options,
          variantOptionsHi: optionsHi,
          personalisation: line.personalisation.length > 0 ? line.personalisation : null,
          personalisationAddOn: line.addOn,
        };
      }),
    )
    .returning();
}

/**
 * The order's last statements, on the rows every buyer of a piece (its stock) or every order of the shop (the
 * invoice number's counter) waits for: taken just before the commit, so each stays locked for a moment, not for
 * the whole order (decision 058). A line short throws the 409 and the transaction rolls everything back. Stock
 * first, then the counter, in every transaction that takes both, so two never wait for each other.
 */
export async function takeLastHotRows(
  tx: Db,
  lines: StockLine[],
  invoice: InvoiceDraft | undefined,
): Promise<StockTaken[]> {
  const taken = await reserveStock(tx, lines, { purchasableOnly: true });
  if (invoice) await numberInvoice(tx, invoice);
  return taken;
}

/** A confirmed order's confirmation mail: its outbox row, or the error that kept it from being queued. */
export type ConfirmationMail = { queued: true; outboxId: string } | { queued: false; error: unknown };

/**
 * The first history row, then a COD order counts on the customer's profile and queues its confirmation mails (its
 * invoice, decision 038, comes last in the transaction: takeLastHotRows); an online order gets its payment row (the stock stays reserved; the
 * gateway order is created right after commit, no network call while rows are locked; counters
 * and mail wait for the payment). The mails are queued in a savepoint: a failure to queue them only
 * warns, the order stands (spec: email failures only warn; audit 4.3).
 */
export async function recordPlacement(
  tx: Db,
  placed: { order: OrderRow; items: OrderItemRow[] },
  opts: {
    by: string | null;
    now: Date;
    provider: PaymentProvider | null;
    mailer: OrderMailer;
    template: OrderTemplateContext;
    /** false: no confirmation or new-order mail (a sale at the stall: the shop is its own buyer of record). */
    mails?: boolean;
  },
) {
  const { order, items } = placed;
  const history = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      changedBy: opts.by,
      createdAt: opts.now,
    })
    .returning();
  let mail: ConfirmationMail | undefined;
  if (order.status === 'confirmed') {
    await countOrderOnProfile(tx, order, opts.now);
    if (opts.mails !== false) {
      try {
        const { confirmationId } = await tx.transaction((savepoint) =>
          enqueueConfirmationMails(savepoint, opts.mailer, opts.template, order, items),
        );
        mail = { queued: true, outboxId: confirmationId };
      } catch (error) {
        mail = { queued: false, error };
      }
    }
  } else if (order.status === 'awaiting_confirmation') {
    // The buyer is asked to confirm (decision 087); checkout waits for this mail's first try as for a confirmation.
    try {
      const asked = await tx.transaction((savepoint) =>
        enqueueCodConfirmationMail(savepoint, opts.mailer, opts.template, order, items, false),
      );
      mail = { queued: true, outboxId: asked.id };
    } catch (error) {
      mail = { queued: false, error };
    }
  } else if (order.status === 'pending_payment') {
    await tx.insert(payments).values({
      orderId: order.id,
      provider: opts.provider!.name,
      amount: order.totalAmount,
      currency: 'INR',
      status: 'created',
      createdAt: opts.now,
      updatedAt: opts.now,
    });
  }
  return { history, mail };
}

/**
 * The 201 answer, stored with the key so a repeat of the request gets it again; stored without the access
 * token (a repeat gets it issued again, see withToken), answered with it.
 */
export async function storeResponse(
  tx: Db,
  key: string,
  loaded: Parameters<typeof toOrderDetail>[0],
  tokens: OrderTokens,
): Promise<CreateOrderResponse> {
  const body: CreateOrderResponse = { order: toOrderDetail(loaded) };
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 201, response: body, orderId: loaded.order.id })
    .where(eq(idempotencyKeys.key, key));
  return withToken(body, tokens);
}

/** The checkout answer carries the guest's token (the confirmation page's link). */
export function withToken(body: CreateOrderResponse, tokens: OrderTokens): CreateOrderResponse {
  return { ...body, order: { ...body.order, accessToken: tokens.issue(body.order.id) } };
}
