import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFontPreloads, createModulePreloads } from './route-preloads.ts';

const webDir = mkdtempSync(join(tmpdir(), 'karigar-preloads-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

function writeManifest(manifest: Record<string, unknown>) {
  mkdirSync(join(webDir, '.vite'), { recursive: true });
  writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(manifest));
}

describe('module preloads in the served HTML', () => {
  it("names the app's chunks on every page, and a landing page's route chunk and its own imports", () => {
    writeManifest({
      'index.html': { file: 'assets/boot.js', isEntry: true, dynamicImports: ['main.tsx'] },
      'main.tsx': { file: 'assets/main.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
      'app/routes/shop/home.tsx': { file: 'assets/home.js', imports: ['_card.js', '_react.js'] },
      'app/routes/shop/product-detail.tsx': { file: 'assets/product-detail.js', imports: ['_card.js'] },
      'app/routes/content/blog-post.tsx': { file: 'assets/blog-post.js', imports: ['_react.js'] },
      'app/routes/content/craft-guide.tsx': { file: 'assets/craft-guide.js' },
    });
    const preloads = createModulePreloads(webDir);
    // The entry itself is the HTML's own script; the app and what it imports download beside it.
    // Inert until the entry puts them into the page, after its main content has painted (decision 043).
    expect(preloads.app).toBe(
      '<template data-karigar-preload>' +
        '<link rel="modulepreload" crossorigin href="/assets/main.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/react.js" />' +
        '</template>',
    );
    const home = preloads.route('/');
    expect(home).toMatch(/^<template data-karigar-preload>.*<\/template>$/);
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js" />');
    expect(home).toContain('href="/assets/card.js"');
    expect(home).not.toContain('react.js');
    expect(preloads.route('/product/12')).toContain('href="/assets/product-detail.js"');
    expect(preloads.route('/products/12')).toContain('href="/assets/product-detail.js"');
    expect(preloads.route('/blog/choosing-a-dream-catcher')).toBe(
      '<template data-karigar-preload><link rel="modulepreload" crossorigin href="/assets/blog-post.js" /></template>',
    );
    expect(preloads.route('/blogDetails/lippan-art')).toContain('href="/assets/craft-guide.js"');
  });

  it('adds nothing for other pages, routes missing from the build, or an unbuilt client', () => {
    writeManifest({ 'index.html': { file: 'assets/index.js', isEntry: true } });
    const preloads = createModulePreloads(webDir);
    expect(preloads.route('/')).toBe('');
    expect(preloads.route('/checkout')).toBe('');
    expect(preloads.app).toBe('');
    const unbuilt = createModulePreloads(join(webDir, 'missing'));
    expect(unbuilt.app).toBe('');
    expect(unbuilt.route('/')).toBe('');
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

  it("preloads the Latin faces' core, never their rest (decision 044)", () => {
    writeManifest({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        assets: ['assets/inter-400-core-a1.woff2', 'assets/inter-400-rest-b2.woff2'],
      },
    });
    for (const lang of ['en', 'hi'] as const) {
      expect(createFontPreloads(webDir, lang)).toBe(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-400-core-a1.woff2" />',
      );
    }
  });

  it('preloads the Devanagari font on Hindi pages only (decision 040)', () => {
    const devanagari = 'assets/noto-sans-devanagari-devanagari-400-normal-c.woff2';
    writeManifest({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        assets: ['assets/inter-latin-400-normal-a.woff2', devanagari],
      },
    });
    expect(createFontPreloads(webDir)).not.toContain('devanagari');
    expect(createFontPreloads(webDir, 'en')).not.toContain('devanagari');
    const hindi = createFontPreloads(webDir, 'hi');
    expect(hindi).toContain(`href="/${devanagari}"`);
    expect(hindi).toContain('href="/assets/inter-latin-400-normal-a.woff2"');
  });
});
