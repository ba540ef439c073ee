import en from '#web/i18n/en/admin-audit-log.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Audit Log tab's texts (the entries' actions and entities are the server's words): decision 035. */
export const useAuditLogT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-audit-log.json') });
