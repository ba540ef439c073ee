import en from '#web/i18n/en/invoices.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The invoice links' texts (decision 035). */
export const useInvoicesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/invoices.json') });
