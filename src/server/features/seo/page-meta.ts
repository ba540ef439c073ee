import { BLOG_LIMITS } from '#shared/blog/blog.ts';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { productText } from '#shared/catalog/product.ts';
import { productPath } from '#shared/catalog/product-slugs.ts';
import { DEFAULT_PRODUCT_SORT, isProductSort } from '#shared/catalog/product-sorts.ts';
import { CATEGORY_NAMES_HI, isCategory } from '#shared/constants/categories.ts';
import { CRAFT_GUIDES } from '#shared/constants/craft-guides.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { SitePage } from '#shared/pages/pages.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cachedValue, type PublicCache } from '../../lib/public-cache.ts';
import { findPublishedPost, listCategories as listBlogCategories } from '../blog/blog.service.ts';
import { cachedProductAddress, publicCategoriesRead, publicProductRead } from '../catalog/catalog.service.ts';
import { publicHomepageRead } from '../home-content/home-content.service.ts';
import { publicPageRead } from '../pages/pages.service.ts';
import { publishedReviews } from '../reviews/reviews.service.ts';
import {
  categoryShareCard,
  postShareCard,
  productShareCard,
  shareCardImage,
} from '../share-cards/share-cards.service.ts';
import { offer, productGroup } from './product-json-ld.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; omitted for pages that should not be indexed. */
  canonical?: string;
  /** The link preview's picture: the page's share card (decision 089), else the homepage hero. */
  image?: PageImage;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** HTTP status for the page (404 for unknown paths and missing products). */
  status?: number;
}

export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

export interface PageContext {
  db: Db;
  /** Reads the API also serves come from its cache (the page's own entry is dropped with them). */
  cache: PublicCache;
  /** The page's language (decision 035): its title, description and content texts follow it. */
  lang: Lang;
  settings: StoreSettings;
  publicUrl: string;
  path: string;
  query: URLSearchParams;
}

type Resolver = (ctx: PageContext, params: Record<string, string>) => Promise<PageMeta> | PageMeta;

/** A page's title and description in each language (decision 035). */
type Texts = Record<Lang, readonly [title: string, description: string]>;

const page =
  (texts: Texts, extra: Partial<PageMeta> = {}): Resolver =>
  (ctx) => {
    const [title, description] = texts[ctx.lang];
    return { title, description, canonical: ctx.path, ...extra };
  };
/** Resolvers whose head is the same for every path their pattern matches (the account pages). */
const samePageForEveryPath = new WeakSet<Resolver>();
const ACCOUNT = { en: 'Your Karigar account.', hi: 'आपका Karigar खाता।' };
const privatePage = (en: string, hi: string, description = ACCOUNT): Resolver => {
  const texts = { en: [en, description.en], hi: [hi, description.hi] } as const;
  const resolver = page(texts, { canonical: undefined, noindex: true });
  samePageForEveryPath.add(resolver);
  return resolver;
};

