import { z } from 'zod';

/** One revenue window: the sales' total in paise and how many orders. */
const salesSchema = z.object({ revenue: z.number().int(), orders: z.number().int() });

const stockPieceSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** The variant's options ('Large / Blue'), null for a product without options. */
  options: z.string().nullable(),
  left: z.number().int(),
});

/**
 * GET /api/admin/today (decision 083): the owner's first screen. Each part is null for a role that may not use
 * its area (staff see the orders only): orders (orders), sales (overview), stock (catalog), waiting (content).
 */
export const adminTodaySchema = z.object({
  timeZone: z.literal('Asia/Kolkata'),
  /** The India day it was counted for (YYYY-MM-DD). */
  day: z.string(),
  orders: z
    .object({ toConfirm: z.number().int(), toPack: z.number().int(), toShip: z.number().int() })
    .nullable(),
  sales: z
    .object({
      today: salesSchema,
      /** Monday 00:00 India time until now. */
      thisWeek: salesSchema,
      /** Last Monday until the same moment a week ago. */
      lastWeekToDate: salesSchema,
      /** The whole of last week, Monday to Sunday. */
      lastWeek: salesSchema,
    })
    .nullable(),
  stock: z
    .object({
      /** Threshold of the owner's low-stock alert (Store Settings), the same number the alert mail uses. */
      lowStockAt: z.number().int(),
      lowCount: z.number().int(),
      soldOutCount: z.number().int(),
      /** The lowest first, at most TODAY_STOCK_LIST_MAX of each. */
      low: z.array(stockPieceSchema),
      soldOut: z.array(stockPieceSchema),
    })
    .nullable(),
  waiting: z.object({ reviews: z.number().int(), comments: z.number().int() }).nullable(),
});
export type AdminToday = z.output<typeof adminTodaySchema>;
