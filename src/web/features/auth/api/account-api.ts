import { queryOptions } from '@tanstack/react-query';
import type {
  CodeSentResponse,
  EmailRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignedInResponse,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
  TwoFactorConfirmRequest,
  TwoFactorEnableRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
  TwoFactorVerifyRequest,
  VerifyCodeRequest,
} from '#shared/auth/auth.schemas.ts';
import type { GoogleStartRequest, SignInOptions } from '#shared/auth/google.ts';
import { api } from '#web/lib/api-client.ts';

/** The accounts API (`/api/account/*`, decision 006). Every call throws `ApiError` with the server's message. */
export const accountApi = {
  signUp: (body: SignUpRequest) => api.post<CodeSentResponse>('/account/sign-up', body),
  verifyEmail: (body: VerifyCodeRequest) => api.post<SignedInResponse>('/account/verify-email', body),
  resendVerificationCode: (body: EmailRequest) =>
    api.post<CodeSentResponse>('/account/resend-verification-code', body),
  /** A session, or (an admin with two-factor on) the ask for the second step. */
  signIn: (body: SignInRequest) => api.post<SignInResponse>('/account/sign-in', body),
  /** "Email me a code instead" (docs/product.md §5.1): the same answer for any email. */
  requestSignInCode: (body: EmailRequest) => api.post<CodeSentResponse>('/account/sign-in-code', body),
  signInWithCode: (body: VerifyCodeRequest) => api.post<SignInResponse>('/account/sign-in-code/verify', body),
  verifyTwoFactor: (body: TwoFactorVerifyRequest) =>
    api.post<SignedInResponse>('/account/two-factor/verify', body),
  forgotPassword: (body: EmailRequest) => api.post<CodeSentResponse>('/account/forgot-password', body),
  checkResetCode: (body: VerifyCodeRequest) => api.post<MessageResponse>('/account/check-reset-code', body),
  resetPassword: (body: ResetPasswordRequest) => api.post<MessageResponse>('/account/reset-password', body),
  /** Sign in with Google (decision 038): Google's address, where the browser goes next. */
  startGoogle: (body: GoogleStartRequest) => api.post<{ url: string }>('/account/google', body),
};

/** Which other ways to sign in the shop offers (Google only when the owner configured it). */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'sign-in-options'] as const,
    queryFn: ({ signal }) => api.get<SignInOptions>('/account/sign-in-options', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in admin's two-factor sign-in (`/api/me/two-factor*`, docs/product.md §5.7). */
export const twoFactorKey = ['me', 'two-factor'] as const;
export const twoFactorApi = {
  status: (signal?: AbortSignal) => api.get<TwoFactorStatus>('/me/two-factor', { signal }),
  setup: (body: TwoFactorEnableRequest) => api.post<TwoFactorSetupResponse>('/me/two-factor/setup', body),
  confirm: (body: TwoFactorConfirmRequest) => api.post<MessageResponse>('/me/two-factor/confirm', body),
  disable: (body: TwoFactorEnableRequest) => api.post<MessageResponse>('/me/two-factor/disable', body),
};
