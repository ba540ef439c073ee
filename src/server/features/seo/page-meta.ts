import { BLOG_LIMITS } from '#shared/blog/blog.ts';
import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import { DEFAULT_PRODUCT_SORT, isProductSort } from '#shared/catalog/product-sorts.ts';
import { isCategory } from '#shared/constants/categories.ts';
import { CRAFT_GUIDES } from '#shared/constants/craft-guides.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { Db } from '../../db/client.ts';
import { findPublishedPost, listCategories as listBlogCategories } from '../blog/blog.service.ts';
import { findProduct, listCategorySummaries } from '../catalog/catalog.service.ts';
import { readHomepageContent } from '../home-content/home-content.service.ts';
import { publishedReviews } from '../reviews/reviews.service.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path (and query) of the canonical URL; omitted for pages that should not be indexed. */
  canonical?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** HTTP status for the page (404 for unknown paths and missing products). */
  status?: number;
}

export interface PageContext {
  db: Db;
  settings: StoreSettings;
  publicUrl: string;
  path: string;
  query: URLSearchParams;
}

type Resolver = (ctx: PageContext, params: Record<string, string>) => Promise<PageMeta> | PageMeta;

const page =
  (title: string, description: string, extra: Partial<PageMeta> = {}): Resolver =>
  (ctx) => ({ title, description, canonical: ctx.path, ...extra });
/** Resolvers whose head is the same for every path their pattern matches (the account pages). */
const samePageForEveryPath = new WeakSet<Resolver>();
const privatePage = (title: string, description = 'Your Karigar account.'): Resolver => {
  const resolver = page(title, description, { canonical: undefined, noindex: true });
  samePageForEveryPath.add(resolver);
  return resolver;
};

/** Route patterns of the web app and the meta each one's HTML carries on first load. */
const ROUTES: Array<[pattern: string, resolve: Resolver]> = [
  [
    '/',
    ({ settings }) => ({
      title: `${settings.storeName} — Handmade Craft Treasures`,
      description: `${settings.tagline}. Dream catchers, embroidery, Lippan art, resin art, candles and calligraphy, made by hand and shipped across India.`,
      canonical: '/',
    }),
  ],
  [
    '/products',
    async (ctx) => {
      const category = ctx.query.get('category');
      if (category && isCategory(category)) {
        const cover = (await listCategorySummaries(ctx.db)).find((c) => c.name === category)?.coverImage;
        return {
          title: `${category} — Handmade`,
          description: `Handmade ${category.toLowerCase()} pieces, crafted in small batches by Indian artisans.`,
          canonical: `/products?category=${encodeURIComponent(category)}`,
          image: cover ? new URL(cover.url, ctx.publicUrl).href : undefined,
        };
      }
      return {
        title: 'All Products',
        description: 'Browse every handmade piece in the shop: filter by craft, sort by price or rating.',
        canonical: '/products',
      };
    },
  ],
  ['/product/:id', productMeta],
  ['/products/:id', productMeta],
  [
    '/about',
    page(
      'About Us',
      'The story of Karigar: handmade craft goods by artisans in Bengaluru, and our promise to you.',
    ),
  ],
  ['/vlog', page('Gallery', 'A look inside the studio: photos and stories from our craft tables.')],
  ['/blog', blogListMeta],
  ['/blog/:slug', blogPostMeta],
  [
    '/blogDetails/:guide',
    (ctx, { guide }) => {
      const found = CRAFT_GUIDES.find((g) => g.slug === guide);
      if (!found) return notFoundMeta();
      return { title: found.title, description: found.summary, canonical: ctx.path, type: 'article' };
    },
  ],
  ['/cart', privatePage('Your Cart', 'Your shopping cart.')],
  ['/checkout', privatePage('Checkout')],
  ['/order-confirmation/:orderId', privatePage('Order Confirmed')],
  ['/order-history', privatePage('Your Orders')],
  ['/payments/sandbox/:paymentId', privatePage('Payment')],
  ['/wishlist', privatePage('Wishlist')],
  ['/profile/address', privatePage('My Address')],
  ['/account', privatePage('My Account')],
  ['/review/:productId', privatePage('Write a Review')],
  ['/unsubscribe', privatePage('Unsubscribe')],
  ['/staff-invitation', privatePage('Join the Team')],
  ['/track-order', page('Track Order', 'Track your Karigar order by its order number.')],
  ['/address-demo', privatePage('Address Storage Tools')],
  ['/test-emails', privatePage('Email Tests')],
  ['/email-test', privatePage('Email Test')],
  ['/auth', privatePage('Sign In', 'Sign in or create your Karigar account.')],
  ['/admin', privatePage('Admin Dashboard')],
  ['/admin/two-factor', privatePage('Two-factor sign-in')],
  ['/admin/whatsapp', privatePage('WhatsApp order updates')],
];

