import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorReporting } from '../src/web/lib/error-reporting.ts';

/**
 * The browser's reporter (SENTRY_BROWSER_DSN, decision 061) against a local server playing Sentry's envelope
 * endpoint. An EventTarget stands in for `window` (the browser's own API: error and unhandledrejection events);
 * the reports go out through the real fetch.
 */
const received: Array<{ url: string; contentType: string | undefined; body: string }> = [];
let server: Server;
let dsn: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', contentType: req.headers['content-type'], body });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  dsn = `http://pub-key@127.0.0.1:${(server.address() as AddressInfo).port}/9`;
});
afterAll(() => new Promise((done) => server.close(done)));

const errorEvent = (error: unknown, message?: string) =>
  Object.assign(new Event('error'), { error, message });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
/** Waits until `count` reports reached project `project`'s endpoint (and a moment more, for any extra one). */
async function reportsTo(project: number, count: number) {
  const mine = () => received.filter((r) => r.url.startsWith(`/api/${project}/`));
  for (const until = Date.now() + 2_500; mine().length < count && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 500));
  return mine();
}
/** Each test posts to a project of its own, so a late report of one never counts in another. */
const dsnFor = (project: number) => dsn.replace(/\/9$/, `/${project}`);
const page = () =>
  'https://shop.example.in/orders/KG-20261129-0042/q8VxT2mZr4LpW9aBc1dE?email=meera@example.in#pay';

describe('browser error reports', { timeout: 15_000 }, () => {
  it('posts uncaught errors and rejections as envelopes, without a preflight, the page without query or tokens', async () => {
    const target = new EventTarget();
    const stop = startErrorReporting(dsn, target, page);
    received.length = 0;
    target.dispatchEvent(errorEvent(new TypeError('cannot read price of undefined for meera@example.in')));
    target.dispatchEvent(rejection(new Error('chunk failed to load')));
    const reports = await reportsTo(9, 2);
    stop();
    expect(reports).toHaveLength(2);
    for (const report of reports) {
      // The key in the query and a text/plain body: a "simple" cross-origin request, no CORS preflight.
      expect(report.url).toBe(
        '/api/9/envelope/?sentry_key=pub-key&sentry_version=7&sentry_client=karigar-web%2F1',
      );
      expect(report.contentType).toBe('text/plain;charset=UTF-8');
      expect(report.body).not.toContain('meera@example.in');
      expect(report.body).not.toContain('q8VxT2mZr4LpW9aBc1dE');
    }
    const events = reports.map((r) => JSON.parse(r.body.trimEnd().split('\n')[2]!));
    expect(
      events.map((e) => [e.platform, e.exception.values.at(-1).type, e.exception.values.at(-1).value]),
    ).toEqual([
      ['javascript', 'TypeError', 'cannot read price of undefined for [email]'],
      ['javascript', 'Error', 'chunk failed to load'],
    ]);
    expect(events[0].request.url).toBe('https://shop.example.in/orders/:id/:id');
    expect(events[0].user).toBeUndefined();
  });

  it('reports each message once, at most ten a page, and ignores a failed image (no error, no message)', async () => {
    const target = new EventTarget();
    const stop = startErrorReporting(dsnFor(10), target, page);
    target.dispatchEvent(errorEvent(undefined, undefined));
    for (let i = 0; i < 3; i++) target.dispatchEvent(errorEvent(new Error('same again')));
    for (let i = 0; i < 20; i++) target.dispatchEvent(rejection(`reason ${i}`));
    expect(await reportsTo(10, 11)).toHaveLength(10);
    stop();
    target.dispatchEvent(errorEvent(new Error('after stop')));
    expect(await reportsTo(10, 11)).toHaveLength(10);
  });

  it('does nothing with a DSN that carries a secret or is not one', async () => {
    for (const bad of [dsnFor(11).replace('pub-key@', 'pub-key:secret@'), 'nonsense']) {
      const target = new EventTarget();
      startErrorReporting(bad, target, page);
      target.dispatchEvent(errorEvent(new Error('x')));
    }
    expect(await reportsTo(11, 1)).toHaveLength(0);
  });

  it('keeps the page working when the endpoint is down', async () => {
    const target = new EventTarget();
    const stop = startErrorReporting('http://k@127.0.0.1:9/1', target, page);
    expect(() => target.dispatchEvent(errorEvent(new Error('x')))).not.toThrow();
    await new Promise((r) => setTimeout(r, 300));
    stop();
  });
});
