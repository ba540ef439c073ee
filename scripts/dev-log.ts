/**
 * `npm run dev`'s readable server log (issue 40 point 7): each JSON line of pino becomes
 * `12:04:31 INFO  message  key=value…`, a request line `GET /api/products 200 12 ms`, an error its stack.
 * Production keeps the JSON (for a log collector); a line that is not pino's passes unchanged.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[41m' };
const OMIT = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

export function prettyLogLine(line: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return line;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[entry.level] ?? String(entry.level);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const parts = [String(entry.msg ?? '')];
  if (req?.method && res?.statusCode && typeof entry.responseTime === 'number')
    parts[0] = `${req.method} ${req.url} ${res.statusCode} ${Math.round(entry.responseTime)} ms`;
  const extra = Object.entries(entry)
    .filter(([key]) => !OMIT.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  if (extra.length) parts.push(extra.join(' '));
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const head = `${time} ${level} ${parts.join('  ')}`;
  const text = err ? `${head}\n${err.stack ?? err.message}` : head;
  const paint = colour ? COLOURS[entry.level] : undefined;
  return paint ? `${paint}${text}\x1b[0m` : text;
}
