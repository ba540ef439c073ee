import { eq, inArray } from 'drizzle-orm';
import type { AddressInput } from '#shared/addresses/address.schemas.ts';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { variantTax } from '#shared/catalog/variants.ts';
import { isTeamRole } from '#shared/constants/roles.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import {
  CHECKOUT_MESSAGES,
  type CreateOrderData,
  type CreateOrderResponse,
  type OrderDetail,
  type OrderStatus,
  type OrderWarning,
} from '#shared/orders/order.schemas.ts';
import {
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  adminOrdersSince,
  isFiltered,
  type ShipmentInput,
} from '#shared/orders/order-admin.schemas.ts';
import { compareAtPrice } from '#shared/pricing/sale.ts';
import { amountToFreeShipping } from '#shared/pricing/shipping.ts';
import type { Quote, QuoteData } from '#shared/promotions/coupon.schemas.ts';
import { DEFAULT_OWNER_ALERTS } from '#shared/settings/settings-admin.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { TemplateContext } from '../../lib/mailer.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { priceFieldsOf, pricingAt } from '../catalog/catalog.service.ts';
import { detachInvoicesOf, draftInvoiceOf, taxRecordsOf } from '../gst/gst.service.ts';
import { storeLowStockEmail } from '../mail/templates/index.ts';
import { type Buyer as CouponBuyer, recordRedemption } from '../promotions/coupons.service.ts';
import { readGiftWrap } from '../settings/settings.service.ts';
import { priceOrder, priceQuote } from './checkout-pricing.ts';
import type { OrderTokens } from './order-access.ts';
import { enqueueBurstNotice, type OrderEffects, recordCheckoutConsentOf } from './order-effects.ts';
import type { CheckoutLimits } from './order-limits.ts';
import { transitionOrder } from './order-status.ts';
import {
  adminOrdersWhere,
  detachOrders,
  type LoadedOrder,
  listAdminOrders,
  listRecentUserOrders,
  listUserOrders,
  loadOrder,
  loadOrderByNumber,
  type OrderItemRow,
  type OrderRow,
  selectHistory,
  toAdminOrder,
  toOrderDetail,
  toOrderSummary,
  toRecentOrder,
  toTrackingResult,
} from './orders.repo.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';
import {
  type ConfirmationMail,
  checkCheckout,
  claimKey,
  insertItems,
  insertOrder,
  KeyTaken,
  optionsOf,
  type PlaceOrderFaults,
  recordPlacement,
  storeResponse,
  takeLastHotRows,
  withToken,
} from './place-order.ts';
import {
  crossedLowStock,
  purchasableLines,
  refuseUnbought,
  refuseWhatIsGone,
  type StockTaken,
} from './stock.ts';

export interface OrdersServiceDeps extends OrderEffects {
  db: Db;
  payments: PaymentSetup;
  /** Checkout abuse limits (docs/product.md §9.7). */
  limits: CheckoutLimits;
  /** Guest access tokens: issued from the order id, stored hashed (order-access.ts). */
  tokens: OrderTokens;
  /** What the browser needs to pay a pending online order (the payments feature owns the gateway calls). */
  paymentSession: (order: OrderRow) => Promise<OrderDetail['payment']>;
  /** Saves a checkout address for a signed-in user (the addresses feature). */
  saveAddress?: (userId: string, input: AddressInput) => Promise<unknown>;
  faults?: PlaceOrderFaults;
  /** Order number source (tests force collisions). */
  orderNumber?: (now: Date) => string;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface PlaceOrderContext {
  user: SessionUser | null;
  /** The language the order's mails speak. */
  language: Lang;
  idempotencyKey: string;
  /** The client the per-client limit counts under (`clientKey(request)`). */
  client: string;
  /** The browser's checkout pass (the `Checkout-Pass` header), if it sent one (decision 058). */
  checkoutPass?: string;
}

export interface PlaceOrderResult {
  body: CreateOrderResponse;
  replayed: boolean;
}

const RETRYABLE = new Set(['40001', '40P01']);
/** How long checkout waits for the confirmation's first try before it warns (audit 4.3). */
const CONFIRMATION_WAIT_MS = 3_000;
const MAX_ATTEMPTS = 4;

export const orderNotFound = () => new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound.title);
export const trackingNotFound = () => new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound.description);

