import { z } from 'zod';
import { ORDER_STATUSES } from '../constants/order-status.ts';
import { ANALYTICS_TIME_ZONE } from './analytics.ts';

export * from './analytics.ts';

export const adminAnalyticsSchema = z.object({
  timeZone: z.literal(ANALYTICS_TIME_ZONE),
  /** First and last India day of the 30-day window (today included). */
  from: z.string(),
  to: z.string(),
  /** 30 entries, oldest first, zero-filled. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
  /** Every status, in the status list's order, zeros included (orders created in the window). */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), count: z.number().int() })),
  /** Categories with sales in the window, highest revenue first. */
  byCategory: z.array(
    z.object({ category: z.string(), quantity: z.number().int(), revenue: z.number().int() }),
  ),
  /** 12 entries, oldest first (the current week last), zero-filled: customers by signup date. */
  newCustomersByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
});

export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
