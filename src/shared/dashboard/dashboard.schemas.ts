import { z } from 'zod';

/** The admin dashboard's four summary cards: Total Products, Total Orders, All Customers, Testimonials. */
export const adminOverviewSchema = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  customers: z.number().int(),
  testimonials: z.number().int(),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;

/** The server's background jobs, by the name they report (the admin's warning names them in its language). */
export const JOB_NAMES = [
  'email-outbox',
  'whatsapp-outbox',
  'outbox-retention',
  'review-requests',
  'cart-reminders',
  'payment-expiry',
  'cod-confirmations',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** GET /api/admin/overview/jobs: the jobs that are late in the process that answered (issue 40). */
export const adminJobsSchema = z.object({
  late: z.array(
    z.object({
      job: z.enum(JOB_NAMES),
      /** ISO time of its last good run; null when none since the process started. */
      lastSuccessAt: z.string().nullable(),
      everySeconds: z.number().int(),
    }),
  ),
});
export type AdminJobs = z.output<typeof adminJobsSchema>;
