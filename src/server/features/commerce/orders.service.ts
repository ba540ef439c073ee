import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AddressInput } from '#shared/addresses/address.schemas.ts';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { ROLES } from '#shared/constants/roles.ts';
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
} from '#shared/orders/order-admin.schemas.ts';
import { orderTotals } from '#shared/pricing/shipping.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orderItems, orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { tokenMatches } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';
import { countOrderOnProfile, enqueueConfirmationMails, type OrderEffects } from './order-effects.ts';
import { generateOrderNumber } from './order-number.ts';
import { transitionOrder } from './order-status.ts';
import {
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
import { reserveStock } from './stock.ts';

/** An AppError with its own HTTP status (422 for an idempotency key reused with another body). */
export class StatusError extends AppError {
  constructor(
    code: AppError['code'],
    message: string,
    private readonly status: number,
  ) {
    super(code, message);
  }
  override get statusCode(): number {
    return this.status;
  }
}

/** Test-only failure points (crash-safety tests); production never passes any. */
export interface PlaceOrderFaults {
  /** Runs inside the transaction after the order row is written and before its items. */
  afterOrderInsert?: (orderId: string) => void | Promise<void>;
}

export interface OrdersServiceDeps extends OrderEffects {
  db: Db;
  payments: PaymentSetup;
  /** Saves a checkout address for a signed-in user (the addresses feature). */
  saveAddress?: (userId: string, input: AddressInput) => Promise<unknown>;
  faults?: PlaceOrderFaults;
  /** Order number source (tests force collisions). */
  orderNumber?: (now: Date) => string;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface PlaceOrderContext {
  user: SessionUser | null;
  idempotencyKey: string;
}

export interface PlaceOrderResult {
  body: CreateOrderResponse;
  replayed: boolean;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

export const orderNotFound = () => new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound.title);
export const trackingNotFound = () => new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound.description);

class KeyTaken extends Error {}

function requestHash(input: CreateOrderData): string {
  const c = input.customer;
  const canonical = {
    customer: [c.fullName, c.email, c.phone, c.address, c.city, c.state, c.pincode],
    items: input.items.map((i) => [i.productId, i.quantity]),
    paymentMethod: input.paymentMethod,
    saveAddress: input.saveAddress === true,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Orders: placing one (one transaction: idempotency key, conditional stock decrements, order,
 * items, history, counters, outbox mail, stored response), reading one for whoever may see it,
 * the user's lists, public tracking, and the admin's status change.
 */
export class OrdersService {
  private readonly log: NonNullable<OrdersServiceDeps['log']>;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.log = deps.log ?? { warn: () => {}, error: () => {} };
  }

  // --- placing ---

  async placeOrder(input: CreateOrderData, ctx: PlaceOrderContext): Promise<PlaceOrderResult> {
    if (!isUuid(ctx.idempotencyKey)) {
      throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.idempotencyKeyRequired);
    }
    const provider = input.paymentMethod === 'online' ? this.deps.payments.active : null;
    if (input.paymentMethod === 'online' && !provider) {
      throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.paymentUnavailable, {
        paymentMethod: CHECKOUT_MESSAGES.paymentUnavailable,
      });
    }
    // Scoped by buyer: another account's key never reaches this buyer's stored answer.
    const key = `checkout:${ctx.user?.id ?? 'guest'}:${ctx.idempotencyKey.toLowerCase()}`;
    const hash = requestHash(input);
    const template = await this.deps.mailer.templateContext();

    let placed: { order: OrderRow; items: OrderItemRow[]; body: CreateOrderResponse } | undefined;
    for (let attempt = 1; !placed; attempt++) {
      try {
        placed = await this.deps.db.transaction(async (tx) => {
          const now = this.deps.now();
          // The key's primary key is the lock: a second submit with this key waits here until the
          // first commits (then replays its answer) or rolls back (then places the order itself).
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ key, requestHash: hash, createdAt: now })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (claimed.length === 0) throw new KeyTaken();

          const lines = input.items.map((line, index) => ({ ...line, index }));
          const products = await reserveStock(tx, lines, { purchasableOnly: true });

          // Prices from the database only.
          const priced = lines.map((line) => {
            const p = products.get(line.productId)!;
            return { line, product: p, total: p.price * line.quantity };
          });
          const subtotal = priced.reduce((sum, l) => sum + l.total, 0);
          const totals = orderTotals(subtotal, {
            freeShippingThreshold: template.settings.freeShippingThreshold,
            shippingFee: template.settings.shippingFee,
          });
          const status: OrderStatus = input.paymentMethod === 'cod' ? 'confirmed' : 'pending_payment';
          const c = input.customer;

          let order: OrderRow | undefined;
          for (let i = 0; i < 5 && !order; i++) {
            [order] = await tx
              .insert(orders)
              .values({
                orderNumber: (this.deps.orderNumber ?? generateOrderNumber)(now),
                userId: ctx.user?.id ?? null,
                customerName: c.fullName,
                customerEmail: c.email,
                customerPhone: c.phone,
                deliveryAddress: c.address,
                city: c.city,
                state: c.state,
                pincode: c.pincode,
                subtotal: totals.subtotal,
                shippingCost: totals.shippingCost,
                totalAmount: totals.total,
                paymentMethod: input.paymentMethod,
                status,
                accessToken: randomBytes(32).toString('base64url'),
                orderDate: now,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing({ target: orders.orderNumber })
              .returning();
          }
          if (!order) throw new Error('Could not allocate a unique order number');

          await this.deps.faults?.afterOrderInsert?.(order.id);

          const items = await tx
            .insert(orderItems)
            .values(
              priced.map(({ line, product, total }) => ({
                orderId: order.id,
                productId: product.id,
                productName: product.name,
                productCategory: product.category,
                catalogNumber: product.catalogNumber,
                quantity: line.quantity,
                unitPrice: product.price,
                totalPrice: total,
                productImage: product.images[0]?.url ?? null,
              })),
            )
            .returning();
          const history = await tx
            .insert(orderStatusHistory)
            .values({
              orderId: order.id,
              fromStatus: null,
              toStatus: status,
              changedBy: ctx.user?.id ?? null,
              createdAt: now,
            })
            .returning();

          if (status === 'confirmed') {
            await countOrderOnProfile(tx, order, now);
            await enqueueConfirmationMails(tx, this.deps.mailer, template, order, items);
          } else {
            // Online: stock is reserved; the gateway order is created right after commit (no network
            // call while rows are locked). Counters and mail wait for the payment.
            await tx.insert(payments).values({
              orderId: order.id,
              provider: provider!.name,
              amount: order.totalAmount,
              currency: 'INR',
              status: 'created',
              createdAt: now,
              updatedAt: now,
            });
          }

          const body: CreateOrderResponse = {
            order: toOrderDetail({ order, items, history }, { includeToken: true }),
          };
          await tx
            .update(idempotencyKeys)
            .set({ statusCode: 201, response: body, orderId: order.id })
            .where(eq(idempotencyKeys.key, key));
          return { order, items, body };
        });
      } catch (error) {
        if (error instanceof KeyTaken) {
          const replay = await this.replay(key, hash);
          if (replay) return { body: await this.withPayment(replay), replayed: true };
          if (attempt < MAX_ATTEMPTS) continue;
          throw new StatusError('CONFLICT', 'This order is still being placed. Please wait a moment.', 409);
        }
        const code = pgErrorCode(error);
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }

    this.deps.invalidateProducts();
    this.deps.mailer.nudge();

    const warnings: OrderWarning[] = [];
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

  /** The stored answer for a key: 422 if it was for another body; undefined if it is gone. */
  private async replay(key: string, hash: string): Promise<CreateOrderResponse | undefined> {
    const [row] = await this.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) return undefined;
    if (row.requestHash !== hash) {
      throw new StatusError('CONFLICT', CHECKOUT_MESSAGES.idempotencyConflict, 422);
    }
    if (row.statusCode === null || !row.response) {
      throw new StatusError('CONFLICT', 'This order is still being placed. Please wait a moment.', 409);
    }
    return row.response as CreateOrderResponse;
  }

  /** A pending online order carries what the browser needs to pay (created with the gateway on demand). */
  private async withPayment(body: CreateOrderResponse): Promise<CreateOrderResponse> {
    if (body.order.paymentMethod !== 'online') return body;
    const loaded = await loadOrder(this.deps.db, body.order.id);
    if (loaded?.order.status !== 'pending_payment') return body;
    const payment = await this.paymentSession(loaded.order);
    return { ...body, order: { ...body.order, payment } };
  }

  /** Set by the payments feature (it owns the gateway calls). */
  paymentSession: (order: OrderRow) => Promise<OrderDetail['payment']> = async () => null;

  // --- reading ---

  /** The signed-in owner, an admin, or anyone with the order's token; everyone else: 404. */
  async viewOrder(id: string, viewer: { user: SessionUser | null; token?: string }): Promise<OrderDetail> {
    if (!isUuid(id)) throw orderNotFound();
    const loaded = await loadOrder(this.deps.db, id.toLowerCase());
    if (!loaded || !mayView(loaded.order, viewer)) throw orderNotFound();
    const detail = toOrderDetail(loaded, { includeToken: true });
    if (loaded.order.status === 'pending_payment') detail.payment = await this.paymentSession(loaded.order);
    return detail;
  }

  async listMine(user: SessionUser, page: { page: number; limit: number }) {
    const { items, total } = await listUserOrders(this.deps.db, user, page);
    return { items: items.map(toOrderSummary), total, page: page.page, limit: page.limit };
  }

  /** The admin's Orders tab: one group of the last 3 months, newest first, and every group's count. */
  async listForAdmin(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const since = adminOrdersSince(this.deps.now());
    const { items, groups } = await listAdminOrders(this.deps.db, { ...query, since });
    return {
      items: items.map(toAdminOrder),
      total: groups[query.group],
      page: query.page,
      limit: query.limit,
      groups,
      since: since.toISOString(),
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
    return toOrderDetail(await changeOrderStatus(this.deps.db, input, this.deps), { includeToken: true });
  }

  async changeOrderStatusForAdmin(input: ChangeStatusInput): Promise<AdminOrder> {
    return toAdminOrder(await changeOrderStatus(this.deps.db, input, this.deps));
  }
}

function mayView(order: OrderRow, viewer: { user: SessionUser | null; token?: string }): boolean {
  const { user } = viewer;
  if (user?.role === ROLES.admin) return true;
  if (user && order.userId === user.id) return true;
  if (user?.emailVerified && !order.userId && order.customerEmail === user.email.toLowerCase()) return true;
  return tokenMatches(order.accessToken, viewer.token);
}

export interface ChangeStatusInput {
  orderId: string;
  status: OrderStatus;
  /** The admin's user id (kept in the history). */
  changedBy: string | null;
}

/**
 * The admin's dropdown (spec §4: any status; a delivered order is final, 409): the order, locked
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
    const { order, items, stockMoved } = await transitionOrder(tx, current, input.status, {
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
