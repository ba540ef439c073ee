import { queryOptions } from '@tanstack/react-query';
import type { InviteInput, StaffOverview } from '#shared/staff/staff.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

type Message = { message: string };

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'staff'] as const,
    queryFn: ({ signal }) => api.get<StaffOverview>('/admin/staff', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const inviteToTeam = (body: InviteInput) => api.post<Message>('/admin/staff/invitations', body);
export const resendInvitation = (id: string) =>
  api.post<Message>(`/admin/staff/invitations/${encodeURIComponent(id)}/resend`, {});
export const cancelInvitation = (id: string) =>
  api.delete<Message>(`/admin/staff/invitations/${encodeURIComponent(id)}`);
export const revokeMember = (id: string) => api.delete<Message>(`/admin/staff/${encodeURIComponent(id)}`);