/**
 * Orders: placing one (one transaction: idempotency key, conditional stock decrements, order,
 * items, history, counters, outbox mail, stored response), reading one for whoever may see it,
 * the user's lists, public tracking, and the admin's status change.
 */
/** A struck-through price beside a personalised line's: the same add-on on both (decision 072). */
const withAddOn = (price: number | null, addOn: number) => (price === null ? null : price + addOn);

export class OrdersService {
  private readonly log: NonNullable<OrdersServiceDeps['log']>;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.log = deps.log ?? { warn: () => {}, error: () => {} };
  }

  // --- placing ---

  async placeOrder(input: CreateOrderData, ctx: PlaceOrderContext): Promise<PlaceOrderResult> {
    const checked = checkCheckout(input, ctx, this.deps.payments);
    const template = await this.deps.mailer.templateContext();
    // A repeat of an answered request replays before the limits: a retry never counts as another order.
    const earlier = await this.replay(checked.key, checked.hash);
    if (earlier) return { body: await this.withPayment(earlier), replayed: true };
    await this.deps.limits.admit(input, ctx, template.settings);
    const lineRefs = input.items.map((line, index) => ({ ...line, index }));
    await refuseWhatIsGone(this.deps.db, lineRefs);

    let placed:
      | {
          order: OrderRow;
          items: OrderItemRow[];
          mail?: ConfirmationMail;
          body: CreateOrderResponse;
          taken: StockTaken[];
        }
      | undefined;
    for (let attempt = 1; !placed; attempt++) {
      try {
        placed = await this.deps.db.transaction(async (tx) => {
          const now = this.deps.now();
          await claimKey(tx, checked, now);
          const [forSale, pricing] = await Promise.all([
            purchasableLines(tx, lineRefs, { lock: true }),
            pricingAt(tx, now),
          ]);
          // A piece gone since the fast check: its 409 now, before an order without that line is written.
          refuseUnbought(lineRefs, forSale);
          // Each line's stock is its variant's (the one it names, else its product's default; decision 066).
          const stockLines = lineRefs.map((line) => ({
            ...line,
            variantId: forSale.get(line.index)!.variant.id,
          }));
          // Priced as the quote was (decision 063); the code's use is taken and the delivery checked here, and a
          // refusal rolls the order back (decisions 029, 039).
          const { priced, coupon, delivery, wrap } = await priceOrder(tx, input, {
            now,
            lines: forSale,
            pricing,
            settings: template.settings,
            giftWrap: await readGiftWrap(tx),
            buyer: buyerOf(input, ctx.user),
          });
          const order = await insertOrder(tx, input, priced, {
            userId: ctx.user?.id ?? null,
            language: ctx.language,
            now,
            coupon,
            delivery,
            wrap,
            orderNumber: this.deps.orderNumber,
            tokens: this.deps.tokens,
          });
          await this.deps.faults?.afterOrderInsert?.(order.id);
          const items = await insertItems(tx, order, priced);
          if (coupon) await recordRedemption(tx, coupon, order);
          const { history, mail } = await recordPlacement(
            tx,
            { order, items },
            { by: ctx.user?.id ?? null, now, provider: checked.provider, mailer: this.deps.mailer, template },
          );
          if (input.marketingConsent) await recordCheckoutConsentOf(tx, order, now);
          await this.deps.mailer.messages?.placed(tx, order, input.whatsappUpdates === true, now);
          // Everything read and written first; the rows other orders wait for last (decision 058).
          const invoice =
            order.status === 'confirmed'
              ? await draftInvoiceOf(
                  tx,
                  order,
                  // Line order, as an invoice drafted later reads them (by id); RETURNING promises no order.
                  [...items]
                    .sort((a, b) => a.id - b.id)
                    .map((item) => {
                      const bought = [...forSale.values()].find((b) => b.variant.id === item.variantId);
                      return {
                        ...item,
                        ...(bought
                          ? variantTax(bought.product, bought.variant)
                          : { hsnCode: null, gstRate: null }),
                      };
                    }),
                  now,
                )
              : undefined;
          const body = await storeResponse(tx, checked.key, { order, items, history }, this.deps.tokens);
          const taken = await takeLastHotRows(tx, stockLines, invoice);
          return { order, items, mail, body, taken };
        });
      } catch (error) {
        if (error instanceof KeyTaken) {
          const replay = await this.replay(checked.key, checked.hash);
          if (replay) return { body: await this.withPayment(replay), replayed: true };
          if (attempt < MAX_ATTEMPTS) continue;
          throw new AppError('ORDER_IN_PROGRESS', CHECKOUT_MESSAGES.orderInProgress);
        }
        const code = pgErrorCode(error);
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }

    this.deps.invalidateProducts();
    await this.noticeBurst(template);
    await this.noticeLowStock(template, placed.taken, placed.items);
    const warnings: OrderWarning[] = [];
    if (placed.mail && !(await this.confirmationLeft(placed.order, placed.mail))) warnings.push('email');
    this.deps.mailer.nudge();

    if (ctx.user && input.saveAddress && this.deps.saveAddress) {
      const c = input.customer;
      try {
        await this.deps.saveAddress(ctx.user.id, {
          type: 'Home',
          name: c.fullName,
          phone: c.phone,
          address: c.address,
          city: c.city,
          state: c.state,
          pincode: c.pincode,
          isDefault: false,
        });
      } catch (error) {
        this.log.warn({ err: error, orderId: placed.order.id }, 'checkout address not saved');
        warnings.push('address');
      }
    }
    const body = await this.withPayment(placed.body);
    return { body: warnings.length ? { ...body, warnings } : body, replayed: false };
  }

  /**
   * Audit 4.3, 'Email Warning': the customer's confirmation is tried at once, and the checkout waits for that
   * try (up to CONFIRMATION_WAIT_MS). False when it could not be queued, was refused, or has not left by then;
   * the outbox keeps retrying it, and the admin's dashboard counts the emails that failed.
   */
  private async confirmationLeft(order: OrderRow, mail: ConfirmationMail): Promise<boolean> {
    if (!mail.queued) {
      this.log.error({ err: mail.error, orderId: order.id }, 'order confirmation mails not queued');
      return false;
    }
    const first = await this.deps.mailer.tryNow(mail.outboxId, CONFIRMATION_WAIT_MS);
    if (first !== 'sent') this.log.warn({ orderId: order.id, first }, 'order confirmation not sent at once');
    return first === 'sent';
  }

  /**
   * The owner hears when this order took a piece to the low-stock mark (issue 44 point 5). After the commit, off
   * the rows other buyers wait for: an alert lost to a crash right here is a notice missed, never an order.
   */
  private async noticeLowStock(template: TemplateContext, taken: StockTaken[], items: OrderItemRow[]) {
    const alerts = template.ownerAlerts;
    if (alerts?.lowStock === false) return;
    const low = crossedLowStock(taken, alerts?.lowStockAt ?? DEFAULT_OWNER_ALERTS.lowStockAt);
    if (low.length === 0) return;
    try {
      const pieces = low.map((t) => {
        const item = items.find((i) => i.variantId === t.variantId);
        return {
          name: item?.productName ?? `#${t.variantId}`,
          options: item?.variantOptions ?? null,
          left: t.left!,
        };
      });
      await this.deps.mailer.enqueue(
        this.deps.db,
        storeLowStockEmail(pieces, alerts?.lowStockAt ?? DEFAULT_OWNER_ALERTS.lowStockAt, {
          settings: template.settings,
          publicUrl: template.publicUrl,
          notifyTo: template.orderNotificationEmail,
        }),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'low stock alert not queued');
    }
  }

  /** The order just placed may take the shop past the burst threshold: then the store is mailed, once a window. */
  private async noticeBurst(template: TemplateContext) {
    try {
      if (await this.deps.limits.crossesBurst()) {
        await enqueueBurstNotice(
          this.deps.db,
          this.deps.mailer,
          template,
          this.deps.now(),
          this.deps.limits.burstThreshold,
        );
      }
    } catch (error) {
      // The order stands; a lost notice is only logged.
      this.log.warn({ err: error }, 'order burst notice not queued');
    }
  }

  /** The stored answer for a key: 422 if it was for another body; undefined if it is gone. */
  private async replay(key: string, hash: string): Promise<CreateOrderResponse | undefined> {
    const [row] = await this.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) return undefined;
    if (row.requestHash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', CHECKOUT_MESSAGES.idempotencyConflict);
    }
    if (row.statusCode === null || !row.response) {
      throw new AppError('ORDER_IN_PROGRESS', CHECKOUT_MESSAGES.orderInProgress);
    }
    return withToken(row.response as CreateOrderResponse, this.deps.tokens);
  }

  /** A pending online order carries what the browser needs to pay (created with the gateway on demand). */
  private async withPayment(body: CreateOrderResponse): Promise<CreateOrderResponse> {
    if (body.order.paymentMethod !== 'online') return body;
    const loaded = await loadOrder(this.deps.db, body.order.id);
    if (loaded?.order.status !== 'pending_payment') return body;
    const payment = await this.deps.paymentSession(loaded.order);
    return { ...body, order: { ...body.order, payment } };
  }

  /**
   * The cart's and checkout's figures (docs/product.md §3.11): each line at its price now, the code checked
   * (400 naming `couponCode` with the reason when it does not apply) and the totals, as the order would have them.
   */
  async quote(input: QuoteData, user: SessionUser | null): Promise<Omit<Quote, 'checkoutPass'>> {
    const now = this.deps.now();
    const [lines, pricing, template, giftWrap] = await Promise.all([
      purchasableLines(
        this.deps.db,
        input.items.map((line, index) => ({ ...line, index })),
      ),
      pricingAt(this.deps.db, now),
      this.deps.mailer.templateContext(),
      readGiftWrap(this.deps.db),
    ]);
    const buyer = {
      userId: user?.id ?? null,
      email: input.email || undefined,
      phone: input.phone || undefined,
    };
    const { priced, value, coupon, delivery } = await priceQuote(this.deps.db, input, {
      now,
      lines,
      pricing,
      settings: template.settings,
      giftWrap,
      buyer,
    });
    const { totals } = priced;
    return {
      lines: priced.lines.map((l) => {
        const { options, optionsHi } = optionsOf(l);
        return {
          productId: l.product.id,
          variantId: l.variant.id,
          options: options ?? '',
          ...(optionsHi ? { optionsHi } : {}),
          ...(l.personalisation.length > 0
            ? { personalisation: l.personalisation, personalisationAddOn: l.addOn }
            : {}),
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          compareAtPrice: withAddOn(
            compareAtPrice(priceFieldsOf(l.product, l.variant), pricing.now, pricing.offers),
            l.addOn,
          ),
          total: l.total,
          discount: l.discount,
        };
      }),
      ...totals,
      zone: delivery.zone,
      giftWrapOffer:
        giftWrap.mode === 'off' || giftWrap.price <= 0
          ? null
          : { mode: giftWrap.mode, price: giftWrap.price },
      arrival: delivery.window,
      orderValue: value,
      amountToFreeShipping:
        totals.shippingCost === 0
          ? 0
          : amountToFreeShipping(totals.subtotal - totals.discount, template.settings),
      coupon: coupon && {
        code: coupon.coupon.code,
        description: coupon.coupon.description,
        freeShipping: coupon.effect.freeShipping,
      },
    };
  }

  // --- reading ---

  /**
   * The signed-in owner, an admin, or anyone with the order's token until the link expires (404 with
   * 'This order link has expired…'); everyone else: 404.
   */
  async viewOrder(id: string, viewer: { user: SessionUser | null; token?: string }): Promise<OrderDetail> {
    if (!isUuid(id)) throw orderNotFound();
    const loaded = await loadOrder(this.deps.db, id.toLowerCase());
    if (!loaded) throw orderNotFound();
    const { order } = loaded;
    if (!mayViewSignedIn(order, viewer.user)) {
      if (!this.deps.tokens.matches(order, viewer.token)) throw orderNotFound();
      if (this.deps.tokens.expired(order, this.deps.now())) {
        throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderLinkExpired);
      }
    }
    const detail = toOrderDetail(loaded, { accessToken: this.deps.tokens.issue(order.id) });
    if (loaded.order.status === 'pending_payment')
      detail.payment = await this.deps.paymentSession(loaded.order);
    return detail;
  }

  async listMine(user: SessionUser, page: { page: number; limit: number }) {
    const { items, total } = await listUserOrders(this.deps.db, user, page);
    return { items: items.map(toOrderSummary), total, page: page.page, limit: page.limit };
  }

  /**
   * The admin's Orders tab: one group, newest first, and every group's count; the last 3 months
   * unless a search or date range reaches the whole history.
   */
  async listForAdmin(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const since = isFiltered(query) ? null : adminOrdersSince(this.deps.now());
    const where = adminOrdersWhere(query, since);
    const { items, groups } = await listAdminOrders(this.deps.db, { ...query, where });
    return {
      items: items.map(toAdminOrder),
      total: groups[query.group],
      page: query.page,
      limit: query.limit,
      groups,
      since: since?.toISOString() ?? null,
    };
  }

  async recentMine(user: SessionUser, limit: number) {
    const rows = await listRecentUserOrders(this.deps.db, user, limit);
    return rows.map(toRecentOrder);
  }

  async track(orderNumber: string) {
    const normalized = orderNumber.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,40}$/.test(normalized)) throw trackingNotFound();
    const loaded = await loadOrderByNumber(this.deps.db, normalized);
    if (!loaded) throw trackingNotFound();
    return toTrackingResult(loaded);
  }

  // --- the admin's status change ---

  async changeOrderStatus(input: ChangeStatusInput): Promise<OrderDetail> {
    const loaded = await changeOrderStatus(this.deps.db, input, this.deps);
    return toOrderDetail(loaded, { accessToken: this.deps.tokens.issue(loaded.order.id) });
  }

  async changeOrderStatusForAdmin(input: ChangeStatusInput): Promise<AdminOrder> {
    return toAdminOrder(await changeOrderStatus(this.deps.db, input, this.deps));
  }
}