/** Route patterns of the web app and the meta each one's HTML carries on first load. */
const ROUTES: Array<[pattern: string, resolve: Resolver]> = [
  [
    '/',
    ({ settings, lang }) =>
      lang === 'hi'
        ? {
            title: `${settings.storeName} — हाथ से बने शिल्प के ख़ज़ाने`,
            description:
              'ड्रीम कैचर, कढ़ाई, लिप्पन कला, रेज़िन आर्ट, मोमबत्तियाँ और सुलेख: भारतीय कारीगरों के हाथ से बने, पूरे भारत में डिलीवरी।',
            canonical: '/',
          }
        : {
            title: `${settings.storeName} — Handmade Craft Treasures`,
            description: `${settings.tagline}. Dream catchers, embroidery, Lippan art, resin art, candles and calligraphy, made by hand and shipped across India.`,
            canonical: '/',
          },
  ],
  [
    '/products',
    async (ctx) => {
      const category = ctx.query.get('category');
      if (category && isCategory(category)) {
        const { items } = await cachedValue(ctx.cache, publicCategoriesRead(ctx.db));
        const cover = items.find((c) => c.name === category)?.coverImage ?? null;
        const card = categoryShareCard(category, cover, ctx.lang, ctx.settings.storeName);
        const hi = CATEGORY_NAMES_HI[category];
        return {
          title: ctx.lang === 'hi' ? `${hi} — हाथ से बने` : `${category} — Handmade`,
          description:
            ctx.lang === 'hi'
              ? `हाथ से बनी ${hi} की चीज़ें, भारतीय कारीगरों के हाथों थोड़ी-थोड़ी संख्या में तैयार।`
              : `Handmade ${category.toLowerCase()} pieces, crafted in small batches by Indian artisans.`,
          canonical: `/products?category=${encodeURIComponent(category)}`,
          image: shareCardImage(card, ctx.publicUrl),
        };
      }
      const [title, description] = ALL_PRODUCTS[ctx.lang];
      return { title, description, canonical: '/products' };
    },
  ],
  ['/product/:id', productMeta],
  ['/products/:id', productMeta],
  [
    '/about',
    page({
      en: [
        'About Us',
        'The story of Karigar: handmade craft goods by artisans in Bengaluru, and our promise to you.',
      ],
      hi: ['हमारे बारे में', 'Karigar की कहानी: बेंगलुरु के कारीगरों के हाथ से बना शिल्प, और आपसे हमारा वादा।'],
    }),
  ],
  [
    '/vlog',
    page({
      en: ['Gallery', 'A look inside the studio: photos and stories from our craft tables.'],
      hi: ['गैलरी', 'हमारे स्टूडियो की एक झलक: शिल्प की मेज़ों से तस्वीरें और कहानियाँ।'],
    }),
  ],
  ['/blog', blogListMeta],
  ['/blog/:slug', blogPostMeta],
  ['/pages/:slug', sitePageMeta],
  [
    '/blogDetails/:guide',
    (ctx, { guide }) => {
      const found = CRAFT_GUIDES.find((g) => g.slug === guide);
      if (!found) return notFoundMeta(ctx.lang);
      const hi = ctx.lang === 'hi';
      return {
        title: hi ? found.titleHi : found.title,
        description: hi ? found.summaryHi : found.summary,
        canonical: ctx.path,
        type: 'article',
      };
    },
  ],
  ['/cart', privatePage('Your Cart', 'आपका कार्ट', { en: 'Your shopping cart.', hi: 'आपका शॉपिंग कार्ट।' })],
  ['/cart/restore', privatePage('Your saved cart', 'आपकी सहेजी हुई कार्ट')],
  ['/checkout', privatePage('Checkout', 'चेकआउट')],
  ['/order-confirmation/:orderId', privatePage('Order Confirmed', 'ऑर्डर कन्फ़र्म हो गया')],
  ['/order-history', privatePage('Your Orders', 'आपके ऑर्डर')],
  ['/payments/sandbox/:paymentId', privatePage('Payment', 'भुगतान')],
  ['/wishlist', privatePage('Wishlist', 'विशलिस्ट')],
  ['/profile/address', privatePage('My Address', 'मेरा पता')],
  ['/account', privatePage('My Account', 'मेरा खाता')],
  ['/review/:productId', privatePage('Write a Review', 'रिव्यू लिखें')],
  ['/unsubscribe', privatePage('Unsubscribe', 'सदस्यता छोड़ें')],
  ['/staff-invitation', privatePage('Join the Team', 'टीम से जुड़ें')],
  [
    '/track-order',
    page({
      en: ['Track Order', 'Track your Karigar order by its order number.'],
      hi: ['ऑर्डर ट्रैक करें', 'ऑर्डर नंबर से अपना Karigar ऑर्डर ट्रैक करें।'],
    }),
  ],
  ['/address-demo', privatePage('Address Storage Tools', 'पते सहेजने के टूल')],
  ['/test-emails', privatePage('Email Tests', 'ईमेल टेस्ट')],
  ['/email-test', privatePage('Email Test', 'ईमेल टेस्ट')],
  [
    '/auth',
    privatePage('Sign In', 'साइन इन', {
      en: 'Sign in or create your Karigar account.',
      hi: 'साइन इन करें या अपना Karigar खाता बनाएँ।',
    }),
  ],
  ['/admin', privatePage('Admin Dashboard', 'एडमिन डैशबोर्ड')],
  ['/admin/two-factor', privatePage('Two-factor sign-in', 'दो-चरणीय साइन इन')],
  ['/admin/whatsapp', privatePage('WhatsApp order updates', 'व्हाट्सऐप पर ऑर्डर अपडेट')],
];

/** The page patterns the server knows (a test checks they match the web router's). */
export const PAGE_PATTERNS: readonly string[] = ROUTES.map(([pattern]) => pattern);

const ALL_PRODUCTS: Texts = {
  en: ['All Products', 'Browse every handmade piece in the shop: filter by craft, sort by price or rating.'],
  hi: ['सभी उत्पाद', 'दुकान की हर हाथ से बनी चीज़ देखें: शिल्प से छाँटें, क़ीमत या रेटिंग से क्रम बदलें।'],
};

const NOT_FOUND: Texts = {
  en: ['Page not found', 'Oops! Page not found.'],
  hi: ['पेज नहीं मिला', 'अरे! यह पेज नहीं मिला।'],
};

