import { useMemo } from 'react';
import { PAGE_MESSAGES } from '#shared/pages/pages.ts';
import en from '#web/i18n/en/admin-pages.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';
import { ADMIN_FETCH_FAILED } from '../shell/api/admin-keys.ts';

/** The Pages tab's texts (decision 035). */
export const useAdminPagesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-pages.json') });

/** PAGE_MESSAGES (the schema's and the server's wording) and the failed load in the page's language. */
const MESSAGES = { ...PAGE_MESSAGES, fetchFailed: ADMIN_FETCH_FAILED };

export function usePageMessages() {
  const t = useAdminPagesT();
  return useMemo(() => sharedMessages(MESSAGES, (name) => t(`adminPages.msg.${name}` as never)), [t]);
}
