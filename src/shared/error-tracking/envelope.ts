/**
 * Error reports in Sentry's envelope format (https://develop.sentry.dev/sdk/envelopes/), for any
 * Sentry-compatible service (Sentry, GlitchTip, self-hosted): POST {dsn origin}{path}/api/{project}/envelope/.
 * Shared by the server's tracker and the browser's lazily loaded reporter (decision 061). Nothing personal goes
 * in: no user, no headers, no cookies, no query string, and email addresses and phone numbers in a message are
 * replaced by placeholders.
 */

export interface Dsn {
  /** The DSN without a secret key (the envelope header repeats it). */
  dsn: string;
  /** Where envelopes are posted. */
  envelopeUrl: string;
  /** The DSN's public key (public by design: it only lets a client send events). */
  publicKey: string;
  /** Whether the DSN carries a (legacy) secret key, which must never reach a browser. */
  hasSecret: boolean;
}

/** Parses `https://<public key>[:<secret>]@<host>[:port][/path]/<project id>`; undefined when it is not a DSN. */
export function parseDsn(dsn: string): Dsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project) || url.search || url.hash) return undefined;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  const hasSecret = url.password !== '';
  url.password = '';
  return {
    dsn: url.href,
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    hasSecret,
  };
}

/** The X-Sentry-Auth value (the browser sends the same as query parameters, avoiding a CORS preflight). */
export function sentryAuth(dsn: Dsn, client: string): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`;
}

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Indian mobile numbers and other long digit runs (phone, card or account numbers). */
const LONG_NUMBER = /(?<![\w.])\+?\d[\d -]{8,}\d(?![\w.])/g;

/** A message without the personal data it may quote (a driver error names the duplicate email, say). */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/**
 * A page address as reported: no query or fragment, and each path segment that looks like an id or a token
 * (16+ letters, digits, `-` or `_`, with a digit) as `:id` (an order's or an invitation's token may be in the path).
 */
export function scrubUrl(url: string): string {
  return url
    .replace(/[?#].*$/, '')
    .replace(/\/(?=[\w-]*\d)[\w-]{16,}(?=\/|$)/g, '/:id')
    .replace(EMAIL, '[email]');
}

export interface StackFrame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

/** V8's and Firefox/Safari's stack lines, oldest call first as Sentry wants them (at most 50 frames). */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    const gecko = v8 ? null : /^(.*?)@(.+?):(\d+):(\d+)$/.exec(line);
    const m = v8 ?? gecko;
    if (!m) continue;
    const filename = m[2]!.replace(/^file:\/\//, '');
    frames.push({
      function: m[1] || undefined,
      filename: scrub(filename.replace(/[?#].*$/, '')),
      lineno: Number(m[3]),
      colno: Number(m[4]),
      in_app: !/node_modules|^node:/.test(filename),
    });
  }
  return frames.slice(0, 50).reverse();
}

export interface ErrorEventInput {
  error: unknown;
  platform: 'node' | 'javascript';
  release?: string;
  environment?: string;
  /** The page or route: its path only (a query may carry a token or an email). */
  url?: string;
  method?: string;
  tags?: Record<string, string>;
  /** Seconds since the epoch (default: now). */
  timestamp?: number;
}

/** 32 hex digits (getRandomValues, unlike randomUUID, works outside secure contexts too). */
function eventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One error event in an envelope: the body to POST. */
export function errorEnvelope(dsn: Dsn, input: ErrorEventInput): { id: string; body: string } {
  const id = eventId();
  const error = input.error instanceof Error ? input.error : new Error(String(input.error));
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e);
  const event = {
    event_id: id,
    timestamp: input.timestamp ?? Date.now() / 1000,
    platform: input.platform,
    level: 'error',
    release: input.release,
    environment: input.environment,
    // Sentry lists chained exceptions oldest (the root cause) first.
    exception: {
      values: chain.reverse().map((e) => ({
        type: e.name || 'Error',
        value: scrub(e.message).slice(0, 1000),
        stacktrace: { frames: parseStack(e.stack) },
      })),
    },
    request: input.url ? { url: scrubUrl(input.url), method: input.method } : undefined,
    tags: input.tags,
  };
  const header = { event_id: id, sent_at: new Date().toISOString(), dsn: dsn.dsn };
  const itemPayload = JSON.stringify(event);
  return {
    id,
    body: `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', content_type: 'application/json' })}\n${itemPayload}\n`,
  };
}
