import en from '#web/i18n/en/states.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** India's states and union territories by name (decision 035), for the address form and the pincode answers. */
export const useStatesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/states.json') });
