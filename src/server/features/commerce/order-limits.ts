import { and, count, eq, or } from 'drizzle-orm';
import { said } from '#shared/i18n/said.ts';
import { CHECKOUT_MESSAGES, type CreateOrderData } from '#shared/orders/order.schemas.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Config } from '../../env.ts';
import { AppError } from '../../lib/errors.ts';
import { type RateVerdict, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import type { CheckoutPasses } from './checkout-pass.ts';

const HOUR_MS = 60 * 60_000;
/** The shop-wide window the burst notice counts in (docs/product.md §9.7). */
export const BURST_WINDOW_MINUTES = 10;

/**
 * Checkout abuse limits (docs/product.md §9.7, security review H3): units of one product per order (a store
 * setting), orders per client and per buyer email and phone per hour (counted in the database, so they hold
 * across processes), and unpaid online orders per buyer. Far above what a real buyer does.
 * The per-client limit counts per browser when the order shows an aged checkout pass, under a per-address
 * ceiling a sale-day crowd behind one carrier NAT fits in; per address otherwise (decision 058).
 */
export class CheckoutLimits {
  private readonly perClient: WindowRateLimiter;
  private readonly perPass: WindowRateLimiter;
  private readonly perAddress: WindowRateLimiter;
  private readonly perEmail: WindowRateLimiter;
  private readonly perPhone: WindowRateLimiter;
  private readonly burst: WindowRateLimiter;

  constructor(
    private readonly db: Db,
    private readonly limits: Config['orderLimits'],
    private readonly passes: CheckoutPasses,
    now: () => Date,
  ) {
    const ms = () => now().getTime();
    this.perClient = new WindowRateLimiter(db, 'order-client', limits.perClientPerHour, HOUR_MS, ms);
    this.perPass = new WindowRateLimiter(db, 'order-pass', limits.perClientPerHour, HOUR_MS, ms);
    this.perAddress = new WindowRateLimiter(db, 'order-address', limits.perAddressPerHour, HOUR_MS, ms);
    this.perEmail = new WindowRateLimiter(db, 'order-email', limits.perBuyerPerHour, HOUR_MS, ms);
    this.perPhone = new WindowRateLimiter(db, 'order-phone', limits.perBuyerPerHour, HOUR_MS, ms);
    this.burst = new WindowRateLimiter(
      db,
      'order-burst',
      limits.burstNoticeAt,
      BURST_WINDOW_MINUTES * 60_000,
      ms,
    );
  }

  /**
   * Before the idempotency claim: a line over the units cap is 400 naming the line (and counts nothing);
   * then the client (its pass and address, or its address alone), the email and the phone each count one
   * attempt, and any over its limit is 429; an online order is 429 while its buyer already holds the most
   * unpaid ones.
   */
  async admit(
    input: CreateOrderData,
    caller: { client: string; checkoutPass?: string },
    settings: Pick<StoreSettings, 'maxUnitsPerProduct'>,
  ) {
    const max = settings.maxUnitsPerProduct;
    const overCap = input.items.flatMap((line, i) => (line.quantity > max ? [`items.${i}.quantity`] : []));
    if (overCap.length > 0) {
      const message = CHECKOUT_MESSAGES.tooManyUnits(max);
      const capSaid = said('tooManyUnits', { max });
      throw new AppError(
        'BAD_REQUEST',
        message,
        Object.fromEntries(overCap.map((field) => [field, message])),
        undefined,
        { said: capSaid, saidFields: Object.fromEntries(overCap.map((field) => [field, capSaid])) },
      );
    }

    const pass = this.passes.read(caller.checkoutPass);
    const byClient = this.passes.aged(pass)
      ? [
          { limiter: this.perPass, key: pass.id },
          { limiter: this.perAddress, key: caller.client },
        ]
      : [{ limiter: this.perClient, key: caller.client }];
    const verdicts = await WindowRateLimiter.hitEach(this.db, [
      ...byClient,
      { limiter: this.perEmail, key: input.customer.email },
      { limiter: this.perPhone, key: input.customer.phone },
    ]);
    const refused = verdicts.filter((v): v is Extract<RateVerdict, { allowed: false }> => !v.allowed);
    if (refused.length > 0) {
      const retryAfter = Math.max(...refused.map((v) => v.retryAfter));
      throw new AppError('RATE_LIMITED', CHECKOUT_MESSAGES.tooManyOrders, undefined, retryAfter);
    }

    if (input.paymentMethod === 'online') {
      const [row] = await this.db
        .select({ unpaid: count() })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending_payment'),
            or(
              eq(orders.customerEmail, input.customer.email),
              eq(orders.customerPhone, input.customer.phone),
            ),
          ),
        );
      if ((row?.unpaid ?? 0) >= this.limits.unpaidOnlinePerBuyer) {
        const n = this.limits.unpaidOnlinePerBuyer;
        throw new AppError('RATE_LIMITED', CHECKOUT_MESSAGES.tooManyUnpaid(n), undefined, undefined, {
          said: said('tooManyUnpaid', { n }),
        });
      }
    }
  }

  /** Orders shop-wide in the burst window beyond which the store hears. */
  get burstThreshold(): number {
    return this.limits.burstNoticeAt;
  }

  /** After an order is placed: true for the one order per window that takes the shop past the burst threshold. */
  crossesBurst(): Promise<boolean> {
    return this.burst.firstPastLimit('shop');
  }
}