/** Whose use of a coupon this is: the account, and the email and phone the order is placed with. */
export function buyerOf(
  input: { customer: { email: string; phone: string } },
  user: SessionUser | null,
): CouponBuyer {
  return { userId: user?.id ?? null, email: input.customer.email, phone: input.customer.phone };
}

/** An admin or staff member, the signed-in buyer, or the verified owner of a guest order's email. */
function mayViewSignedIn(order: OrderRow, user: SessionUser | null): boolean {
  if (isTeamRole(user?.role)) return true;
  return user !== null && isBuyerOf(order, user);
}

export type Buyer = Pick<SessionUser, 'id' | 'email' | 'emailVerified'>;

/** The signed-in buyer, or the verified owner of a guest order's email (the orders My Orders lists). */
export function isBuyerOf(order: Pick<OrderRow, 'userId' | 'customerEmail'>, user: Buyer): boolean {
  if (order.userId === user.id) return true;
  return user.emailVerified && !order.userId && order.customerEmail === user.email.toLowerCase();
}

export interface ChangeStatusInput {
  orderId: string;
  status: OrderStatus;
  /** The admin's user id (kept in the history). */
  changedBy: string | null;
  /** With Shipped: the courier's hand-over, stored on the order before the mail is written. */
  shipment?: ShipmentInput | undefined;
}

