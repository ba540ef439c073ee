import en from '#web/i18n/en/admin-settings.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Store Settings dialog's texts (decision 035). */
export const useSettingsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-settings.json') });
