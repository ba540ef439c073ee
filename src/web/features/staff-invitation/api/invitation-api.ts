import type { TeamRole } from '#shared/constants/roles.ts';
import type { InvitationLookup } from '#shared/staff/staff.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** The invitee's side of a staff invitation (decision 037). */
export const invitationApi = {
  lookup: (token: string, signal?: AbortSignal) =>
    api.get<InvitationLookup>('/staff-invitation', { query: { token }, signal }),
  accept: (token: string) =>
    api.post<{ message: string; role: TeamRole; redirectTo: string }>('/me/staff-invitation', { token }),
};
