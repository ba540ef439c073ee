import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminJobsSchema,
  adminOverviewSchema,
  JOB_NAMES,
  type JobName,
} from '#shared/dashboard/dashboard.schemas.ts';
import { isLate } from '../../lib/job-status.ts';
import { countOverview } from './dashboard.repo.ts';

const isJobName = (job: string): job is JobName => (JOB_NAMES as readonly string[]).includes(job);

/** Admin dashboard reads. Admin-only through the auth guard (everything under /api/admin). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