function notFoundMeta(lang: Lang, title?: Record<Lang, string>): PageMeta {
  const [pageTitle, description] = NOT_FOUND[lang];
  return { title: title?.[lang] ?? pageTitle, description, noindex: true, status: 404 };
}

/** The newest reviews a product's JSON-LD carries beside its rating (search engines show a few). */
const JSON_LD_REVIEWS = 5;

/** The product the page shows, from the API's cache entry; null when there is none. */
async function cachedProduct(ctx: PageContext, address: string) {
  const found = await cachedProductAddress(ctx.cache, ctx.db, address);
  if (!found) return null;
  try {
    return await cachedValue(ctx.cache, publicProductRead(ctx.db, found.id));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

async function productMeta(ctx: PageContext, params: Record<string, string>): Promise<PageMeta> {
  // Other addresses of a product (its id, an old slug) answer 301 before this (decision 088).
  const found = await cachedProduct(ctx, params.id ?? '');
  if (!found) return notFoundMeta(ctx.lang, { en: 'Product Not Found', hi: 'उत्पाद नहीं मिला' });
  // The Hindi name and description where entered (decision 035).
  const product = { ...found, ...productText(found, ctx.lang) };
  const image = product.images[0]?.url;
  const absoluteImage = image ? new URL(image, ctx.publicUrl).href : undefined;
  const available = product.inStock && (product.stockQuantity === null || product.stockQuantity > 0);
  const description = (
    product.description || `${product.name}, handmade ${product.category.toLowerCase()}.`
  ).slice(0, 160);
  const rated = product.rating !== null && product.reviews > 0;
  const reviews = rated
    ? await publishedReviews(ctx.db, product.id, { sort: 'newest', page: 1, limit: JSON_LD_REVIEWS })
    : [];
  const offerOf = (path: string, figures: Pick<Product, 'price' | 'compareAtPrice'>, inStock: boolean) =>
    offer(new URL(path, ctx.publicUrl).href, figures, inStock);
  const grouped = productGroup(product, absoluteImage, ctx.publicUrl, offerOf);
  return {
    title: product.name,
    description,
    canonical: productPath(product),
    image: shareCardImage(productShareCard(found, ctx.lang, ctx.settings.storeName), ctx.publicUrl),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': grouped ? 'ProductGroup' : 'Product',
      name: product.name,
      description,
      ...(grouped ? { productGroupID: product.catalogNumber } : { sku: product.catalogNumber }),
      category: product.category,
      image: absoluteImage ? [absoluteImage] : undefined,
      ...(rated
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviews,
              bestRating: 5,
              worstRating: 1,
            },
            review: reviews.map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.authorName },
              datePublished: review.publishedAt.slice(0, 10),
              name: review.title || undefined,
              reviewBody: review.body || undefined,
              reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
      ...(grouped ?? { offers: offerOf(productPath(product), product, available) }),
    },
  };
}

const BLOG: Texts = {
  en: ['Blog', 'Craft stories, care guides and behind-the-scenes notes from our studio.'],
  hi: ['ब्लॉग', 'शिल्प की कहानियाँ, देखभाल के तरीक़े और हमारे स्टूडियो के पीछे की बातें।'],
};

async function blogListMeta(ctx: PageContext): Promise<PageMeta> {
  const slug = ctx.query.get('category');
  const category = slug
    ? (await listBlogCategories(ctx.db, ctx.lang)).find((c) => c.slug === slug)
    : undefined;
  const [title, blogDescription] = BLOG[ctx.lang];
  if (!category) return { title, description: blogDescription, canonical: '/blog' };
  return {
    title: ctx.lang === 'hi' ? `${category.name} की पोस्ट` : `Posts in ${category.name}`,
    description: category.description || blogDescription,
    canonical: `/blog?category=${encodeURIComponent(category.slug)}`,
  };
}

/** A published post: its own title, excerpt, picture and BlogPosting JSON-LD; drafts are 404. */
async function blogPostMeta(ctx: PageContext, params: Record<string, string>): Promise<PageMeta> {
  const post = await findPublishedPost(ctx.db, params.slug ?? '', ctx.lang);
  if (!post) return notFoundMeta(ctx.lang, { en: 'Blog Post Not Found', hi: 'ब्लॉग पोस्ट नहीं मिली' });
  const canonical = `/blog/${encodeURIComponent(post.slug)}`;
  const url = new URL(canonical, ctx.publicUrl).href;
  // An inline (data:) picture is no use to a link preview.
  const image =
    post.featuredImage && !post.featuredImage.startsWith('data:')
      ? new URL(post.featuredImage, ctx.publicUrl).href
      : undefined;
  const description = (post.excerpt || plainText(post.content) || post.title).slice(0, 160);
  return {
    title: post.title,
    description,
    canonical,
    image: shareCardImage(postShareCard(post, ctx.lang, ctx.settings.storeName), ctx.publicUrl),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      datePublished: post.publishedAt ?? undefined,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: ctx.settings.storeName },
      image: image ? [image] : undefined,
      url,
      mainEntityOfPage: url,
      articleSection: post.categoryName ?? undefined,
      keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    },
  };
}

