import type { Said } from '../i18n/said.ts';

/** The one error shape every API failure answers with. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_STOCK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_NOT_VERIFIED',
  /** A team account without two-factor sign-in on an admin route (review 2026-11-29 L3, decision 059). */
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field path → message, for 400s on bad input. */
    fields?: Record<string, string>;
    /** The message's code and figures, when it carries figures (decision 042). */
    said?: Said;
    /** The same for fields whose message carries figures. */
    saidFields?: Record<string, Said>;
    requestId?: string;
  };
}
