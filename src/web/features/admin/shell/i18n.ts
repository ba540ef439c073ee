import en from '#web/i18n/en/admin-shell.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The admin shell's texts (header, tabs, summary, mail status, the list parts every tab uses): decision 035. */
export const useAdminShellT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-shell.json') });
export type AdminShellKey = Parameters<ReturnType<typeof useAdminShellT>>[0];
export type AdminShellT = ReturnType<typeof useAdminShellT>;
