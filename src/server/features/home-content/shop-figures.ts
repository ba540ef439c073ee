import { and, avg, count, countDistinct, eq, inArray, isNull, not, type SQL, sql, sum } from 'drizzle-orm';
import { STANDING_STATUSES } from '#shared/constants/order-status.ts';
import { TEAM_ROLES } from '#shared/constants/roles.ts';
import type { ShopFigures } from '#shared/home/hero-figures.ts';
import { COUNTER_BUYER_NAME } from '#shared/orders/assisted.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orderReturns, orders, productReviews, user } from '../../db/schema/index.ts';

/** Not the shop's own team buying (audit D-m8): by their account, or by their email on a guest order. */
const notTeamOrder: SQL = sql`not exists (select 1 from ${user} where ${and(
  inArray(user.role, [...TEAM_ROLES]),
  sql`(${user.id} = ${orders.userId} or lower(${user.email}) = lower(${orders.customerEmail}))`,
)})`;

/** An order that stands (decision 080, STANDING_STATUSES), not the team's own. */
const standingSale = and(inArray(orders.status, [...STANDING_STATUSES]), notTeamOrder);

/** A Quick sale's "Walk-in buyer" carries the shop's own contact (decision 076): a sale, but no one to count. */
const namedBuyer = not(
  and(eq(orders.source, 'assisted'), isNull(orders.userId), eq(orders.customerName, COUNTER_BUYER_NAME))!,
);

/** Units returned per order line. */
const returnedUnits = (db: Db) =>
  db
    .select({
      orderItemId: orderReturns.orderItemId,
      units: sum(orderReturns.quantity).as('units'),
    })
    .from(orderReturns)
    .groupBy(orderReturns.orderItemId)
    .as('returned_units');

/**
 * The shop's own numbers for the hero (decision 080): distinct buyers by email and units sold on standing orders,
 * less units returned; the published reviews' average and count. The team's own orders and reviews are left out.
 */
export async function readShopFigures(db: Db): Promise<ShopFigures> {
  const returned = returnedUnits(db);
  const [[buyers], [pieces], [reviews]] = await Promise.all([
    db
      .select({ n: countDistinct(sql`lower(${orders.customerEmail})`) })
      .from(orders)
      .where(and(standingSale, namedBuyer)),
    db
      .select({
        n: sql<string | null>`sum(${orderItems.quantity} - coalesce(${returned.units}, 0))`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(returned, eq(returned.orderItemId, orderItems.id))
      .where(standingSale),
    db
      .select({ average: avg(productReviews.stars), n: count() })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.status, 'published'),
          sql`not exists (select 1 from ${user} where ${and(
            eq(user.id, productReviews.userId),
            inArray(user.role, [...TEAM_ROLES]),
          )})`,
        ),
      ),
  ]);
  return {
    customers: Number(buyers?.n ?? 0),
    piecesSold: Math.max(0, Number(pieces?.n ?? 0)),
    averageRating: reviews?.average == null ? null : Number(reviews.average),
    reviewCount: Number(reviews?.n ?? 0),
  };
}
