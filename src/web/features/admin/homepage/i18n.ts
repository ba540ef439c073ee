import { useMemo } from 'react';
import { HOMEPAGE_ADMIN_MESSAGES } from '#shared/home/testimonial-admin.ts';
import en from '#web/i18n/en/admin-homepage.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Homepage tab's texts (decision 035). */
export const useHomepageT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-homepage.json') });

/** HOMEPAGE_ADMIN_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useHomepageMessages() {
  const t = useHomepageT();
  return useMemo(
    () => sharedMessages(HOMEPAGE_ADMIN_MESSAGES, (name) => t(`adminHomepage.msg.${name}` as never)),
    [t],
  );
}
