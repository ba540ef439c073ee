import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, setUpTestApp, TEST_ORIGIN, testConfig } from './testing/build-test-app.ts';

const t = setUpTestApp();

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route GET /api/no-such-thing' },
    });
  });

  it('answers unknown API POSTs with JSON 404, not the web page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses a missing static asset with 404 instead of the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the built files, and every other path as a page, compressed for a client that accepts it', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'karigar-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      // Over @fastify/compress's 1 kB threshold, like every real page.
      `<!doctype html><html><head></head><body><div id="root"></div><!--${'x'.repeat(2048)}--></body></html>`,
    );
    writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), 'export {};');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const web = await buildTestApp({ webDir });
    try {
      const script = await web.app.inject({ url: '/assets/app-1a2b.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe('export {};');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await web.app.inject({ method: 'HEAD', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
      for (const url of ['/products', '/about/', '/blog?category=x']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(String(page.headers['content-type']), url).toContain('text/html');
        const compressed = await web.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(compressed.headers['content-encoding'], url).toBe('br');
      }
      expect((await web.app.inject({ url: '/assets/app-9z9z.js' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('gives a field and a clear message for bad query input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'limit must be at most 100',
        fields: { limit: 'limit must be at most 100' },
      },
    });
  });

  // A real JSON route: body parsing happens only once a route matched.
  const postRaw = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN },
      payload,
    });

  it('refuses text/plain bodies (a cross-site simple request cannot reach JSON routes)', async () => {
    const res = await postRaw('text/plain', '{"email":"a@b.in","password":"x"}');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await postRaw('application/json', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses prototype-poisoning bodies', async () => {
    const res = await postRaw('application/json', '{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('answers input the database refuses (a NUL byte) with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await postRaw('application/json', JSON.stringify({ email: 'a'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('security', () => {
  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allows the page template's own inline script by its hash, and no other inline script", async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'karigar-web-'));
    const earlyInput = 'addEventListener("click",()=>{},true)';
    writeFileSync(
      join(webDir, 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" /><script>${earlyInput}</script></head><body><div id="root"></div></body></html>`,
    );
    const web = await buildTestApp({ webDir });
    try {
      const page = await web.app.inject({ url: '/products' });
      expect(page.body).toContain(`<script>${earlyInput}</script>`);
      const scriptSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      const hash = createHash('sha256').update(earlyInput).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await web.close();
    }
  });

  it('allows Razorpay Checkout in the policy only when Razorpay is configured', async () => {
    expect(String((await t.app.inject({ url: '/' })).headers['content-security-policy'])).not.toContain(
      'razorpay',
    );
    const withRazorpay = await buildTestApp({
      config: testConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      }),
    });
    try {
      const csp = String((await withRazorpay.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain('frame-src https://api.razorpay.com');
    } finally {
      await withRazorpay.close();
    }
  });

  it('refuses state-changing API requests from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses cross-site fetches marked by the browser', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document with the public routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/products', '/api/products/{id}', '/api/categories']),
    );
  });

  it('serves the docs UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
