import en from '#web/i18n/en/returns.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** "Report a problem" on My Orders and the team's answer on the order (decision 084). */
export const useReturnsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/returns.json') });
