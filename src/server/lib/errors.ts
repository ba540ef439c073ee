import type { ErrorBody, ErrorCode } from '#shared/api/errors.ts';
import type { Said } from '#shared/i18n/said.ts';

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
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  SERVICE_UNAVAILABLE: 503,
  /** Image storage failed: the admin's browser falls back to an inline image (docs/product.md §9.5). */
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * Server-side codes that answer with a shared code under their own HTTP status (the web only
 * needs the shared code; the status tells a client what to do).
 */
const REFINED_CODES = {
  /** An Idempotency-Key used again with another body. */
  IDEMPOTENCY_KEY_REUSED: { code: 'CONFLICT', status: 422 },
  /** The first request with this Idempotency-Key has not finished yet. */
  ORDER_IN_PROGRESS: { code: 'CONFLICT', status: 409 },
  /** The payment gateway refused a call or could not be reached (e.g. a refund). */
  GATEWAY_FAILED: { code: 'SERVICE_UNAVAILABLE', status: 502 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

export type AppErrorCode = ErrorCode | keyof typeof REFINED_CODES;

/**
 * What an error carries besides fields, sent inside `error` (e.g. `lines` of a stock refusal); `said` and
 * `saidFields` give a message with figures its code and figures, for the web to say in the page's language.
 */
export type ErrorDetails = { said?: Said; saidFields?: Record<string, Said> } & Record<string, unknown>;

/**
 * The one error services throw; the error handler turns it into
 * `{ error: { code, message, fields?, ...details } }` with its status.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** The code the client sees. */
  readonly code: ErrorCode;
  readonly statusCode: number;
  constructor(
    code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until a refused request may be retried; sent as Retry-After. */
    readonly retryAfter?: number,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    const refined = code in REFINED_CODES ? REFINED_CODES[code as keyof typeof REFINED_CODES] : undefined;
    this.code = refined?.code ?? (code as ErrorCode);
    this.statusCode = refined?.status ?? STATUS[code as ErrorCode];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: ErrorDetails,
): ErrorBody {
  return { error: { ...details, code, message, ...(fields ? { fields } : {}) } };
}

/** The answer while the database is down or hung (503 with Retry-After). */
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
