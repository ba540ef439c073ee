import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedReportSchema } from '#shared/feeds/feeds.schemas.ts';
import { LANGS, type Lang, pathInLang } from '#shared/i18n/translate.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { rowIdOr404 } from '../../lib/row-id.ts';
import { readGstSettings } from '../gst/gst.service.ts';
import { readStoreSettings } from '../settings/settings.service.ts';
import { feedItems, feedReport, shippingVersion } from './feed-items.ts';
import { type FeedKind, feedXml } from './feed-xml.ts';

const KINDS: readonly FeedKind[] = ['google', 'meta'];
const tags = ['admin', 'catalog'];
const NO_PRODUCT = 'No such product.';

/**
 * The product feeds (decision 071): /feeds/google.xml and /feeds/meta.xml, the Hindi ones under /hi/feeds/, cached
 * with the catalog (a product write, a sale's start or end, a settings change drops them; a shipping zone's change
 * is in the key). The admin's report of what products lack for them, and the per-product 'Leave out of feeds'.
 */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;

  for (const kind of KINDS)
    for (const lang of LANGS) {
      const url = pathInLang(`/feeds/${kind}.xml`, lang);
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const version = await shippingVersion(app.db);
        const { body, etag } = await app.publicCache.getText(
          `feed:${kind}:${lang}:${version}`,
          [CACHE_TAGS.products, CACHE_TAGS.settings],
          () => render(kind, lang),
        );
        reply
          .type('application/xml; charset=utf-8')
          .header('etag', etag)
          .header('cache-control', 'public, max-age=600');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return body;
      });
    }

  async function render(kind: FeedKind, lang: Lang): Promise<string> {
    const settings = await readStoreSettings(app.db);
    const items = await feedItems(app.db, { lang, publicUrl: base, rules: settings });
    return feedXml(kind, items, {
      title: settings.storeName,
      link: new URL(pathInLang('/', lang), base).href,
      description: settings.tagline,
    });
  }

  app.get(
    '/api/admin/feeds/report',
    {
      schema: {
        tags,
        summary:
          'What each product lacks for the Google and Meta feeds (products lacking nothing are not listed)',
        response: { 200: feedReportSchema },
      },
    },
    async () => {
      const gst = await readGstSettings(app.db);
      const categoryHsn = (category: string) =>
        (gst.categoryDefaults as Record<string, { hsn: string } | undefined>)[category]?.hsn || undefined;
      return {
        feeds: KINDS.flatMap((kind) =>
          LANGS.map((lang) => new URL(pathInLang(`/feeds/${kind}.xml`, lang), base).href),
        ),
        items: await feedReport(app.db, categoryHsn),
      };
    },
  );

  app.put(
    '/api/admin/feeds/products/:id',
    {
      schema: {
        tags,
        summary: "Leave a product out of the feeds, or put it back ('Leave out of feeds')",
        params: z.object({ id: z.string() }),
        body: z.object({
          feedExcluded: z.boolean({ error: 'feedExcluded must be true or false' }),
        }),
        response: { 200: z.object({ id: z.number().int(), feedExcluded: z.boolean() }) },
      },
    },
    async (request) => {
      const id = rowIdOr404(request.params.id, NO_PRODUCT);
      const [row] = await app.db
        .update(products)
        .set({ feedExcluded: request.body.feedExcluded })
        .where(eq(products.id, id))
        .returning({ id: products.id, feedExcluded: products.feedExcluded });
      if (!row) throw new AppError('NOT_FOUND', NO_PRODUCT);
      app.publicCache.invalidate(CACHE_TAGS.products);
      return row;
    },
  );
};
