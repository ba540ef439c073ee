import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pageCacheKey, pagePath, resolvePageMeta } from '../features/seo/page-meta.ts';
import { FALLBACK_INDEX_HTML, injectHead, renderHead } from '../features/seo/render-html.ts';
import { createRoutePreloads } from '../features/seo/route-preloads.ts';
import { readStoreSettings } from '../features/settings/settings.service.ts';
import { errorBody } from '../lib/errors.ts';
import { CACHE_TAGS, type CacheBudget } from '../lib/public-cache.ts';

export interface WebClientOptions {
  /** The Vite build output (dist/web); may be missing in API tests. */
  webDir: string;
  /** Uploaded and generated images, served at /media/. */
  mediaDir: string;
}

const YEAR = 31_536_000;

/**
 * Serves the built SPA: hashed assets cached immutably, media likewise (content-addressed keys),
 * and for every page path index.html with that page's own title, description, Open Graph and
 * JSON-LD in the HTML, so crawlers and link previews see them without running JavaScript.
 */
export const webClientPlugin: FastifyPluginAsync<WebClientOptions> = async (app, { webDir, mediaDir }) => {
  const indexFile = join(webDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_INDEX_HTML;
  const routePreloads = createRoutePreloads(webDir);

  if (existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${YEAR}, immutable`);
      res.header('x-content-type-options', 'nosniff');
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://local');
    const key = pageCacheKey(url.pathname, url.searchParams);
    let status = 200;
    // Decided by the load: a page that is its own canonical URL is a hot page; the rest (account pages,
    // 404s, other spellings of a page, blog categories) share a smaller budget, so a flood of them
    // never pushes the hot pages out.
    let budget: CacheBudget = 'other-pages';
    const { body, etag } = await app.publicCache.getText(
      key,
      [CACHE_TAGS.settings, CACHE_TAGS.products, CACHE_TAGS.blog, CACHE_TAGS.content],
      async () => {
        const settings = await readStoreSettings(app.db);
        const meta = await resolvePageMeta({
          db: app.db,
          settings,
          publicUrl: app.config.publicUrl,
          path: url.pathname,
          query: url.searchParams,
        });
        if (meta.canonical !== undefined && `page:${meta.canonical}` === key) budget = 'pages';
        const html = injectHead(indexHtml, renderHead(meta, settings, app.config.publicUrl));
        // After the entry's own tags, so the entry is requested first.
        const preloads = routePreloads(pagePath(url.pathname));
        return `${meta.status ?? 200}\n${preloads ? html.replace('</head>', `  ${preloads}\n  </head>`) : html}`;
      },
      () => budget,
    );
    const newline = body.indexOf('\n');
    status = Number(body.slice(0, newline));
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body.slice(newline + 1));
  }

  // The static plugin would answer the root folder itself (403): the home page is a page.
  app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/media/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]{1,8}$/i.test(path);
    if (isPage) return sendPage(request, reply);
    return reply
      .code(404)
      .send(
        errorBody(
          'NOT_FOUND',
          path.startsWith('/api/') ? `No API route ${request.method} ${path}` : 'Not found',
        ),
      );
  });
};