/** A policy or free page (decision 077): its title, and its opening as the description; drafts are 404. */
async function sitePageMeta(ctx: PageContext, params: Record<string, string>): Promise<PageMeta> {
  let page: SitePage;
  try {
    page = await cachedValue(ctx.cache, publicPageRead(ctx.db, params.slug ?? '', ctx.lang));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return notFoundMeta(ctx.lang);
    throw error;
  }
  return {
    title: page.title,
    description: plainText(page.body).slice(0, 160),
    canonical: `/pages/${encodeURIComponent(page.slug)}`,
    type: 'article',
  };
}

/** Markdown to one line of text for a description: marks and line breaks dropped. */
const plainText = (markdown: string) =>
  markdown
    .replace(/[#*_`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

/** A page's path as its routes see it: trailing slashes dropped. */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Search text as the list pages send it to the API: trimmed, inner spaces collapsed, cut to the API's limit. */
const searchText = (text: string | null, max: number) =>
  (text ?? '').trim().replace(/\s+/g, ' ').slice(0, max).trim();

/**
 * The query parameters a page's HTML depends on, in a fixed order with defaults left out: the category, sort and
 * search on /products, the variant on a product page, the category and search on /blog. Any other parameter
 * changes nothing.
 */
function knownQuery(path: string, query: URLSearchParams): string {
  const params: Array<[string, string]> = [];
  const category = query.get('category');
  const q = query.get('q');
  if (path === '/products') {
    if (category && isCategory(category)) params.push(['category', category]);
    const sort = query.get('sort');
    if (sort && sort !== DEFAULT_PRODUCT_SORT && isProductSort(sort)) params.push(['sort', sort]);
    if (searchText(q, 100)) params.push(['q', searchText(q, 100)]);
  } else if (/^\/products?\/[^/]+$/.test(path)) {
    // The variant a product page opens on (decision 066): its HTML shows that variant's price and pictures.
    const variant = query.get('variant');
    if (variant && /^[1-9]\d{0,9}$/.test(variant)) params.push(['variant', variant]);
  } else if (path === '/blog') {
    if (searchText(q, BLOG_LIMITS.search)) params.push(['q', searchText(q, BLOG_LIMITS.search)]);
    const slug = category?.trim().slice(0, BLOG_LIMITS.slug);
    if (slug) params.push(['category', slug]);
  }
  // Encoded as the canonical links are (encodeURIComponent: a space is %20).
  const search = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return search ? `?${search}` : '';
}

export interface PageKey {
  /** The cache key: only what changes the page's HTML (security review L5). */
  key: string;
  /**
   * The path and known query the server renders the page's body for (decision 026); null for the account
   * and admin pages, which the browser renders alone.
   */
  render: string | null;
}

/**
 * A served page's cache key and what to render, so no made-up query string or path spelling adds an entry.
 * That is the path and the list pages' known parameters; account pages share their pattern's key (their head
 * names no id or token and their body is the browser's); unknown paths share one (the 404 page).
 */
export function pageKey(pathname: string, query: URLSearchParams): PageKey {
  const path = pagePath(pathname);
  const route = ROUTES.find(([pattern]) => match(pattern, path));
  if (!route) return { key: 'page:not-found', render: path };
  const [pattern, resolve] = route;
  if (samePageForEveryPath.has(resolve)) return { key: `page:${pattern}`, render: null };
  // A looked-up order (`/track-order?order=…`) is the visitor's own: the browser renders it, one shared entry.
  if (path === '/track-order' && query.has('order')) return { key: 'page:/track-order?order', render: null };
  const page = `${path}${knownQuery(path, query)}`;
  return { key: `page:${page}`, render: page };
}

export async function resolvePageMeta(ctx: PageContext): Promise<PageMeta> {
  const path = pagePath(ctx.path);
  for (const [pattern, resolve] of ROUTES) {
    const params = match(pattern, path);
    if (!params) continue;
    const meta = await resolve({ ...ctx, path }, params);
    // Link previews everywhere: pages without their own picture share the homepage hero.
    if (!meta.image && !meta.noindex) {
      const hero = (await cachedValue(ctx.cache, publicHomepageRead(ctx.db, ctx.lang))).heroImageUrl;
      if (hero) meta.image = { url: new URL(hero, ctx.publicUrl).href, alt: ctx.settings.storeName };
    }
    return meta;
  }
  return notFoundMeta(ctx.lang);
}
