import { useMemo } from 'react';
import { STAFF_MESSAGES } from '#shared/staff/staff.schemas.ts';
import en from '#web/i18n/en/admin-staff.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Staff tab's texts: decision 035. */
export const useAdminStaffT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-staff.json') });

/** The server's messages the Staff tab shows (its answers and refusals). */
export const STAFF_TAB_MESSAGES = {
  invited: STAFF_MESSAGES.invited,
  resent: STAFF_MESSAGES.resent,
  cancelled: STAFF_MESSAGES.cancelled,
  revoked: STAFF_MESSAGES.revoked,
  alreadyOnTeam: STAFF_MESSAGES.alreadyOnTeam,
  invitationNotFound: STAFF_MESSAGES.invitationNotFound,
};

/** Says one of them in the page's language; any other message as the server wrote it. */
export function useStaffMessages(): (message: string) => string {
  const t = useAdminStaffT();
  return useMemo(() => sharedMessages(STAFF_TAB_MESSAGES, (name) => t(`msg.${name}` as never)), [t]);
}
