import type { AdminAnalytics } from '#shared/analytics/analytics.schemas.ts';
import { ANALYTICS_TIME_ZONE } from '#shared/analytics/analytics.ts';

/** Pure shaping of GET /api/admin/analytics for the charts and their tables (unit-tested beside). */

// One day formatter per locale, made on first use.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string) {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: ANALYTICS_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format;
}
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A YYYY-MM-DD India day as `22 Nov` in `locale` (noon, so no time zone can move it to another day). */
export function dayLabel(day: string, locale = 'en-IN'): string {
  const date = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? day : dayFormat(locale).format(date);
}

/** Axis ticks: paise as short rupees (`₹950`, `₹12K`, `₹1.2L`). */
export const rupeesTick = (paise: number) => compactRupees.format(paise / 100);

export interface SalesTotals {
  revenue: number;
  orders: number;
  /** paise, rounded; 0 without orders */
  averageOrder: number;
}

/** The 30 days in one line: revenue, orders and the average order value. */
export function salesTotals(daily: AdminAnalytics['daily']): SalesTotals {
  const revenue = daily.reduce((sum, d) => sum + d.revenue, 0);
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  return { revenue, orders, averageOrder: orders ? Math.round(revenue / orders) : 0 };
}

/** The day with the most revenue (the first of equals), or null when nothing sold. */
export function bestDay(daily: AdminAnalytics['daily']): AdminAnalytics['daily'][number] | null {
  let best: AdminAnalytics['daily'][number] | null = null;
  for (const day of daily) if (day.revenue > 0 && (!best || day.revenue > best.revenue)) best = day;
  return best;
}

/** Statuses with at least one order (a chart of nine bars, most of them zero, says little). */
export const nonZeroStatuses = (byStatus: AdminAnalytics['byStatus']) => byStatus.filter((s) => s.count > 0);
