import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SIGN_IN_REQUIRED, TOO_MANY_ATTEMPTS } from '#shared/auth/auth.schemas.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import type { GoogleConfig } from '../../env.ts';
import { errorBody } from '../../lib/errors.ts';
import { withoutSqlDetails } from '../../lib/log-redaction.ts';
import { authOptions, CLIENT_IP_HEADER, type SendOtp } from './auth-options.ts';
import { googleSignIn } from './google-provider.ts';

type AuthLog = Record<'debug' | 'info' | 'warn' | 'error', (details: object, message: string) => void>;

export function createAuth(
  db: Db,
  opts: {
    baseURL: string;
    secret: string;
    secureCookies: boolean;
    trustedOrigins: string[];
    sendOtp: SendOtp;
    /** Sign in with Google when the owner configured it (decision 038). */
    google?: GoogleConfig;
    /** better-auth's own lines go to our logger (levels and redaction apply); warnings and up only. */
    log?: AuthLog;
  },
) {
  const { log } = opts;
  const options = authOptions(opts);
  return betterAuth({
    ...options,
    plugins: [...options.plugins, ...(opts.google ? [googleSignIn(opts.google, opts.baseURL)] : [])],
    trustedOrigins: opts.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: log
      ? {
          level: 'warn',
          // Its details carry raw adapter errors, whose SQL parameters include session tokens (M4).
          log: (level, message, ...details) =>
            log[level]({ module: 'better-auth', details: details.map(withoutSqlDetails) }, message),
        }
      : { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_BASE_PATH = '/api/auth';

/**
 * better-auth endpoints reachable from outside through /api/auth/*. Sign-up, sign-in, codes and
 * password reset go through /api/account/* (our validation, messages, per-email limits and login
 * records); everything else better-auth offers stays closed until a feature needs it.
 */
export const PUBLIC_AUTH_ENDPOINTS = new Set([
  'GET /get-session',
  'POST /sign-out',
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-sessions',
  'POST /revoke-other-sessions',
]);

/** The client's headers for better-auth, with the client IP as Fastify resolved it. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export interface AuthResponse {
  status: number;
  ok: boolean;
  /** Parsed JSON body; better-auth errors look like `{ code, message }`. */
  body: { code?: string; message?: string; [key: string]: unknown } | null;
  cookies: string[];
  retryAfter: number | undefined;
  /** Where a redirecting answer (the OAuth callback) sends the browser. */
  location: string | undefined;
}

/**
 * Calls a better-auth endpoint through its HTTP handler, so its origin check and rate limits
 * apply exactly as for a browser request.
 */
export async function callAuth(
  auth: Auth,
  headers: Headers,
  path: string,
  body?: object,
): Promise<AuthResponse> {
  const requestHeaders = new Headers(headers);
  if (body !== undefined) requestHeaders.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(`${AUTH_BASE_PATH}${path}`, auth.options.baseURL), {
      method: body === undefined ? 'GET' : 'POST',
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let parsed: AuthResponse['body'] = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { message: text };
  }
  const retryAfter = Number(response.headers.get('x-retry-after'));
  return {
    status: response.status,
    ok: response.ok,
    body: parsed,
    cookies: response.headers.getSetCookie(),
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    location: response.headers.get('location') ?? undefined,
  };
}

/** The session token in better-auth's Set-Cookie lines (the cookie holds `token.signature`). */
export function sessionTokenOf(cookies: string[]): string | undefined {
  for (const line of cookies) {
    const match = /^(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]).split('.')[0];
  }
  return undefined;
}

/** better-auth's `{ code, message }` errors in the API's one error shape. */
function toErrorBody(status: number, body: AuthResponse['body']) {
  if (status === 429) return errorBody('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  if (status === 401) return errorBody('UNAUTHORIZED', SIGN_IN_REQUIRED);
  if (status === 403) return errorBody('FORBIDDEN', body?.message ?? 'Forbidden');
  if (status === 404) return errorBody('NOT_FOUND', body?.message ?? 'Not found');
  if (status >= 500) return errorBody('INTERNAL', 'Something went wrong on our side. Please try again.');
  return errorBody('BAD_REQUEST', body?.message ?? 'The request is not valid.');
}

/**
 * Review L7: get-session and list-sessions answer session objects with their raw `token`; a
 * script that reads a JSON answer (XSS, a logged body) must not get what the HttpOnly cookie hides.
 */
function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'token')
      .map(([key, value]) => [key, withoutSessionTokens(value)]),
  );
}

/** Mounts the public part of better-auth at /api/auth/* (see PUBLIC_AUTH_ENDPOINTS). */
export const authRoutes: FastifyPluginAsync<{ auth: Auth }> = async (app, { auth }) => {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const path = `/${(request.params as { '*': string })['*'].replace(/\/+$/, '')}`;
      if (!PUBLIC_AUTH_ENDPOINTS.has(`${request.method} ${path}`)) return reply.callNotFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const result = await callAuth(
        auth,
        authHeaders(request),
        `${path}${query}`,
        request.method === 'POST' ? ((request.body as object | undefined) ?? {}) : undefined,
      );
      if (result.cookies.length) reply.header('set-cookie', result.cookies);
      reply.header('cache-control', 'no-store');
      if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
      if (!result.ok) return reply.code(result.status).send(toErrorBody(result.status, result.body));
      return reply.code(result.status).send(withoutSessionTokens(result.body));
    },
  });
};
