import { indiaDay } from '../format/dates.ts';

/*
 * The owner's Today (issue 46 point 5, decision 083), zod-free for the admin bundle: which orders wait for which
 * step, and the revenue windows, cut in India time (Asia/Kolkata) with weeks from Monday.
 */

/** The order statuses that wait for the shop, each the step the owner takes next (docs/product.md §7.1a). */
export const TODAY_STEPS = { toConfirm: 'confirmed', toPack: 'processing', toShip: 'packed' } as const;
export type TodayStep = keyof typeof TODAY_STEPS;
export const TODAY_STEP_NAMES = Object.keys(TODAY_STEPS) as TodayStep[];

/** The pieces the home names under low stock and sold out (their counts are whole). */
export const TODAY_STOCK_LIST_MAX = 5;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The moment an India day (YYYY-MM-DD) starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export interface RevenueWindows {
  todayStart: Date;
  /** Monday 00:00 of this week, India time. */
  weekStart: Date;
  lastWeekStart: Date;
  /** The same moment a week ago: last week up to here is the fair comparison for this week so far. */
  weekAgo: Date;
}

export function revenueWindows(now: Date): RevenueWindows {
  const today = indiaDay(now);
  const todayStart = dayStart(today);
  // ISO weekday of the India day (1 Monday … 7 Sunday).
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const weekStart = new Date(todayStart.getTime() - (weekday - 1) * DAY_MS);
  return {
    todayStart,
    weekStart,
    lastWeekStart: new Date(weekStart.getTime() - WEEK_MS),
    weekAgo: new Date(now.getTime() - WEEK_MS),
  };
}

/** This week against last week to the same moment, in whole per cent (null when last week had nothing). */
export function weekChangePercent(thisWeek: number, lastWeekToDate: number): number | null {
  if (lastWeekToDate === 0) return null;
  return Math.round(((thisWeek - lastWeekToDate) / lastWeekToDate) * 100);
}
