import type { ErrorBody } from '#shared/api/errors.ts';
import type { Said } from '#shared/i18n/said.ts';
import { langOfPath } from '#shared/i18n/translate.ts';

/** Every failed API call throws this: the server's `{ error: { code, message, fields? } }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** A code from `#shared/api/errors.ts`, or `NETWORK` when the request never got an answer. */
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The message's code and figures, and the fields', when they carry figures (decision 042). */
  readonly said: Said | undefined;
  readonly saidFields: Record<string, Said> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    said?: { said?: Said; saidFields?: Record<string, Said> },
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.said = said?.said;
    this.saidFields = said?.saidFields;
  }

  /** 4xx answers are the caller's to fix: retrying them cannot help (except timeouts and rate limits). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const API_BASE = '/api';

/**
 * How requests reach the server: the browser's fetch, or, when the server renders a page
 * (src/web/entry-server.tsx), its own in-process route calls: the same paths, answers and caches.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setApiTransport(next: typeof transport): void {
  transport = next;
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The page's language (decision 035): an order placed from /hi/checkout, a code asked for on /hi, speak Hindi.
  if (typeof location !== 'undefined') headers['X-Karigar-Lang'] = langOfPath(location.pathname);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK',
      'We could not reach the shop. Please check your connection and try again.',
    );
  }

  if (response.status === 204) return undefined as T;

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields, said, saidFields } = payload.error;
      throw new ApiError(response.status, code ?? 'INTERNAL', message, fields, { said, saidFields });
    }
    throw new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
      'Something went wrong on our side. Please try again in a moment.',
    );
  }
  return payload as T;
}

/** The one way the web app talks to the server. Paths are relative to `/api`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Turn anything thrown into a sentence a shopper can act on. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
