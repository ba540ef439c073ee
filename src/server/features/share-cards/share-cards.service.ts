import { createHash } from 'node:crypto';
import type { Product, ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { productText } from '#shared/catalog/product.ts';
import { CATEGORY_NAMES_HI, type Category } from '#shared/constants/categories.ts';
import { type Lang, LOCALES } from '#shared/i18n/translate.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { SHARE_CARD, type ShareCardContent } from './share-card-image.ts';

export { SHARE_CARD } from './share-card-image.ts';

/**
 * Raised when a card's look changes (layout, fonts, colours): every card then gets a new address, so link
 * previews fetch the new look instead of keeping the old one forever.
 */
const CARD_DESIGN = 1;

export const SHARE_CARD_KINDS = ['product', 'category', 'post'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

/** A card of one page in one language: what it says, the picture it shows and whose it is. */
export interface ShareCard extends ShareCardContent {
  kind: ShareCardKind;
  lang: Lang;
  /** The product's slug, the category's name or the post's slug. */
  ident: string;
  /** The stored picture's URL (content-addressed, decision 078), or null for a card without one. */
  picture: string | null;
}

/**
 * The card's version: a hash of everything drawn on it. An edited name, price, picture or store name gives a
 * new hash and so a new address, which link previews fetch afresh; an unchanged card keeps its address.
 */
export function shareCardHash(card: ShareCard): string {
  const drawn = [
    CARD_DESIGN,
    card.kind,
    card.lang,
    card.ident,
    card.title,
    card.detail,
    card.storeName,
    card.picture,
  ];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 16);
}

/** The card's address on this server (its route: share-cards.routes.ts). */
export const shareCardPath = (card: ShareCard) =>
  `/share-cards/${card.lang}/${card.kind}/${encodeURIComponent(card.ident)}/${shareCardHash(card)}.jpg`;

/** The Open Graph picture of a page: the card's absolute URL, its size, type and words for who cannot see it. */
export function shareCardImage(card: ShareCard, publicUrl: string) {
  return {
    url: new URL(shareCardPath(card), publicUrl).href,
    alt: card.lang === 'hi' ? `${card.title} — ${card.storeName}` : `${card.title} at ${card.storeName}`,
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    type: SHARE_CARD.type,
  };
}

/** A stored picture at a width that fills the card's 540 px square without decoding the largest one. */
function pictureOf(image: ProductImage | null | undefined): string | null {
  if (!image || image.url.startsWith('data:')) return null;
  const fitting = image.variants?.filter((v) => v.width >= 540).sort((a, b) => a.width - b.width)[0];
  return fitting?.url ?? image.url;
}

export function productShareCard(product: Product, lang: Lang, storeName: string): ShareCard {
  const price = formatRupees(product.price, LOCALES[lang]);
  const from = product.priceVaries ? (lang === 'hi' ? `${price} से` : `from ${price}`) : price;
  return {
    kind: 'product',
    lang,
    ident: product.slug,
    title: productText(product, lang).name,
    detail: from,
    storeName,
    picture: pictureOf(product.images[0]),
  };
}

export function categoryShareCard(
  category: Category,
  cover: ProductImage | null,
  lang: Lang,
  storeName: string,
): ShareCard {
  return {
    kind: 'category',
    lang,
    ident: category,
    title: lang === 'hi' ? CATEGORY_NAMES_HI[category] : category,
    detail: lang === 'hi' ? 'भारतीय कारीगरों के हाथ से बने' : 'Handmade by Indian artisans',
    storeName,
    picture: pictureOf(cover),
  };
}

export function postShareCard(
  post: { slug: string; title: string; featuredImage: string | null },
  lang: Lang,
  storeName: string,
): ShareCard {
  return {
    kind: 'post',
    lang,
    ident: post.slug,
    title: post.title,
    detail: lang === 'hi' ? 'हमारे ब्लॉग से' : 'From our blog',
    storeName,
    picture: post.featuredImage ? pictureOf({ url: post.featuredImage }) : null,
  };
}
