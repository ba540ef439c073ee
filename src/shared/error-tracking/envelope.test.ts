import { describe, expect, it } from 'vitest';
import { errorEnvelope, parseDsn, parseStack, scrub, scrubUrl } from './envelope.ts';

describe('DSN', () => {
  it('gives the envelope endpoint and the public key', () => {
    expect(parseDsn('https://abc123@o42.ingest.sentry.io/4500')).toEqual({
      dsn: 'https://abc123@o42.ingest.sentry.io/4500',
      envelopeUrl: 'https://o42.ingest.sentry.io/api/4500/envelope/',
      publicKey: 'abc123',
      hasSecret: false,
    });
    // A self-hosted service under a path, on a port (GlitchTip, Sentry behind a proxy).
    expect(parseDsn('http://key@127.0.0.1:9000/errors/7')?.envelopeUrl).toBe(
      'http://127.0.0.1:9000/errors/api/7/envelope/',
    );
  });

  it('notices a legacy secret key, and leaves it out of the DSN it repeats', () => {
    const dsn = parseDsn('https://public:secret@sentry.example.in/3');
    expect(dsn?.hasSecret).toBe(true);
    expect(dsn?.dsn).toBe('https://public@sentry.example.in/3');
  });

  it.each([
    'not a url',
    'https://sentry.example.in/3', // no key
    'https://key@sentry.example.in/', // no project
    'https://key@sentry.example.in/project', // a project is a number
    'ftp://key@sentry.example.in/3',
    'https://key@sentry.example.in/3?x=1',
  ])('refuses %s', (text) => {
    expect(parseDsn(text)).toBeUndefined();
  });
});

describe('what a report may say', () => {
  it('replaces email addresses and phone-like numbers', () => {
    expect(
      scrub('duplicate key (email)=(asha.rao+shop@example.co.in) for 9876543210 or +91 98765 43210'),
    ).toBe('duplicate key (email)=([email]) for [number] or [number]');
    // Short numbers (amounts, ports, line numbers) stay.
    expect(scrub('order 1042 for ₹1,250 on :5432')).toBe('order 1042 for ₹1,250 on :5432');
  });

  it('reports a page without its query, fragment, tokens or ids', () => {
    expect(
      scrubUrl('https://shop.example.in/orders/KG-20261129-0042/q8VxT2mZr4LpW9aBc1dE?email=a@b.in#x'),
    ).toBe('https://shop.example.in/orders/:id/:id');
    expect(scrubUrl('https://shop.example.in/products/hand-embroidered-cushion-cover')).toBe(
      'https://shop.example.in/products/hand-embroidered-cushion-cover',
    );
  });

  it('reads V8 and Firefox stacks, oldest call first', () => {
    const v8 = parseStack(
      'Error: x\n    at inner (file:///app/dist/server/main.js:10:5)\n    at async outer (/app/node_modules/fastify/lib/x.js:2:3)\n    at node:internal/process/task_queues:95:5',
    );
    expect(v8.map((f) => [f.function, f.filename, f.lineno, f.in_app])).toEqual([
      [undefined, 'node:internal/process/task_queues', 95, false],
      ['async outer', '/app/node_modules/fastify/lib/x.js', 2, false],
      ['inner', '/app/dist/server/main.js', 10, true],
    ]);
    const gecko = parseStack('render@https://shop.example.in/assets/main-abc.js:1:2000\n');
    expect(gecko).toEqual([
      {
        function: 'render',
        filename: 'https://shop.example.in/assets/main-abc.js',
        lineno: 1,
        colno: 2000,
        in_app: true,
      },
    ]);
  });
});

describe('envelope', () => {
  it('is a header, an item header and the event, one JSON per line, with the error and its cause', () => {
    const dsn = parseDsn('https://public:secret@sentry.example.in/3')!;
    const error = new Error('insert failed for ravi@example.in', { cause: new TypeError('bad value') });
    const { id, body } = errorEnvelope(dsn, {
      error,
      platform: 'node',
      url: '/api/orders',
      method: 'POST',
      environment: 'production',
    });
    const lines = body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ event_id: id, dsn: 'https://public@sentry.example.in/3' });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[1]).toEqual({ type: 'event', content_type: 'application/json' });
    expect(lines[2]).toMatchObject({
      event_id: id,
      platform: 'node',
      level: 'error',
      environment: 'production',
      request: { url: '/api/orders', method: 'POST' },
    });
    expect(lines[2].exception.values.map((v: { type: string; value: string }) => [v.type, v.value])).toEqual([
      ['TypeError', 'bad value'],
      ['Error', 'insert failed for [email]'],
    ]);
    expect(body).not.toContain('secret');
    expect(body).not.toContain('ravi@example.in');
  });
});