/** The page patterns the server knows (a test checks they match the web router's). */
export const PAGE_PATTERNS: readonly string[] = ROUTES.map(([pattern]) => pattern);

function notFoundMeta(): PageMeta {
  return {
    title: 'Page not found',
    description: 'Oops! Page not found.',
    noindex: true,
    status: 404,
  };
}

/** The newest reviews a product's JSON-LD carries beside its rating (search engines show a few). */
const JSON_LD_REVIEWS = 5;

async function productMeta(ctx: PageContext, params: Record<string, string>): Promise<PageMeta> {
  const id = parseProductId(params.id ?? '');
  const product = id === null ? null : await findProduct(ctx.db, id);
  if (!product) return { ...notFoundMeta(), title: 'Product Not Found' };
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
  return {
    title: product.name,
    description,
    canonical: `/product/${product.id}`,
    image: absoluteImage,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      sku: product.catalogNumber,
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
      offers: {
        '@type': 'Offer',
        url: new URL(`/product/${product.id}`, ctx.publicUrl).href,
        priceCurrency: 'INR',
        price: (product.price / 100).toFixed(2),
        // The MRP as Google's strikethrough price (decision 029).
        ...(product.compareAtPrice !== null
          ? {
              priceSpecification: [
                {
                  '@type': 'UnitPriceSpecification',
                  price: (product.price / 100).toFixed(2),
                  priceCurrency: 'INR',
                },
                {
                  '@type': 'UnitPriceSpecification',
                  priceType: 'https://schema.org/StrikethroughPrice',
                  price: (product.compareAtPrice / 100).toFixed(2),
                  priceCurrency: 'INR',
                },
              ],
            }
          : {}),
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}

const BLOG_DESCRIPTION = 'Craft stories, care guides and behind-the-scenes notes from our studio.';

async function blogListMeta(ctx: PageContext): Promise<PageMeta> {
  const slug = ctx.query.get('category');
  const category = slug ? (await listBlogCategories(ctx.db)).find((c) => c.slug === slug) : undefined;
  if (!category) return { title: 'Blog', description: BLOG_DESCRIPTION, canonical: '/blog' };
  return {
    title: `Posts in ${category.name}`,
    description: category.description || BLOG_DESCRIPTION,
    canonical: `/blog?category=${encodeURIComponent(category.slug)}`,
  };
}

/** A published post: its own title, excerpt, picture and BlogPosting JSON-LD; drafts are 404. */
async function blogPostMeta(ctx: PageContext, params: Record<string, string>): Promise<PageMeta> {
  const post = await findPublishedPost(ctx.db, params.slug ?? '');
  if (!post) return { ...notFoundMeta(), title: 'Blog Post Not Found' };
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
    image,
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
 * The query parameters a list page's HTML depends on, in a fixed order with defaults left out: the category,
 * sort and search on /products, the category and search on /blog. Any other parameter changes nothing.
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
      const hero = (await readHomepageContent(ctx.db)).heroImageUrl;
      if (hero) meta.image = new URL(hero, ctx.publicUrl).href;
    }
    return meta;
  }
  return notFoundMeta();
}
