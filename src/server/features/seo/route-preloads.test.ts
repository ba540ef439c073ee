import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFontPreloads, createRoutePreloads } from './route-preloads.ts';

const webDir = mkdtempSync(join(tmpdir(), 'karigar-preloads-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

function writeManifest(manifest: Record<string, unknown>) {
  mkdirSync(join(webDir, '.vite'), { recursive: true });
  writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(manifest));
}

describe('route chunk preloads in the served HTML', () => {
  it('names a landing page route chunk and its own imports, not what the entry already loads', () => {
    writeManifest({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
      'app/routes/shop/home.tsx': { file: 'assets/home.js', imports: ['_card.js', '_react.js'] },
      'app/routes/shop/product-detail.tsx': { file: 'assets/product-detail.js', imports: ['_card.js'] },
    });
    const preloads = createRoutePreloads(webDir);
    const home = preloads('/');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js" />');
    expect(home).toContain('href="/assets/card.js"');
    expect(home).not.toContain('react.js');
    expect(preloads('/product/12')).toContain('href="/assets/product-detail.js"');
    expect(preloads('/products/12')).toContain('href="/assets/product-detail.js"');
  });

  it('adds nothing for other pages, routes missing from the build, or an unbuilt client', () => {
    writeManifest({ 'index.html': { file: 'assets/index.js', isEntry: true } });
    const preloads = createRoutePreloads(webDir);
    expect(preloads('/')).toBe('');
    expect(preloads('/checkout')).toBe('');
    expect(createRoutePreloads(join(webDir, 'missing'))('/')).toBe('');
  });

  it('preloads the woff2 fonts the entry CSS uses, not their woff fallbacks', () => {
    writeManifest({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        assets: ['assets/inter-latin-400-normal-a.woff2', 'assets/inter-latin-400-normal-b.woff'],
      },
    });
    expect(createFontPreloads(webDir)).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-400-normal-a.woff2" />',
    );
    expect(createFontPreloads(join(webDir, 'missing'))).toBe('');
  });
});
