import type { ErrorBody, ErrorCode } from '#shared/api/errors.ts';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  OTP_NOT_FOUND: 400,
  TOO_MANY_ATTEMPTS: 403,
  EMAIL_NOT_VERIFIED: 403,
  SERVICE_UNAVAILABLE: 503,
  /** Image storage failed: the admin's browser falls back to an inline image (spec §7). */
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error services throw; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until a refused request may be retried; sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  get statusCode(): number {
    return STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The answer while the database is down or hung (503 with Retry-After). */
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
