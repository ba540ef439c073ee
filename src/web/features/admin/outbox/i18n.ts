import en from '#web/i18n/en/admin-outbox.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The mail outbox's texts (subjects, addresses and errors are the mails' own): decision 035. */
export const useOutboxT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-outbox.json') });
