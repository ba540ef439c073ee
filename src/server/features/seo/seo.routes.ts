import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { productPath } from '#shared/catalog/product-slugs.ts';
import { CATEGORIES, productsHref } from '#shared/constants/categories.ts';
import { CRAFT_GUIDES } from '#shared/constants/craft-guides.ts';
import { DEFAULT_LANG, LANGS, type Lang, LOCALES, pathInLang } from '#shared/i18n/translate.ts';
import { sitePageHref } from '#shared/pages/pages.ts';
import { blogPosts, products } from '../../db/schema/index.ts';
import { CACHE_TAGS, cachedValue } from '../../lib/public-cache.ts';
import { purchasableProduct } from '../catalog/catalog.service.ts';
import { publishedPageLocations } from '../pages/pages.service.ts';
import { publicSettingsRead } from '../settings/settings.service.ts';
import { manifestPath, webManifest } from './web-manifest.ts';

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /checkout',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  // The web app manifest in each language (decision 089), named by every storefront page's head.
  for (const lang of LANGS) {
    app.get(manifestPath(lang), { schema: { hide: true } }, async (_request, reply) => {
      const settings = await cachedValue(app.publicCache, publicSettingsRead(app.db));
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return JSON.stringify(webManifest(settings, lang));
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { body, etag } = await app.publicCache.getText(
      'sitemap',
      [CACHE_TAGS.products, CACHE_TAGS.blog, CACHE_TAGS.content],
      async () => {
        const [productRows, postRows, pageRows] = await Promise.all([
          app.db
            .select({ slug: products.slug, updatedAt: products.updatedAt })
            .from(products)
            .where(purchasableProduct)
            .orderBy(desc(products.createdAt)),
          app.db
            .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
            .from(blogPosts)
            .where(eq(blogPosts.isPublished, true))
            .orderBy(desc(blogPosts.publishedAt)),
          publishedPageLocations(app.db),
        ]);
        const urls: Array<{ loc: string; lastmod?: Date }> = [
          { loc: '/' },
          { loc: '/products' },
          ...CATEGORIES.map((c) => ({ loc: productsHref(c) })),
          ...productRows.map((p) => ({ loc: productPath(p), lastmod: p.updatedAt })),
          { loc: '/blog' },
          ...postRows.map((p) => ({ loc: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
          { loc: '/about' },
          { loc: '/vlog' },
          ...CRAFT_GUIDES.map((g) => ({ loc: `/blogDetails/${g.slug}` })),
          ...pageRows.map((p) => ({ loc: sitePageHref(p.slug), lastmod: p.updatedAt })),
        ];
        // Every page in each language, each naming all its languages (hreflang, decision 035), as the head does.
        const href = (loc: string, lang: Lang) => {
          const [path = '/', query = ''] = loc.split(/(?=\?)/);
          return xmlEscape(new URL(`${pathInLang(path, lang)}${query}`, base).href);
        };
        const alternates = (loc: string) =>
          [
            ...LANGS.map(
              (l) => `<xhtml:link rel="alternate" hreflang="${LOCALES[l]}" href="${href(loc, l)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${href(loc, DEFAULT_LANG)}"/>`,
          ].join('');
        const entries = urls.flatMap((u) =>
          LANGS.map(
            (lang) =>
              `  <url><loc>${href(u.loc, lang)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}${alternates(u.loc)}</url>`,
          ),
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
      },
    );
    reply
      .type('application/xml; charset=utf-8')
      .header('etag', etag)
      .header('cache-control', 'public, max-age=600');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });
};
