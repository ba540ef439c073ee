import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '#shared/dashboard/dashboard.schemas.ts';
import { countOverview } from './dashboard.repo.ts';

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
};
