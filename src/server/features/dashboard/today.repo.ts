import { sql } from 'drizzle-orm';
import { STANDING_STATUSES } from '#shared/constants/order-status.ts';
import type { AdminToday } from '#shared/dashboard/today.schemas.ts';
import { type RevenueWindows, TODAY_STEPS, TODAY_STOCK_LIST_MAX } from '#shared/dashboard/today.ts';
import { DEFAULT_OWNER_ALERTS } from '#shared/settings/settings-admin.ts';
import { type Db, queryRows } from '../../db/client.ts';
import {
  blogComments,
  orders,
  productReviews,
  products,
  productVariants,
  storeSettings,
} from '../../db/schema/index.ts';

type Counted = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/** A sale (decision 007, as the charts count it): placed and standing, unpaid, cancelled and returned not. */
const isSale = sql`${orders.status} in (${sql.join(
  STANDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * The orders waiting for each step: one pass over orders_status_idx, whatever their age (the list a count opens
 * shows the same orders: a status filter reaches the whole history).
 */
export async function countWaitingOrders(db: Db): Promise<NonNullable<AdminToday['orders']>> {
  const [row] = await queryRows<Counted>(
    db,
    sql`select
          count(*) filter (where ${orders.status} = ${TODAY_STEPS.toConfirm}) as "toConfirm",
          count(*) filter (where ${orders.status} = ${TODAY_STEPS.toPack}) as "toPack",
          count(*) filter (where ${orders.status} = ${TODAY_STEPS.toShip}) as "toShip"
        from ${orders}
        where ${orders.status} in (${TODAY_STEPS.toConfirm}, ${TODAY_STEPS.toPack}, ${TODAY_STEPS.toShip})`,
  );
  return { toConfirm: n(row?.toConfirm), toPack: n(row?.toPack), toShip: n(row?.toShip) };
}

/** Sales in the four windows: one range scan of orders_created_at_idx from last Monday, India time. */
export async function sumSales(
  db: Db,
  w: RevenueWindows,
  now: Date,
): Promise<NonNullable<AdminToday['sales']>> {
  const between = (from: Date, to: Date) =>
    sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz and ${orders.createdAt} < ${to.toISOString()}::timestamptz`;
  const windows = {
    today: between(w.todayStart, now),
    thisWeek: between(w.weekStart, now),
    lastWeekToDate: between(w.lastWeekStart, w.weekAgo),
    lastWeek: between(w.lastWeekStart, w.weekStart),
  };
  const columns = Object.entries(windows).map(
    ([name, where]) =>
      sql`coalesce(sum(${orders.totalAmount}) filter (where ${where}), 0) as ${sql.identifier(`${name}Revenue`)},
          count(*) filter (where ${where}) as ${sql.identifier(`${name}Orders`)}`,
  );
  const [row] = await queryRows<Counted>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${orders}
        where ${isSale} and ${between(w.lastWeekStart, now)}`,
  );
  const sales = (name: keyof typeof windows) => ({
    revenue: n(row?.[`${name}Revenue`]),
    orders: n(row?.[`${name}Orders`]),
  });
  return {
    today: sales('today'),
    thisWeek: sales('thisWeek'),
    lastWeekToDate: sales('lastWeekToDate'),
    lastWeek: sales('lastWeek'),
  };
}

/**
 * Counted pieces on sale (the variant is the unit of stock; made-to-order pieces are made, not stocked) at or
 * under the owner's low-stock threshold, and those at none: the counts and the lowest few of each.
 */
export async function stockToWatch(db: Db): Promise<NonNullable<AdminToday['stock']>> {
  const [settings] = await db.select({ lowStockAt: storeSettings.lowStockAt }).from(storeSettings).limit(1);
  const lowStockAt = settings?.lowStockAt ?? DEFAULT_OWNER_ALERTS.lowStockAt;
  const rows = await queryRows<{
    productId: number;
    name: string;
    options: string | null;
    left: number;
    lowCount: string;
    soldOutCount: string;
    rank: string;
  }>(
    db,
    sql`select * from (
          select ${products.id} as "productId", ${products.name} as name,
            nullif(concat_ws(' / ', ${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3}), '') as options,
            ${productVariants.stockQuantity} as "left",
            count(*) filter (where ${productVariants.stockQuantity} > 0) over () as "lowCount",
            count(*) filter (where ${productVariants.stockQuantity} = 0) over () as "soldOutCount",
            row_number() over (
              partition by ${productVariants.stockQuantity} = 0
              order by ${productVariants.stockQuantity}, ${products.name}, ${productVariants.position}
            ) as rank
          from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
          where ${productVariants.stockQuantity} <= ${lowStockAt}
            and ${productVariants.active} and ${productVariants.archivedAt} is null
            and ${products.archivedAt} is null and ${products.inStock}
            and ${products.fulfilment} <> 'made_to_order'
        ) pieces
        where rank <= ${TODAY_STOCK_LIST_MAX}
        order by "left", name`,
  );
  const piece = ({ productId, name, options, left }: (typeof rows)[number]) => ({
    productId: Number(productId),
    name,
    options,
    left: Number(left),
  });
  return {
    lowStockAt,
    lowCount: n(rows[0]?.lowCount),
    soldOutCount: n(rows[0]?.soldOutCount),
    low: rows.filter((r) => Number(r.left) > 0).map(piece),
    soldOut: rows.filter((r) => Number(r.left) === 0).map(piece),
  };
}

/** Reviews and blog comments the owner has not moderated yet (their status indexes). */
export async function countWaitingModeration(db: Db): Promise<NonNullable<AdminToday['waiting']>> {
  const [row] = await queryRows<Counted>(
    db,
    sql`select
          (select count(*) from ${productReviews} where ${productReviews.status} = 'pending') as reviews,
          (select count(*) from ${blogComments}
             where not ${blogComments.isApproved} and ${blogComments.rejectedAt} is null) as comments`,
  );
  return { reviews: n(row?.reviews), comments: n(row?.comments) };
}
