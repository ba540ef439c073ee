import { useMemo } from 'react';
import { STAFF_MESSAGES } from '#shared/staff/staff.schemas.ts';
import en from '#web/i18n/en/staff-invitation.json';
import { ApiError } from '#web/lib/api-client.ts';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The staff invitation page's texts (decision 035). */
export const useStaffInvitationT = defineCatalog(en, {
  hi: () => import('#web/i18n/hi/staff-invitation.json'),
});

/** The staff messages an invitee can meet, by name; the team's own (invite, revoke) are the admin's. */
const INVITEE_MESSAGES = Object.fromEntries(
  Object.entries(STAFF_MESSAGES).filter(([name]) => `staffInvite.msg.${name}` in en),
);

/** The page's texts, and the server's words on the invitation (a message or a refusal) in its language. */
export function useStaffInvitationMessages() {
  const t = useStaffInvitationT();
  return useMemo(() => {
    const say = sharedMessages(INVITEE_MESSAGES, (name) => t(`staffInvite.msg.${name}` as never));
    const errorText = (error: unknown) =>
      error instanceof ApiError ? say(error.message) : t('staffInvite.somethingWrong');
    return { t, say, errorText };
  }, [t]);
}
