import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isCategory } from '#shared/constants/categories.ts';
import { LANGS, type Lang } from '#shared/i18n/translate.ts';
import { AppError } from '../../lib/errors.ts';
import { cachedValue } from '../../lib/public-cache.ts';
import type { Storage } from '../../lib/storage.ts';
import { findPublishedPost } from '../blog/blog.service.ts';
import { cachedProductAddress, publicCategoriesRead, publicProductRead } from '../catalog/catalog.service.ts';
import { publicSettingsRead } from '../settings/settings.service.ts';
import { ShareCardStore } from './share-card-store.ts';
import {
  categoryShareCard,
  postShareCard,
  productShareCard,
  SHARE_CARD,
  SHARE_CARD_KINDS,
  type ShareCard,
  type ShareCardKind,
  shareCardHash,
  shareCardPath,
} from './share-cards.service.ts';

const YEAR = 31_536_000;

/** The page's card as it is now, from the reads its page uses; null for no such page. */
async function currentCard(app: FastifyInstance, kind: ShareCardKind, lang: Lang, ident: string) {
  const { storeName } = await cachedValue(app.publicCache, publicSettingsRead(app.db));
  if (kind === 'product') {
    const found = await cachedProductAddress(app.publicCache, app.db, ident);
    if (!found) return null;
    try {
      const product = await cachedValue(app.publicCache, publicProductRead(app.db, found.id));
      return productShareCard(product, lang, storeName);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
  if (kind === 'category') {
    if (!isCategory(ident)) return null;
    const { items } = await cachedValue(app.publicCache, publicCategoriesRead(app.db));
    const cover = items.find((c) => c.name === ident)?.coverImage ?? null;
    return categoryShareCard(ident, cover, lang, storeName);
  }
  const post = await findPublishedPost(app.db, ident, lang);
  return post ? postShareCard(post, lang, storeName) : null;
}

/**
 * GET /share-cards/{lang}/{kind}/{whose}/{hash}.jpg (decision 089): the 1200×630 JPEG a page names as its
 * og:image. The current version is served to be kept for a year (its address changes when the card does); an
 * older version's address sends to the current one, for a link preview that kept the page's old head.
 */
export const shareCardRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  const store = new ShareCardStore(join(app.config.dataDir, 'share-cards'), storage, app.log);

  app.get('/share-cards/:lang/:kind/:ident/:file', { schema: { hide: true } }, async (request, reply) => {
    const { lang, kind, ident, file } = request.params as Record<string, string>;
    const hash = /^([0-9a-f]{16})\.jpg$/.exec(file ?? '')?.[1];
    const card: ShareCard | null =
      hash &&
      (LANGS as readonly string[]).includes(lang!) &&
      (SHARE_CARD_KINDS as readonly string[]).includes(kind!)
        ? await currentCard(app, kind as ShareCardKind, lang as Lang, ident!)
        : null;
    if (!card) throw new AppError('NOT_FOUND', 'There is no such share card.');
    if (shareCardHash(card) !== hash) {
      return reply.header('cache-control', 'public, max-age=300').redirect(shareCardPath(card), 302);
    }
    const made = await store.get(card);
    return reply
      .type(SHARE_CARD.type)
      .header('cache-control', made.complete ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300')
      .header('etag', `"${hash}"`)
      .header('x-content-type-options', 'nosniff')
      .send(made.bytes);
  });
};
