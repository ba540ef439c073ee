import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '#shared/api/errors.ts';
import { AppError, DATABASE_UNAVAILABLE, errorBody } from '../lib/errors.ts';

/** PostgreSQL errors caused by input, not by us: they are 400s, never 500s. */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22021': 'Text contains characters that are not allowed.',
  '22003': 'A number is out of range.',
  '22P02': 'A value has the wrong format.',
  '23514': 'A value is outside the allowed range.',
};
const PG_UNAVAILABLE = new Set([
  '57014', // statement_timeout: the database is too slow to answer now
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
const NETWORK_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/**
 * node-postgres's pool: no connection free (or none made) within `connectionTimeoutMillis`; or no answer to a
 * query within `query_timeout` (a hung database, M6).
 */
const POOL_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
]);
/** node-postgres: the server closed the socket mid-query without an error (PostgreSQL crashed or was killed). */
const CONNECTION_LOST = 'Connection terminated unexpectedly';

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header is wrong.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
};

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

export interface ErrorHandlerOptions {
  /** Told of each unhandled error once its 500 is decided (the error tracker, when SENTRY_DSN is set). */
  onServerError?: (error: unknown, request: FastifyRequest) => void;
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply
        .code(error.statusCode)
        .send(errorBody(error.code, error.message, error.fields, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[1]}` : 'The request is not valid.';
      return reply.code(400).send(errorBody('VALIDATION_FAILED', message, fields));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(error.statusCode ?? 400).send(errorBody(known.code, known.message));
    // Drizzle wraps driver errors: PostgreSQL's SQLSTATE is on `cause`.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const dbCode = cause?.code ?? error.code;
    const driverMessage = cause?.message ?? error.message;
    const poolTimedOut = POOL_TIMEOUTS.has(driverMessage) || driverMessage === CONNECTION_LOST;
    if (dbCode && PG_INPUT_ERRORS[dbCode]) {
      return reply.code(400).send(errorBody('BAD_REQUEST', PG_INPUT_ERRORS[dbCode]!));
    }
    if (poolTimedOut || (dbCode && (PG_UNAVAILABLE.has(dbCode) || NETWORK_UNAVAILABLE.has(dbCode)))) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send(errorBody('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('BAD_REQUEST', error.message));
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error }, 'response did not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    options.onServerError?.(error, request);
    // Never leak stack traces, SQL or paths: a generic message and the id to find the log line.
    return reply.code(500).send({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
        requestId: request.id,
      },
    });
  });
}
