import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, PASSWORD, signUpBody, TestClient, uniqueEmail } from '../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../testing/build-test-app.ts';

/**
 * XS-04 (security headers on pages, API answers, errors and media) and AU-08 (session cookie
 * attributes over https). The production cookie (__Secure-, Secure, HttpOnly, SameSite=Lax, fixation)
 * is tested in features/auth/sessions.test.ts; the header basics on `/` in app.test.ts.
 */

/** A stand-in web build, so the page routes answer with the SPA's HTML as in production. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'karigar-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Karigar</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

function expectSecurityHeaders(headers: Record<string, unknown>, name: string) {
  const csp = String(headers['content-security-policy']);
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, name).toContain("'self'");
  expect(scriptSrc, name).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:(?!\/\/)/);
  expect(csp, name).toContain("frame-ancestors 'none'");
  expect(csp, name).toContain("object-src 'none'");
  expect(csp, name).toContain("base-uri 'self'");
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
}

describe('XS-04: security headers everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDir: webBuild() });
  });
  afterAll(() => t.close());

  it('on pages (home, checkout, admin, a product, 404), API answers and API errors', async () => {
    const product = (await t.app.inject({ url: '/api/products?limit=1' })).json().items[0];
    for (const url of ['/', '/checkout', '/admin', `/product/${product.slug}`, '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(String(res.headers['content-type']), url).toContain('text/html');
      expectSecurityHeaders(res.headers, url);
    }
    for (const url of ['/api/products', '/api/health', '/api/no-such-route', '/api/me']) {
      expectSecurityHeaders((await t.app.inject({ url })).headers, url);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expectSecurityHeaders(refused.headers, 'a refused cross-site POST');
  });

  it('on served images: nosniff and the image type (UP-04)', async () => {
    const product = (await t.app.inject({ url: '/api/products?limit=1' })).json().items[0];
    const url = new URL(product.images[0].url, 'http://localhost').pathname;
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^image\//);
    expectSecurityHeaders(res.headers, url);
  });

  it('no HSTS outside production (it would pin a dev host to https)', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('XS-04/AU-08: production over https', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({
      webDir: webBuild(),
      config: testConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example',
        BETTER_AUTH_SECRET: 'production-like-secret-0123456789abcdef',
      }),
    });
  });
  afterAll(() => prod.close());

  it('sends HSTS (a year-class max-age, subdomains) on pages and API', async () => {
    for (const url of ['/', '/api/products']) {
      const hsts = String((await prod.app.inject({ url })).headers['strict-transport-security']);
      expect(hsts, url).toMatch(/max-age=\d{7,}/);
      expect(hsts, url).toContain('includeSubDomains');
    }
  });

  it('the session cookie is __Secure-, Secure, HttpOnly, SameSite=Lax and never in the body', async () => {
    const origin = 'https://shop.example';
    const email = uniqueEmail();
    const client = new TestClient(prod);
    await client.post('/api/account/sign-up', signUpBody(email), { origin });
    await client.post('/api/account/verify-email', { email, otp: await codeFor(prod, email) }, { origin });
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      remoteAddress: '10.201.0.1',
      headers: { origin },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    for (const attribute of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/'])
      expect(cookie).toContain(attribute);
    const token = decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    expect(res.body).not.toContain(token);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
