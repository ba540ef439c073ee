import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStoreSettingsSchema,
  storeSettingsUpdateSchema,
} from '#shared/settings/settings-admin.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { readAdminStoreSettings, saveStoreSettings } from './settings.service.ts';

const tags = ['admin', 'store'];

/** The admin Store settings form. Admin-only through the auth guard (everything under /api/admin). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Store settings incl. the order notification email (the defaults before any save)',
        response: { 200: adminStoreSettingsSchema },
      },
    },
    async () => readAdminStoreSettings(app.db),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary:
          'Save the store settings (incl. gift wrap: off, per order or per item, its price in paise, HSN/SAC and GST rate; decision 068); checkout, mails and every page use them at once',
        body: storeSettingsUpdateSchema,
        response: { 200: adminStoreSettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveStoreSettings(app.db, request.body);
      // Pages embed the settings (and the shipping rule) in their HTML: those go too.
      app.publicCache.invalidate(CACHE_TAGS.settings);
      return saved;
    },
  );
};
