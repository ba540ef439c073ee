import type { CodeSentResponse, MessageResponse } from '#shared/auth/auth.schemas.ts';
import type {
  AccountCodeRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  DevicesResponse,
  EmailChangeConfirm,
  EmailChangeRequest,
  Profile,
  ProfileUpdate,
  SetPasswordRequest,
} from '#shared/auth/my-account.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** My Account (`/api/me/*`, docs/product.md §5.10): keyed by user, so another sign-in never sees these. */
export const profileQueryOptions = (userId: string) => ({
  queryKey: ['me', userId, 'profile'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Profile>('/me/profile', { signal }),
});

export const devicesQueryOptions = (userId: string) => ({
  queryKey: ['me', userId, 'devices'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<DevicesResponse>('/me/devices', { signal }),
});

export const myAccountApi = {
  saveProfile: (body: ProfileUpdate) => api.put<Profile & MessageResponse>('/me/profile', body),
  changePassword: (body: ChangePasswordRequest) => api.post<MessageResponse>('/me/password', body),
  /** An account without a password: a code mailed to it for one grave change (decision 081). */
  sendAccountCode: (body: AccountCodeRequest) => api.post<CodeSentResponse>('/me/account-code', body),
  setPassword: (body: SetPasswordRequest) => api.post<MessageResponse>('/me/password/set', body),
  requestEmailChange: (body: EmailChangeRequest) => api.post<CodeSentResponse>('/me/email-change', body),
  confirmEmailChange: (body: EmailChangeConfirm) =>
    api.post<MessageResponse & { email: string }>('/me/email-change/confirm', body),
  signOutDevice: (id: string) => api.delete<MessageResponse>(`/me/devices/${encodeURIComponent(id)}`),
};

/** The privacy export: a same-origin GET the browser saves under the server's file name. */
export const DATA_EXPORT_HREF = '/api/me/data-export';

export const privacyApi = {
  deleteAccount: (body: DeleteAccountRequest) => api.post<MessageResponse>('/me/delete-account', body),
};
