import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { compilePageTemplate } from './render-html.ts';

const t = setUpTestApp();
const webFile = (path: string) => readFileSync(new URL(`../../../web/${path}`, import.meta.url));

describe('the web app manifest and icons (decision 089)', () => {
  it('has what Chrome needs to install the shop, in each language', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json();
    // Chrome's installability: a name, a start URL, a standalone-like display, PNG icons of 192 and 512 px.
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Karigar',
      short_name: 'Karigar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: '#FBF7F2',
      background_color: '#FBF7F2',
    });
    expect(manifest.prefer_related_applications).toBeUndefined();
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const hindi = (await t.app.inject({ url: '/hi/manifest.webmanifest' })).json();
    expect(hindi).toMatchObject({ id: '/', start_url: '/hi', scope: '/', lang: 'hi-IN', name: 'Karigar' });
  });

  it('declares icons whose files are the size and type it says', async () => {
    const { icons } = (await t.app.inject({ url: '/manifest.webmanifest' })).json();
    for (const icon of icons as Array<{ src: string; sizes: string; type: string }>) {
      const meta = await sharp(webFile(`public${icon.src}`)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(`image/${meta.format}`, icon.src).toBe(icon.type);
    }
    const apple = await sharp(webFile('public/apple-touch-icon.png')).metadata();
    expect([apple.format, apple.width, apple.height, apple.hasAlpha]).toEqual(['png', 180, 180, false]);

    // favicon.ico: an icon directory of PNG images at 16, 32 and 48 px.
    const ico = webFile('public/favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    for (const [i, size] of [16, 32, 48].entries()) {
      const entry = 6 + i * 16;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect([ico[entry], meta.format, meta.width, meta.height]).toEqual([size, 'png', size, size]);
    }
  });

  it("is linked from every page's template with the icons, the Hindi pages' to the Hindi manifest", () => {
    const html = webFile('index.html').toString();
    for (const link of [
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<link rel="icon" href="/favicon.ico" sizes="48x48" />',
    ])
      expect(html).toContain(link);
    const page = { head: '', preloads: '', body: null };
    expect(compilePageTemplate(html, 'en')(page)).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
    expect(compilePageTemplate(html, 'hi')(page)).toContain(
      '<link rel="manifest" href="/hi/manifest.webmanifest" />',
    );
  });
});
