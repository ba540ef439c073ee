/**
 * What the logs may hold (M3, M4): request URLs without their query values (a guest order's `?token=` is a
 * bearer credential), and errors without SQL or its bound parameters (checkout inserts carry names, phones
 * and addresses; session lookups carry tokens). Used by the app logger's serializers and better-auth's logger.
 */

/** `/api/orders/7?token=abc&x=1` → `/api/orders/7?token=[redacted]&x=[redacted]`: names kept, values never. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's request serializer, with the query values withheld. */
export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactQuery(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** PostgreSQL error fields that name things, never values (`detail` and `where` quote the row's values). */
const PG_NAMING_FIELDS = [
  'code',
  'severity',
  'table',
  'column',
  'constraint',
  'schema',
  'dataType',
  'routine',
];
const MAX_CAUSE_DEPTH = 4;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * An error as a log may show it: type, message, code, the stack's frames and the cause chain. A failed
 * Drizzle query (it carries `query` and `params`, and its message repeats both) keeps only the fact that it
 * failed; a data-exception message (SQLSTATE class 22, e.g. `invalid input syntax: "…"`) loses its quoted value.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  // `err` may be given a plain value (a transport's failure message): pino hands it here all the same.
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  const failedQuery = 'params' in fields || 'query' in fields;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const message = failedQuery
    ? 'Failed query (SQL and parameters withheld from the log)'
    : code?.startsWith('22')
      ? error.message.replace(/"[^"]*"/g, '"[value withheld]"')
      : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of PG_NAMING_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  // A cause that is not an Error is only named: it could be any value.
  if (error.cause instanceof Error && depth < MAX_CAUSE_DEPTH)
    logged.cause = serializeError(error.cause, depth + 1);
  else if (error.cause !== undefined) logged.cause = typeof error.cause;
  return logged;
}

/** For loggers that take free-form values (better-auth's `details`): errors, also one level down, made safe. */
export function withoutSqlDetails(value: unknown): unknown {
  if (value instanceof Error) return serializeError(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      inner instanceof Error ? serializeError(inner) : inner,
    ]),
  );
}
