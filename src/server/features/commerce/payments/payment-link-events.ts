import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders, payments } from '../../../db/schema/index.ts';
import { transitionOrder } from '../order-status.ts';

/** The parts of Razorpay's payment link entity (payload.payment_link.entity) we read. */
export interface RazorpayLinkEntity {
  id?: string;
  status?: string;
  /** paise */
  amount?: number;
  amount_paid?: number;
  currency?: string;
}

export interface LinkEventDeps {
  db: Db;
  now: () => Date;
  invalidateProducts: () => void;
  log: { error(obj: object, msg: string): void };
  /** Records the event's id in `tx`: false when it was handled before. */
  record: (tx: Db) => Promise<boolean>;
  /** The payment confirmed once (PaymentsService.confirm), `before` run first in its transaction. */
  confirm: (
    paymentRowId: string,
    providerPaymentId: string,
    before: (tx: Db) => Promise<boolean>,
  ) => Promise<unknown>;
}

type Outcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Razorpay Payment Links' webhooks (decision 074), after the signature check: `payment_link.paid` confirms the
 * assisted order when the link's `amount_paid` is the whole amount in INR (the order's invoice and mails follow, as
 * for any captured payment); `payment_link.partially_paid` records what arrived and the order keeps waiting;
 * `payment_link.expired` and `payment_link.cancelled` cancel an order still unpaid and release its stock. The link
 * is found by its id on our payment row; one we did not make is ignored. Each event id is handled once.
 */
export async function handleLinkEvent(
  deps: LinkEventDeps,
  event: string,
  link: RazorpayLinkEntity,
  providerPaymentId: string | undefined,
): Promise<Outcome> {
  const [payment] = link.id
    ? await deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'razorpay'), eq(payments.linkId, link.id)))
    : [];
  const recordOnly = async () =>
    (await deps.db.transaction((tx) => deps.record(tx))) ? 'ignored' : 'duplicate';
  if (!payment) return recordOnly();
  const paid = link.amount_paid ?? 0;

  if (event === 'payment_link.paid') {
    if (paid !== payment.amount || (link.currency ?? 'INR') !== payment.currency) {
      deps.log.error(
        { paymentId: payment.id, expected: payment.amount, got: paid, currency: link.currency },
        'payment link paid another amount or currency: not confirmed',
      );
      return recordOnly();
    }
    let fresh = true;
    await deps.confirm(payment.id, providerPaymentId ?? link.id!, async (tx) => {
      fresh = await deps.record(tx);
      if (fresh) await tx.update(payments).set({ amountPaid: paid }).where(eq(payments.id, payment.id));
      return fresh;
    });
    return fresh ? 'processed' : 'duplicate';
  }

  if (event === 'payment_link.partially_paid') {
    const fresh = await deps.db.transaction(async (tx) => {
      if (!(await deps.record(tx))) return false;
      await tx
        .update(payments)
        .set({ amountPaid: paid, status: 'partially_paid', updatedAt: deps.now() })
        .where(
          and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed', 'partially_paid'])),
        );
      return true;
    });
    return fresh ? 'processed' : 'duplicate';
  }

  if (event === 'payment_link.expired' || event === 'payment_link.cancelled') {
    let released = false;
    const fresh = await deps.db.transaction(async (tx) => {
      if (!(await deps.record(tx))) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
      if (order?.status === 'pending_payment') {
        await transitionOrder(tx, order, 'cancelled', {
          reason: 'payment_expired',
          by: null,
          now: deps.now(),
        });
        released = true;
      }
      return true;
    });
    if (released) deps.invalidateProducts();
    return fresh ? 'processed' : 'duplicate';
  }
  return recordOnly();
}
