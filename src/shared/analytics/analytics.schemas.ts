import { z } from 'zod';
import { ORDER_STATUSES } from '../constants/order-status.ts';
import { type AdminAnalytics, ANALYTICS_TIME_ZONE } from './analytics.ts';

export * from './analytics.ts';

export const adminAnalyticsSchema = z.object({
  timeZone: z.literal(ANALYTICS_TIME_ZONE),
  from: z.string(),
  to: z.string(),
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), count: z.number().int() })),
  byCategory: z.array(
    z.object({ category: z.string(), quantity: z.number().int(), revenue: z.number().int() }),
  ),
  newCustomersByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
}) satisfies z.ZodType<AdminAnalytics>;
