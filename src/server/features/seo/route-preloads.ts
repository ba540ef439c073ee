import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG, type Lang } from '#shared/i18n/translate.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** Files the chunk's CSS refers to (the fonts). */
  assets?: string[];
}

function readManifest(webDir: string): Record<string, ManifestChunk> | null {
  const manifestFile = join(webDir, '.vite/manifest.json');
  return existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
}

/** The Devanagari faces (src/web/index.css): only Hindi pages use them (decision 040). */
const isDevanagari = (file: string) => file.includes('devanagari');

/**
 * The rest of the Latin faces (accented letters, rarer punctuation; decision 044): the browser fetches one only
 * for a page whose text uses it, so it is never preloaded.
 */
const isLatinRest = (file: string) => /-rest-[^/]*\.woff2$/.test(file);

/**
 * `preload` links for the woff2 fonts the entry's CSS uses that a page's first paint needs (the Latin faces'
 * core; on Hindi pages the Devanagari ones too, which English pages never use): fetched with the HTML instead
 * of after the CSS, so the text is drawn in its own font from the first paint and does not reflow when it
 * arrives (layout shift). `font-display: swap` keeps the text visible meanwhile.
 */
export function createFontPreloads(webDir: string, lang: Lang = DEFAULT_LANG): string {
  const manifest = readManifest(webDir);
  if (!manifest) return '';
  const fonts = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter(
      (file) => file.endsWith('.woff2') && !isLatinRest(file) && (lang === 'hi' || !isDevanagari(file)),
    );
  return [...new Set(fonts)]
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`)
    .join('\n    ');
}

/** The HTML's entry (src/web/boot.ts) loads the app itself, the chunk of src/web/main.tsx, after the first paint. */
const APP_MODULE = 'main.tsx';

/**
 * The landing pages whose code chunk the served HTML names up front: without it the browser finds the chunk
 * only after the app has run, one more round trip before the page is interactive (docs/performance.md).
 */
const LANDING_ROUTES: Array<[RegExp, string]> = [
  [/^\/$/, 'app/routes/shop/home.tsx'],
  [/^\/products\/?$/, 'app/routes/shop/products.tsx'],
  [/^\/products?\/[^/]+\/?$/, 'app/routes/shop/product-detail.tsx'],
  [/^\/blog\/?$/, 'app/routes/content/blog.tsx'],
  // A post and a craft guide are where a search or a shared link lands; without their chunks named, the app
  // asked for them while it started, adding a preload link per import in that task (issue 17's TBT).
  [/^\/blog\/[^/]+\/?$/, 'app/routes/content/blog-post.tsx'],
  [/^\/blogDetails\/[^/]+\/?$/, 'app/routes/content/craft-guide.tsx'],
];

/** Marks the inert `<template>`s of module preloads the entry (src/web/boot.ts) puts into the page. */
export const PRELOAD_TEMPLATE_ATTRIBUTE = 'data-karigar-preload';

/**
 * `modulepreload` links read from Vite's manifest (none when the web client is not built): `app`, for every
 * page, the app's chunk and the chunks it imports; `route(pathname)`, a landing page's route chunk and the
 * chunks it imports that the app does not. They sit in an inert `<template>`: the browser fetches them only when
 * the entry puts them into the page, once the page's main content has painted (decision 043), so on a slow
 * connection the fonts and the page's main image do not share the line with ~140 kB of code. All of them at
 * once then, not one round trip per level of imports.
 */
export function createModulePreloads(webDir: string): { app: string; route: (pathname: string) => string } {
  const manifest = readManifest(webDir);
  if (!manifest) return { app: '', route: () => '' };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const links = (keys: Iterable<string>) => {
    const tags = [...keys].map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`,
    );
    return tags.length ? `<template ${PRELOAD_TEMPLATE_ATTRIBUTE}>${tags.join('')}</template>` : '';
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const app = [...closure(APP_MODULE)].filter((key) => !entry.has(key));
  const loaded = new Set([...entry, ...app]);
  const routeLinks = new Map<string, string>();
  for (const [, module] of LANDING_ROUTES) {
    routeLinks.set(module, links([...closure(module)].filter((key) => !loaded.has(key))));
  }
  return {
    app: links(app),
    route: (pathname) => {
      const route = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname));
      return route ? (routeLinks.get(route[1]) ?? '') : '';
    },
  };
}
