import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.ts';
import { createCustomer } from '../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder } from '../testing/factories.ts';

/**
 * Error tracking (SENTRY_DSN, issue 40 point 4, decision 061) against a local server playing Sentry's envelope
 * endpoint (POST /api/<project>/envelope/ with X-Sentry-Auth). A real 500: the checkout's fault seam throws after
 * the order row, with the buyer's email in the error's message, from a signed-in buyer sending an Authorization
 * header too.
 */
interface Received {
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  body: string;
}

async function listen(
  handler: (req: IncomingMessage, body: string, res: import('node:http').ServerResponse) => void,
) {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}
const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

async function waitFor<T>(read: () => T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const failingCheckout = (message: (email: string) => string) => {
  let email = '';
  return {
    setBuyer: (value: string) => {
      email = value;
    },
    faults: {
      afterOrderInsert: () => {
        throw new Error(message(email));
      },
    },
  };
};

describe('error tracking to a Sentry-compatible endpoint', () => {
  const received: Received[] = [];
  let sentry: Server;
  let t: TestApp;
  const checkout = failingCheckout((email) => `could not write the items of ${email}'s order`);

  beforeAll(async () => {
    const local = await listen((req, body, res) => {
      received.push({
        url: req.url ?? '',
        auth: req.headers['x-sentry-auth'] as string | undefined,
        contentType: req.headers['content-type'],
        body,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}');
    });
    sentry = local.server;
    const dsn = `http://publickey@127.0.0.1:${local.port}/42`;
    t = await buildTestApp({
      config: testConfig({ SENTRY_DSN: dsn, SENTRY_BROWSER_DSN: dsn }),
      commerce: { faults: checkout.faults },
    });
  });
  afterAll(async () => {
    await t?.close();
    await closeServer(sentry);
  });

  it('posts one envelope for an unhandled error (500), with the error and nothing personal', async () => {
    const signedIn = await createCustomer(t);
    const buyer = customer();
    checkout.setBuyer(buyer.email);
    const id = await makeProduct(t.db.db, { price: 1_000, stock: 5 });
    received.length = 0;
    const res = await signedIn.post(
      `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      orderBody([{ productId: id, quantity: 1 }], { customer: buyer }),
      {
        'idempotency-key': crypto.randomUUID(),
        authorization: 'Bearer tok_supersecret_0123456789',
      },
    );
    expect(res.statusCode).toBe(500);
    const report = await waitFor(() => received[0]);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);

    expect(report.url).toBe('/api/42/envelope/');
    expect(report.auth).toMatch(
      /^Sentry sentry_version=7, sentry_key=publickey, sentry_client=karigar-server\/1$/,
    );
    expect(report.contentType).toBe('application/x-sentry-envelope');
    const [header, item, event] = report.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item.type).toBe('event');
    expect(event).toMatchObject({
      event_id: header.event_id,
      platform: 'node',
      level: 'error',
      environment: 'test',
      request: { url: '/api/orders', method: 'POST' },
      tags: { route: '/api/orders', request_id: expect.any(String) },
    });
    const last = event.exception.values.at(-1);
    expect(last.type).toBe('Error');
    expect(last.value).toBe("could not write the items of [email]'s order");
    expect(last.stacktrace.frames.length).toBeGreaterThan(0);

    // Nothing that identifies the buyer or their session: no email (message, query), phone, address, cookies,
    // authorization, client address or user agent.
    const sessionCookie = signedIn.cookieHeader();
    expect(sessionCookie).not.toBe('');
    for (const secret of [
      buyer.email,
      buyer.phone,
      buyer.address,
      buyer.fullName,
      'tok_supersecret',
      ...[...signedIn.cookies.values()],
      signedIn.ip,
      'Mozilla/5.0',
      'cookie',
      'authorization',
    ]) {
      expect(report.body, secret).not.toContain(secret);
    }
  });

  it('reports 500s only: a refused request (400) is no error of ours', async () => {
    received.length = 0;
    const res = await placeOrder(t, { items: [] });
    expect(res.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(0);
  });

  it('gives the pages the browser DSN, and lets them post to its origin', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain(`<meta name="error-tracking-dsn" content="http://publickey@127.0.0.1:`);
    const connect = String(page.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    expect(connect).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('a failing error tracker', () => {
  it('never holds up or breaks a request: a tracker that hangs, one that refuses, one that is down', async () => {
    let hung = 0;
    const hanging = await listen(() => {
      hung++; // never answers
    });
    const refusing = await listen((_req, _body, res) => res.writeHead(503).end());
    const down = await listen(() => undefined);
    await closeServer(down.server);
    try {
      for (const port of [hanging.port, refusing.port, down.port]) {
        const checkout = failingCheckout(() => 'boom');
        const t = await buildTestApp({
          config: testConfig({ SENTRY_DSN: `http://k@127.0.0.1:${port}/1` }),
          commerce: { faults: checkout.faults },
        });
        try {
          const id = await makeProduct(t.db.db, { price: 1_000, stock: 5 });
          for (let i = 0; i < 3; i++) {
            const started = Date.now();
            const res = await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]));
            expect(res.statusCode).toBe(500);
            expect(res.json().error.code).toBe('INTERNAL');
            expect(Date.now() - started).toBeLessThan(2_000);
          }
          // The next request is served as usual.
          expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
        } finally {
          const closing = Date.now();
          await t.close();
          // Shutdown waits for reports on their way at most their 3 s timeout.
          expect(Date.now() - closing).toBeLessThan(6_000);
        }
      }
      expect(hung).toBe(3);
    } finally {
      await closeServer(hanging.server);
      await closeServer(refusing.server);
    }
  }, 60_000);
});

describe('the DSN settings', () => {
  it('are off by default', () => {
    expect(testConfig().errorTracking).toEqual({ serverDsn: undefined, browserDsn: undefined });
  });

  it('refuse what is not a DSN, and a browser DSN with a secret key (without printing it)', () => {
    expect(() => loadConfig({ SENTRY_DSN: 'https://sentry.example.in/1' })).toThrow(
      'Invalid configuration: SENTRY_DSN must be a DSN like https://<public key>@<host>/<project id>',
    );
    const withSecret = 'https://public:hunter2secret@sentry.example.in/1';
    expect(() => loadConfig({ SENTRY_BROWSER_DSN: withSecret })).toThrow(ConfigError);
    try {
      loadConfig({ SENTRY_BROWSER_DSN: withSecret });
    } catch (error) {
      expect((error as Error).message).toContain('SENTRY_BROWSER_DSN must not contain a secret key');
      expect((error as Error).message).not.toContain('hunter2secret');
    }
    // The server's DSN may be a legacy one with a secret: it never leaves the server (nor goes in a report).
    expect(loadConfig({ SENTRY_DSN: withSecret }).errorTracking.serverDsn).toBe(withSecret);
  });
});
