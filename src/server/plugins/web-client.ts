import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type Lang, langOfPath, pathInLang, stripLang } from '#shared/i18n/translate.ts';
import {
  compilePageTemplate,
  createFontPreloads,
  createModulePreloads,
  errorTrackingMeta,
  FALLBACK_INDEX_HTML,
  pageKey,
  pagePath,
  productPageRedirect,
  renderHead,
  resolvePageMeta,
} from '../features/seo/index.ts';
import { publicSettingsRead } from '../features/settings/settings.service.ts';
import { errorBody } from '../lib/errors.ts';
import { cookieLang } from '../lib/language.ts';
import { CACHE_TAGS, type CacheBudget, cachedValue } from '../lib/public-cache.ts';
import { PAGE_RENDERER } from '../project-paths.ts';

export interface WebClientOptions {
  /** The Vite build output (dist/web); may be missing in API tests. */
  webDir: string;
  /** Uploaded and generated images, served at /media/. */
  mediaDir: string;
}

const YEAR = 31_536_000;

/** src/web/entry-server.tsx's render, as the server sees it (the web's types are the web's own). */
type RenderPage = (pathAndQuery: string) => Promise<{ html: string; stateScript: string }>;

/**
 * The storefront's renderer (decision 026), imported on the first page served (API-only processes and tests
 * never load React). Its API reads are this server's own routes, called in-process: the same answers and the
 * same public cache as the browser's requests. Null when the render is missing (the browser then renders).
 */
function pageRenderer(app: FastifyInstance): () => Promise<RenderPage | null> {
  let loading: Promise<RenderPage | null> | undefined;
  const fetchApi = async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  return () => {
    loading ??= (async () => {
      if (!existsSync(PAGE_RENDERER)) {
        app.log.warn(`No page renderer at ${PAGE_RENDERER} (run npm run build): pages render in the browser`);
        return null;
      }
      const { createPageRenderer } = await import(pathToFileURL(PAGE_RENDERER).href);
      return createPageRenderer({
        fetchApi,
        origin: app.config.publicUrl,
        onError: (error: unknown, path: string) =>
          app.log.error({ err: error, path }, 'a part of the page failed to render on the server'),
      }) as RenderPage;
    })();
    return loading;
  };
}

