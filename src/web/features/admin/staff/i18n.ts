import en from '#web/i18n/en/admin-staff.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Staff tab's texts: decision 035. */
export const useAdminStaffT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-staff.json') });
