import { z } from 'zod';

/** The admin dashboard's four summary cards: Total Products, Total Orders, All Customers, Testimonials. */
export const adminOverviewSchema = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  customers: z.number().int(),
  testimonials: z.number().int(),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;
