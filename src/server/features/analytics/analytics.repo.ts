import { sql } from 'drizzle-orm';
import type { AdminAnalytics } from '#shared/analytics/analytics.schemas.ts';
import { ANALYTICS_DAYS, ANALYTICS_TIME_ZONE, ANALYTICS_WEEKS } from '#shared/analytics/analytics.ts';
import { indiaDay } from '#shared/format/dates.ts';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '#shared/orders/order.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { customerProfiles, orderItems, orders } from '../../db/schema/index.ts';
import { notTeamAccount } from '../customers/customers.service.ts';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD India day `n` days later (negative: earlier). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The moment an India day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** Orders that stand as sales: taken (not unpaid, not awaiting COD confirmation) and not cancelled or returned (007, 087). */
const isSale = sql`${orders.status} not in ('pending_payment', 'awaiting_confirmation', 'cancelled', 'returned')`;

/**
 * The admin's charts, every figure an SQL aggregate: sales per India day for the last 30 days
 * (today included, zero-filled with generate_series), orders by status and sales by category over
 * the same days, and new customers per week (Monday to Sunday, India time) for the last 12 weeks.
 * The windows are ranges on created_at / signup_date (their indexes); days are cut in India time.
 */
export async function adminAnalytics(db: Db, now: Date): Promise<AdminAnalytics> {
  const to = indiaDay(now);
  const from = addDays(to, -(ANALYTICS_DAYS - 1));
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const inWindow = sql`${orders.createdAt} >= ${start}::timestamptz and ${orders.createdAt} < ${end}::timestamptz`;
  const localDay = (column: typeof orders.createdAt | typeof customerProfiles.signupDate) =>
    sql`(${column} at time zone ${ANALYTICS_TIME_ZONE})`;

  // ISO weekday of today (1 Monday … 7 Sunday) gives this week's Monday.
  const weekday = new Date(`${to}T00:00:00Z`).getUTCDay() || 7;
  const thisMonday = addDays(to, 1 - weekday);
  const firstMonday = addDays(thisMonday, -7 * (ANALYTICS_WEEKS - 1));

  const [daily, statuses, categories, weeks] = await Promise.all([
    queryRows<{ date: string; orders: number; revenue: string }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(s.orders, 0)::int as orders, coalesce(s.revenue, 0)::bigint as revenue
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
          left join (
            select ${localDay(orders.createdAt)}::date as day, count(*)::int as orders, sum(${orders.totalAmount}) as revenue
            from ${orders} where ${inWindow} and ${isSale} group by 1
          ) s on s.day = d::date
          order by d`,
    ),
    queryRows<{ status: string; count: number }>(
      db,
      sql`select ${orders.status} as status, count(*)::int as count from ${orders} where ${inWindow} group by 1`,
    ),
    queryRows<{ category: string; quantity: string; revenue: string }>(
      db,
      sql`select ${orderItems.productCategory} as category, sum(${orderItems.quantity})::bigint as quantity,
            sum(${orderItems.totalPrice})::bigint as revenue
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${inWindow} and ${isSale}
          group by 1 order by 3 desc, 1`,
    ),
    queryRows<{ weekStart: string; count: number }>(
      db,
      sql`select to_char(w, 'YYYY-MM-DD') as "weekStart", coalesce(c.n, 0)::int as count
          from generate_series(${firstMonday}::date, ${thisMonday}::date, interval '7 days') as w
          left join (
            select date_trunc('week', ${localDay(customerProfiles.signupDate)})::date as week, count(*)::int as n
            from ${customerProfiles}
            where ${customerProfiles.signupDate} >= ${dayStart(firstMonday)}::timestamptz
              and ${customerProfiles.signupDate} < ${end}::timestamptz
              and ${notTeamAccount}
            group by 1
          ) c on c.week = w::date
          order by w`,
    ),
  ]);

  const byStatus = new Map(statuses.map((s) => [s.status, Number(s.count)]));
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    from,
    to,
    daily: daily.map((d) => ({ date: d.date, orders: Number(d.orders), revenue: Number(d.revenue) })),
    byStatus: ORDER_STATUSES.map((status: OrderStatus) => ({
      status,
      label: orderStatusLabel(status),
      count: byStatus.get(status) ?? 0,
    })),
    byCategory: categories.map((c) => ({
      category: c.category,
      quantity: Number(c.quantity),
      revenue: Number(c.revenue),
    })),
    newCustomersByWeek: weeks.map((w) => ({ weekStart: w.weekStart, count: Number(w.count) })),
  };
}
