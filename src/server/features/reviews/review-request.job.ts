import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema/index.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import type { MailService } from '../mail/mail.service.ts';
import { reviewRequestEmail } from '../mail/templates/index.ts';
import { readAdminStoreSettings } from '../settings/settings.service.ts';

/** An order delivered longer ago than the setting plus this is past asking (and not mailed when the feature starts). */
const ASK_WITHIN_DAYS = 14;
const BATCH = 50;
const DAY_MS = 86_400_000;

export interface ReviewRequestJobOptions {
  db: Db;
  mail: Pick<MailService, 'enqueue' | 'templateContext' | 'nudge'>;
  now: () => Date;
  /** 0 or less: no timer (tests call runOnce). */
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}

/**
 * 'How did you find your order?' (docs/product.md §3.10): once per delivered order, the store's
 * review-request days after its delivery, a mail with a review link per product. Each order is claimed
 * with SKIP LOCKED and marked in the transaction that queues its mail, so several server processes send
 * it once.
 */
export class ReviewRequestJob extends PeriodicJob {
  constructor(private readonly opts: ReviewRequestJobOptions) {
    super({ name: 'review requests', intervalMs: opts.intervalMs, log: opts.log });
  }

  protected async run(): Promise<void> {
    for (let batch = 0; batch < 20; batch++) {
      if ((await this.sendBatch()) < BATCH) break;
    }
  }

  /** One batch of due orders mailed; how many were claimed. */
  async sendBatch(): Promise<number> {
    const { db, mail, now } = this.opts;
    const { reviewRequestDays } = await readAdminStoreSettings(db);
    const at = now();
    const dueBy = new Date(at.getTime() - reviewRequestDays * DAY_MS);
    const notBefore = new Date(dueBy.getTime() - ASK_WITHIN_DAYS * DAY_MS);
    const context = await mail.templateContext();
    const deliveredAt = sql`(select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
      where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.toStatus} = 'delivered')`;
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: orders.id,
          name: orders.customerName,
          email: orders.customerEmail,
          number: orders.orderNumber,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'delivered'),
            isNull(orders.reviewRequestedAt),
            sql`${deliveredAt} between ${notBefore.toISOString()} and ${dueBy.toISOString()}`,
          ),
        )
        .orderBy(orders.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((o) => o.id);
      await tx.update(orders).set({ reviewRequestedAt: at }).where(inArray(orders.id, ids));
      // The products still in the shop (an archived one cannot be reviewed from its page).
      const lines = await tx
        .selectDistinct({ orderId: orderItems.orderId, id: products.id, name: products.name })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(
          and(inArray(orderItems.orderId, ids), isNotNull(orderItems.productId), isNull(products.archivedAt)),
        );
      for (const order of due) {
        const items = lines.filter((l) => l.orderId === order.id).map(({ id, name }) => ({ id, name }));
        if (items.length === 0) continue;
        const message = reviewRequestEmail(
          { to: order.email, name: order.name, orderNumber: order.number, products: items },
          context.settings,
          context.publicUrl,
        );
        await mail.enqueue(tx, message);
      }
      return due.length;
    });
    if (claimed > 0) mail.nudge();
    return claimed;
  }
}
