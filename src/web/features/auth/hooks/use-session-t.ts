import en from '#web/i18n/en/session.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/**
 * The texts around the session (decision 035): the header's profile menu and its phone list, signing out,
 * 'Please Login' and the admin guard. Small and apart from the auth catalog, as every page can show them.
 */
export const useSessionT = defineCatalog(en, { hi: () => import('#web/i18n/hi/session.json') });
export type SessionT = ReturnType<typeof useSessionT>;
