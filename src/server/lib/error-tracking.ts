import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Dsn, errorEnvelope, parseDsn, sentryAuth } from '#shared/error-tracking/envelope.ts';

/**
 * The server's optional error tracking (SENTRY_DSN, issue 40, decision 061): each unhandled error that became a
 * 500 is posted as one Sentry envelope, in the background. The request never waits for it and never fails
 * because of it: a slow tracker is cut off after `timeoutMs`, a down one only costs a warning in the log (once
 * a minute), and at most `maxInFlight` reports travel at once (more are dropped, counted in the warning).
 * Sent: the error's type, message (emails and long numbers replaced) and stack, its causes, the method and route
 * pattern, the request id. Never: the query string, headers, cookies, body, user or client address.
 */
export interface ErrorTracker {
  /** Reports an error a request ended with (the handler already answered 500). */
  captureRequestError(error: unknown, request: FastifyRequest): void;
  /** Waits for the reports on their way (at most `timeoutMs`); for shutdown and tests. */
  flush(): Promise<void>;
}

export interface ErrorTrackerOptions {
  dsn: string;
  release?: string;
  environment: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  maxInFlight?: number;
}

const CLIENT = 'karigar-server/1';

export function createErrorTracker(options: ErrorTrackerOptions): ErrorTracker {
  const dsn = parseDsn(options.dsn) as Dsn; // env.ts validated it
  const timeoutMs = options.timeoutMs ?? 3_000;
  const maxInFlight = options.maxInFlight ?? 5;
  const inFlight = new Set<Promise<void>>();
  let dropped = 0;
  let failedSince = 0;
  let lastWarning = 0;
  /** After a 429, nothing is sent until then (the service's Retry-After). */
  let pausedUntil = 0;

  function warn(message: string, detail: Record<string, unknown>) {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    options.log.warn({ ...detail, dropped, failedSince }, message);
  }

  async function send(body: string): Promise<void> {
    try {
      const res = await fetch(dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': sentryAuth(dsn, CLIENT),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.status === 429)
        pausedUntil = Date.now() + 1000 * (Number(res.headers.get('retry-after')) || 60);
      if (!res.ok) {
        failedSince++;
        warn('the error tracker refused a report', { status: res.status });
      } else failedSince = 0;
    } catch (error) {
      failedSince++;
      warn('the error tracker could not be reached', { reason: (error as Error).message });
    }
  }

  return {
    captureRequestError(error, request) {
      if (Date.now() < pausedUntil || inFlight.size >= maxInFlight) {
        dropped++;
        return;
      }
      const route = request.routeOptions?.url ?? 'unknown';
      const { body } = errorEnvelope(dsn, {
        error,
        platform: 'node',
        release: options.release,
        environment: options.environment,
        // The route's pattern (`/api/orders/:id`), never the path with its ids or tokens, nor the query.
        url: route,
        method: request.method,
        tags: { route, request_id: String(request.id) },
      });
      const sending = send(body).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async flush() {
      await Promise.all(inFlight);
    },
  };
}