/**
 * The admin's dropdown (docs/product.md §4.6: any status; a delivered order is final, 409): the order, locked
 * so parallel changes take turns, goes through the status writer (transitionOrder).
 */
export async function changeOrderStatus(
  db: Db,
  input: ChangeStatusInput,
  effects: OrderEffects,
): Promise<LoadedOrder> {
  if (!isUuid(input.orderId)) throw orderNotFound();
  const template = await effects.mailer.templateContext();
  const { loaded, stockMoved } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId.toLowerCase()))
      .for('update');
    if (!current) throw orderNotFound();
    let shipped: OrderRow | undefined = current;
    if (input.shipment && input.status === 'shipped') {
      [shipped] = await tx
        .update(orders)
        .set({
          courier: input.shipment.courier,
          trackingNumber: input.shipment.trackingNumber,
          trackingUrl: input.shipment.trackingUrl ?? null,
        })
        .where(eq(orders.id, current.id))
        .returning();
    }
    const { order, items, stockMoved } = await transitionOrder(tx, shipped!, input.status, {
      reason: 'admin',
      by: input.changedBy,
      now: effects.now(),
      mailer: effects.mailer,
      template,
    });
    return { loaded: { order, items, history: await selectHistory(tx, [order.id]) }, stockMoved };
  });
  if (stockMoved) effects.invalidateProducts();
  effects.mailer.nudge();
  return loaded;
}

