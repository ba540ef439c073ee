import en from '#web/i18n/en/guides.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The craft guide page's own texts (decision 035); the guides' titles and summaries are in #shared/constants. */
export const useGuidesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/guides.json') });
