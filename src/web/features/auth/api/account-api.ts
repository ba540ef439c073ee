import type {
  CodeSentResponse,
  EmailRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignedInResponse,
  SignInRequest,
  SignUpRequest,
  VerifyCodeRequest,
} from '#shared/auth/auth.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** The accounts API (`/api/account/*`, decision 006). Every call throws `ApiError` with the server's message. */
export const accountApi = {
  signUp: (body: SignUpRequest) => api.post<CodeSentResponse>('/account/sign-up', body),
  verifyEmail: (body: VerifyCodeRequest) => api.post<SignedInResponse>('/account/verify-email', body),
  resendVerificationCode: (body: EmailRequest) =>
    api.post<CodeSentResponse>('/account/resend-verification-code', body),
  signIn: (body: SignInRequest) => api.post<SignedInResponse>('/account/sign-in', body),
  forgotPassword: (body: EmailRequest) => api.post<CodeSentResponse>('/account/forgot-password', body),
  checkResetCode: (body: VerifyCodeRequest) => api.post<MessageResponse>('/account/check-reset-code', body),
  resetPassword: (body: ResetPasswordRequest) => api.post<MessageResponse>('/account/reset-password', body),
};
