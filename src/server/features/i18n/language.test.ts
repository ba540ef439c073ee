import { describe, expect, it } from 'vitest';
import { LANG_COOKIE } from '../../lib/language.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

/** Decision 035: Hindi pages under /hi, the language kept in a cookie, both languages named in the head. */
const t = setUpTestApp();

describe('the language switch and Hindi pages (issue 25)', () => {
  it('keeps the choice in a cookie and sends the browser to the page in that language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/language?lang=hi&next=/products?category=Candles',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/products?category=Candles');
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${LANG_COOKIE}=hi; Path=/; Max-Age=\\d+; SameSite=Lax`),
    );

    const back = await t.app.inject({ method: 'GET', url: '/api/language?lang=en&next=/hi/products' });
    expect(back.headers.location).toBe('/products');
    expect(String(back.headers['set-cookie'])).toContain(`${LANG_COOKIE}=en`);
    const home = await t.app.inject({ method: 'GET', url: '/api/language?lang=hi&next=/' });
    expect(home.headers.location).toBe('/hi');
  });

  it('refuses a language it does not have and a next that leaves the site', async () => {
    for (const [url, field] of [
      ['/api/language?lang=fr&next=/', 'lang'],
      ['/api/language?lang=hi&next=//evil.example', 'next'],
      ['/api/language?lang=hi&next=https://evil.example', 'next'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(Object.keys(res.json().error.fields), url).toEqual([field]);
    }
  });

  it('serves /hi pages in Hindi with lang, canonical and hreflang alternates, links kept under /hi', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hi/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN">');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/hi/products" />');
    expect(res.body).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*\/products" \/>/);
    expect(res.body).toMatch(/<link rel="alternate" hreflang="hi-IN" href="[^"]*\/hi\/products" \/>/);
    expect(res.body).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/products" \/>/);
    expect(res.body).toContain('सभी उत्पाद');
    expect(res.body).toContain('href="/hi/products"');
    expect(res.body).toContain('href="/api/language?lang=en&amp;next=%2Fproducts"');

    const english = await t.app.inject({ method: 'GET', url: '/products' });
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).not.toContain('सभी उत्पाद');
    expect(english.body).toContain('href="/api/language?lang=hi&amp;next=%2Fproducts"');
  });

  it('sends a guest who chose Hindi from an English page to the Hindi one, and no one else', async () => {
    const chose = await t.app.inject({
      method: 'GET',
      url: '/products?category=Candles',
      headers: { cookie: `${LANG_COOKIE}=hi` },
    });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/hi/products?category=Candles');
    const english = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { cookie: `${LANG_COOKIE}=en` },
    });
    expect(english.statusCode).toBe(200);
    const hindiUrl = await t.app.inject({
      method: 'GET',
      url: '/hi',
      headers: { cookie: `${LANG_COOKIE}=en` },
    });
    expect(hindiUrl.statusCode).toBe(200);
    expect(hindiUrl.body).toContain('<html lang="hi-IN">');
  });

  it('answers an unknown /hi path with the Hindi 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hi/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('अरे! यह पेज नहीं मिला');
  });
});