/** Privacy export (issue 22): every order My Orders lists for the account, with its lines. */
export async function ordersForExport(db: Db, user: Buyer) {
  const { items } = await listUserOrders(db, user, { page: 1, limit: EXPORT_ORDERS_MAX });
  return items.map(toOrderSummary);
}
const EXPORT_ORDERS_MAX = 10_000;

/**
 * Account deletion (issue 22): the account's orders kept, detached from the person, and their invoices with
 * them as far as the GST rules allow (decision 034); their checkouts' stored answers deleted. How many orders.
 */
export async function detachOrdersOf(tx: Db, user: Buyer, at: Date): Promise<number> {
  const ids = await detachOrders(tx, user, at);
  await detachInvoicesOf(tx, ids);
  // A checkout's stored answer (kept 48 h for its retries) holds the name, phone and address (L4).
  if (ids.length > 0) await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.orderId, ids));
  return ids.length;
}

/**
 * Privacy (decision 034): the person's orders, in the export with what deleting the account keeps for the tax
 * law; kept, detached from the person, when the account is deleted.
 */
export const ordersPersonalData = {
  owner: 'commerce',
  tables: ['orders'],
  exportFor: async (db: Db, person: Buyer) => {
    const orders = await ordersForExport(db, person);
    return {
      orders,
      keptAfterDeletion: {
        why: KEPT_FOR_TAX_LAW,
        taxDocuments: await taxRecordsOf(
          db,
          orders.map((order) => order.id),
        ),
      },
    };
  },
  forget: async (tx: Db, person: Buyer, erasure: { at: Date }) => {
    await detachOrdersOf(tx, person, erasure.at);
  },
};

const KEPT_FOR_TAX_LAW =
  'Deleting your account keeps your orders without your name, email, phone or address, and their tax invoices and credit notes: the CGST Act (sections 35 and 36) requires the shop to keep them for 72 months from the due date of the annual return of their year. An invoice keeps your name when GST rule 46 requires it (you gave a GSTIN, or its taxable value is ₹50,000 or more).';
