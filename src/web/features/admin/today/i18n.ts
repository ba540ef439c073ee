import en from '#web/i18n/en/admin-today.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The owner's Today (issue 46 point 5): decision 035. */
export const useAdminTodayT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-today.json') });
export type AdminTodayT = ReturnType<typeof useAdminTodayT>;