/**
 * The built stylesheet (~12 kB gzip), written into the page instead of linked: a phone paints the page from the
 * HTML alone, without one more round trip before the first paint (issue 17). The CSP allows inline styles.
 * A `disabled` link (never fetched) still names the file: Vite's module loader looks for it before running a
 * chunk that imports it and would otherwise add it again (a second download, then a whole-page style
 * recalculation and layout in the middle of hydration).
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (_link, file: string) =>
      `<style>${readFileSync(join(webDir, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}

/** The built index.html, or a bare one when the web client has not been built (API tests). */
export function readBuiltIndex(webDir: string): string {
  const indexFile = join(webDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_INDEX_HTML;
}

/**
 * Serves the built SPA: hashed assets cached immutably, media likewise (content-addressed keys),
 * and for every page path index.html with that page's own title, description, Open Graph and
 * JSON-LD in the HTML, so crawlers and link previews see them without running JavaScript.
 */
export const webClientPlugin: FastifyPluginAsync<WebClientOptions> = async (app, { webDir, mediaDir }) => {
  // The fonts and the app's code are the same on every page: their preloads go into the template once, the
  // fonts first (the first paint needs them; the app runs after it).
  const modulePreloads = createModulePreloads(webDir);
  const builtHtml = inlineStylesheets(readBuiltIndex(webDir), webDir);
  // One template per language: Hindi pages preload the Devanagari font as well (decision 040).
  const browserDsn = app.config.errorTracking.browserDsn;
  const template = (lang: Lang) => {
    const preloads = [
      browserDsn ? errorTrackingMeta(browserDsn) : '',
      createFontPreloads(webDir, lang),
      modulePreloads.app,
    ]
      .filter(Boolean)
      .join('\n    ');
    return preloads ? builtHtml.replace('</head>', () => `  ${preloads}\n  </head>`) : builtHtml;
  };
  const fillPage = {
    en: compilePageTemplate(template('en'), 'en'),
    hi: compilePageTemplate(template('hi'), 'hi'),
  };
  const renderer = pageRenderer(app);

  /** The page's body, rendered on the server; null (the browser renders it) for account pages or on a failure. */
  async function renderBody(path: string | null) {
    const render = path === null ? null : await renderer();
    if (!render || path === null) return null;
    try {
      return await render(path);
    } catch (error) {
      app.log.error({ err: error, path }, 'server render failed: the browser renders the page');
      return null;
    }
  }

  const hasWebDir = existsSync(webDir);
  if (hasWebDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      // No routes of its own: the wildcard route below sends a file only for a path that names one. A page's
      // path never touches the disk (the plugin's own wildcard looked each one up, stat and readdir, before
      // falling through to the page: a third of a millisecond of every page served, issue 17).
      serve: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? `public, max-age=${YEAR}, immutable`
            : // The offline worker (decision 089): a new version is taken on the next visit.
              path.endsWith('/sw.js')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  // A new shop has no media yet: the folder is made now, so @fastify/static does not warn that it is missing
  // among an owner's first start-up lines (a read-only data dir keeps the warning).
  try {
    mkdirSync(mediaDir, { recursive: true });
  } catch {}
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
    // The URL says the language (`/hi/...`, decision 035); a guest who chose Hindi is sent there from English.
    const lang = langOfPath(url.pathname);
    if (lang === 'en' && cookieLang(request.headers.cookie) === 'hi') {
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${pathInLang(url.pathname, 'hi')}${url.search}`, 302);
    }
    const path = stripLang(url.pathname);
    // A product's id, old slug or /products/ spelling: 301 to its page, the language and query kept (decision 088).
    const moved = await productPageRedirect(app.db, app.publicCache, path);
    if (moved) {
      return reply
        .header('cache-control', 'public, max-age=3600')
        .redirect(`${pathInLang(moved, lang)}${url.search}`, 301);
    }
    const page = pageKey(path, url.searchParams);
    // Each language is its own cache entry; the render is the page under its language's prefix.
    const key = lang === 'en' ? page.key : page.key.replace('page:', `page:${lang}:`);
    const render = page.render === null || lang === 'en' ? page.render : pathInLang(page.render, lang);
    let status = 200;
    // Decided by the load: a page that is its own canonical URL is a hot page; the rest (account pages,
    // 404s, other spellings of a page, blog categories) share a smaller budget, so a flood of them
    // never pushes the hot pages out.
    let budget: CacheBudget = 'other-pages';
    const { body, bytes, etag } = await app.publicCache.getText(
      key,
      // Every table a storefront page shows (its body is rendered here, decision 026).
      Object.values(CACHE_TAGS),
      async () => {
        const settings = await cachedValue(app.publicCache, publicSettingsRead(app.db));
        const [meta, body] = await Promise.all([
          resolvePageMeta({
            db: app.db,
            cache: app.publicCache,
            lang,
            settings,
            publicUrl: app.config.publicUrl,
            path,
            query: url.searchParams,
          }),
          renderBody(render),
        ]);
        if (meta.canonical !== undefined && `page:${meta.canonical}` === page.key) budget = 'pages';
        const html = fillPage[lang]({
          head: renderHead(meta, settings, app.config.publicUrl, lang),
          // After the entry's own tags, so the entry is requested first.
          preloads: modulePreloads.route(pagePath(path)),
          body,
        });
        return `${meta.status ?? 200}\n${html}`;
      },
      () => budget,
    );
    // The status line is ASCII, so its length in characters is its length in bytes.
    const newline = body.indexOf('\n');
    status = Number(body.slice(0, newline));
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    // The cached bytes, not the string: a hit is not encoded again (issue 17, cached pages vs bare Node).
    return reply.send(bytes.subarray(newline + 1));
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    return reply
      .code(404)
      .send(
        errorBody(
          'NOT_FOUND',
          path.startsWith('/api/') ? `No API route ${request.method} ${path}` : 'Not found',
        ),
      );
  };

  app.get('/', { schema: { hide: true } }, sendPage);
  // Pages and the built files, in one route (a route's context, where @fastify/compress applies: the not-found
  // handler is outside every route, and pages went out uncompressed there, ~200 kB instead of ~25 kB).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/media/')) return notFound(request, reply);
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);
    if (!isFile) return sendPage(request, reply);
    // A missing file goes on to the not-found handler (JSON 404).
    const file = (request.params as { '*': string })['*'];
    return hasWebDir ? reply.sendFile(file) : notFound(request, reply);
  });
  app.setNotFoundHandler(notFound);
};
