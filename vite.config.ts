import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { fallbackFacesCss } from './scripts/font-fallbacks.ts';

const rr = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * What a dynamic import preloads beside its chunk (Vite's `modulePreload`), minus what the app has loaded before
 * any of its dynamic imports can run: the entry, the app's chunk and its imports. The entry's own import of the
 * app preloads nothing: the served HTML names those chunks (decision 043). Fewer bytes of file lists in the
 * app's chunk and the entry (issue 17's JS budget); no download changes.
 */
function preloadsNotYetLoaded() {
  const isApp = (file: string) => /^assets\/main-[\w-]+\.js$/.test(file);
  // Filled when Vite asks for the entry's import of the app (it does so first); a list asked for before that
  // would only stay whole.
  const appLoaded = new Set<string>();
  return (filename: string, deps: string[], { hostId }: { hostId: string }): string[] => {
    if (isApp(filename) && !isApp(hostId)) {
      for (const file of [hostId, filename, ...deps]) appLoaded.add(file);
      return [];
    }
    return deps.filter((file) => !appLoaded.has(file));
  };
}

/**
 * The early-input script (src/web/early-input/capture.ts, decision 050) inline at the top of every page's head:
 * it must run before the page can be tapped, so it is no file to fetch. The server allows it by its hash.
 */
function inlineEarlyInput(): Plugin {
  const source = fileURLToPath(new URL('./src/web/early-input/capture.ts', import.meta.url));
  return {
    name: 'karigar-early-input',
    transformIndexHtml(html) {
      const { code } = transformSync(readFileSync(source, 'utf8'), {
        loader: 'ts',
        format: 'iife',
        minify: true,
        target: 'es2022',
      });
      return html.replace(
        '<meta charset="UTF-8" />',
        (charset) => `${charset}\n    <script>${code.trim()}</script>`,
      );
    },
  };
}

/** The fallback faces sized like the brand faces (scripts/font-fallbacks.ts, decision 079), added to the stylesheet. */
function fontFallbacks(): Plugin {
  const stylesheet = fileURLToPath(new URL('./src/web/index.css', import.meta.url));
  const fontsDir = fileURLToPath(new URL('./src/web/fonts', import.meta.url));
  return {
    name: 'karigar-font-fallbacks',
    enforce: 'pre',
    async transform(code, id) {
      if (id !== stylesheet) return null;
      return { code: `${code}\n${await fallbackFacesCss(fontsDir)}\n`, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), fontFallbacks(), tailwindcss(), inlineEarlyInput()],
  resolve: {
    // React Router's production build (no dev warnings) for the browser bundle; the package's exports map
    // offers only the development one to bundlers.
    alias: [
      { find: /^react-router$/, replacement: rr('index.mjs') },
      { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
    ],
  },
  // `vite build --ssr entry-server.tsx` (decision 026): the server's page renderer in dist/ssr; React, React
  // Router's production build and the query library come from node_modules at run time, our code is bundled.
  // The icons are bundled into the renderer (only those used): from node_modules the server would load and hold
  // all ~1,600 of lucide's components (docs/performance.md, server memory).
  ssr: { noExternal: ['lucide-react'] },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        manifest: true,
        // No polyfill for `modulepreload` (every browser since Safari 17 has it): without it a preload is only a
        // hint lost, the code still loads; with it, 0.5 kB more for every visitor (issue 17's JS budget).
        modulePreload: { polyfill: false, resolveDependencies: preloadsNotYetLoaded() },
        sourcemap: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Infinite lists, `useQueries` and mutations apart: the home page's first code uses none of them
                // (issue 17's JS budget). Only those files, not what they import (the rest of the library, below).
                {
                  name: 'query-extras',
                  test: /[\\/]@tanstack[\\/].*[\\/](infiniteQueryObserver|useInfiniteQuery|queriesObserver|useQueries|mutationObserver|useMutation)\.js$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // TanStack Query in one chunk: split by consumer it came out as several small chunks that every
                // storefront page loaded anyway, ~1 kB more gzip per page than the whole (docs/performance.md).
                { name: 'query', test: /[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
