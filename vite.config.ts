import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rr = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
        sourcemap: false,
        rolldownOptions: {
          // TanStack Query in one chunk: split by consumer it came out as several small chunks that every
          // storefront page loaded anyway, ~1 kB more gzip per page than the whole (docs/performance.md).
          output: { advancedChunks: { groups: [{ name: 'query', test: /[\\/]@tanstack[\\/]/ }] } },
        },
      },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
