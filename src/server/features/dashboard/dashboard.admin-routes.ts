import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminJobsSchema,
  adminOverviewSchema,
  JOB_NAMES,
  type JobName,
} from '#shared/dashboard/dashboard.schemas.ts';
import { type AdminToday, adminTodaySchema } from '#shared/dashboard/today.schemas.ts';
import { revenueWindows } from '#shared/dashboard/today.ts';
import { indiaDay } from '#shared/format/dates.ts';
import { canUse } from '#shared/staff/permissions.ts';
import { isLate } from '../../lib/job-status.ts';
import { countOverview } from './dashboard.repo.ts';
import { countWaitingModeration, countWaitingOrders, stockToWatch, sumSales } from './today.repo.ts';

const isJobName = (job: string): job is JobName => (JOB_NAMES as readonly string[]).includes(job);

/**
 * Admin dashboard reads. The overview is admin-only through the auth guard (everything under /api/admin); Today is
 * the orders area's, so staff reach it too, and each of its parts is asked only of a role that may use its area.
 */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/api/admin/today',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The owner's Today: orders waiting to be confirmed, packed and shipped; sales today, this week, last week to the same moment and all of last week (paise, India days, weeks from Monday); low-stock and sold-out pieces; reviews and comments waiting. A part the role may not see is null (staff: orders only)",
        response: { 200: adminTodaySchema },
      },
    },
    async (request): Promise<AdminToday> => {
      const role = request.sessionUser?.role;
      const at = now();
      const may = (area: Parameters<typeof canUse>[1]) => canUse(role, area);
      const [orders, sales, stock, waiting] = await Promise.all([
        may('orders') ? countWaitingOrders(app.db) : null,
        may('overview') ? sumSales(app.db, revenueWindows(at), at) : null,
        may('catalog') ? stockToWatch(app.db) : null,
        may('content') ? countWaitingModeration(app.db) : null,
      ]);
      return { timeZone: 'Asia/Kolkata', day: indiaDay(at), orders, sales, stock, waiting };
    },
  );

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the dashboard cards: products, orders, customers, testimonials',
        response: { 200: adminOverviewSchema },
      },
    },
    async () => {
      return countOverview(app.db);
    },
  );

  app.get(
    '/api/admin/overview/jobs',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs that are late in the answering process (no good run for two periods and a minute): the dashboard warns',
        response: { 200: adminJobsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = Date.now();
      return {
        late: app
          .jobs()
          .filter((status) => isLate(status, now))
          .flatMap(({ job, lastSuccessAt, intervalMs }) =>
            isJobName(job)
              ? [
                  {
                    job,
                    lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
                    everySeconds: Math.round(intervalMs / 1000),
                  },
                ]
              : [],
          ),
      };
    },
  );
};
