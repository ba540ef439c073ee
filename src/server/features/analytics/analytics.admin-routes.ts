import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsSchema } from '#shared/analytics/analytics.schemas.ts';
import { adminAnalytics } from './analytics.repo.ts';

/** The admin's Analytics charts (admin-only through the auth guard). `now` is the clock (tests fake it). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Charts: revenue and orders per India day (30 days, zero-filled), orders by status, sales by category, new customers per week (12 weeks)',
        response: { 200: adminAnalyticsSchema },
      },
    },
    async () => {
      return adminAnalytics(app.db, now());
    },
  );
};
