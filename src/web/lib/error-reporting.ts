import { errorEnvelope, parseDsn } from '#shared/error-tracking/envelope.ts';

/**
 * The browser's error reports (SENTRY_BROWSER_DSN, decision 061): loaded by main.tsx with `import()` only when the
 * page carries the DSN's meta tag, so a shop without error tracking downloads none of this. Uncaught errors and
 * unhandled promise rejections go to the DSN's envelope endpoint as one Sentry envelope each: the error's type,
 * message (emails and long numbers replaced) and stack, and the page's path (no query, ids and tokens as `:id`).
 * No cookies (`credentials: 'omit'`), no user, no breadcrumbs. At most 10 reports a page, each distinct message once.
 * The key travels in the query string and the body as text/plain, as Sentry's browser SDK does: a simple request,
 * with no CORS preflight.
 */
const MAX_REPORTS = 10;
const CLIENT = 'karigar-web/1';

export interface ReportingTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** Starts reporting; returns the function that stops it. A DSN that is not one (or holds a secret) does nothing. */
export function startErrorReporting(
  dsnText: string,
  target: ReportingTarget = window,
  pageUrl: () => string = () => `${location.origin}${location.pathname}`,
): () => void {
  const dsn = parseDsn(dsnText);
  if (!dsn || dsn.hasSecret) return () => undefined;
  const endpoint = `${dsn.envelopeUrl}?sentry_key=${encodeURIComponent(dsn.publicKey)}&sentry_version=7&sentry_client=${encodeURIComponent(CLIENT)}`;
  const seen = new Set<string>();

  function report(error: unknown) {
    if (error === undefined || error === null || seen.size >= MAX_REPORTS) return;
    const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (seen.has(key)) return;
    seen.add(key);
    const { body } = errorEnvelope(dsn!, { error, platform: 'javascript', url: pageUrl() });
    void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    );
  }
  // A script's uncaught error (a failed image's error event carries neither an error nor a message).
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    report(error ?? (message || undefined));
  };
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
