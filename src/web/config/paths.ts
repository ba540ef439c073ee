import { productPath } from '#shared/catalog/product-slugs.ts';
import { type Category, productsHref } from '#shared/constants/categories.ts';
import { sitePageHref } from '#shared/pages/pages.ts';

/**
 * Every route of the web app: `path` is the router pattern, `href(...)` builds a link to it.
 * Components link with `paths.x.href(...)`, so no URL string is written twice.
 */
export const paths = {
  home: { path: '/', href: () => '/' },

  // Shop
  products: { path: '/products', href: (category?: Category) => productsHref(category) },
  product: {
    path: '/product/:id',
    /**
     * `/product/{slug}` (decision 088); a product known by its id alone (an old cart line, a review) links by the id,
     * which the server answers with a 301 to the slug. With a variant, the page opens on it (`?variant=`, 066).
     */
    href: productPath,
  },
  /** The older spelling /products/{id} (docs/product.md §1.4): the server answers 301 to /product/{slug}. */
  productAlias: { path: '/products/:id' },
  cart: { path: '/cart', href: () => '/cart' },
  /** A cart reminder's link (RESTORE_CART_PATH, decision 075); the token in the query. */
  restoreCart: { path: '/cart/restore', href: () => '/cart/restore' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  orderConfirmation: {
    path: '/order-confirmation/:orderId',
    href: (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`,
  },
  trackOrder: { path: '/track-order', href: () => '/track-order' },
  /** The sandbox payment gateway's page (development and tests; Razorpay Checkout otherwise). */
  sandboxPayment: {
    path: '/payments/sandbox/:paymentId',
    href: (paymentId: string) => `/payments/sandbox/${encodeURIComponent(paymentId)}`,
  },

  // Account
  /** Sign in, then back to `next` (a path of this site) when given (audit 6.1, docs/product.md §5.1). */
  auth: {
    path: '/auth',
    href: (next?: string) => (next ? `/auth?next=${encodeURIComponent(next)}` : '/auth'),
  },
  orderHistory: { path: '/order-history', href: () => '/order-history' },
  wishlist: { path: '/wishlist', href: () => '/wishlist' },
  profileAddress: { path: '/profile/address', href: () => '/profile/address' },
  /** My Account: details, email, password, preferences, devices (docs/product.md §5.9). */
  account: { path: '/account', href: () => '/account' },
  /** A verified buyer's review of a product (docs/product.md §3.10): linked from a delivered order. */
  writeReview: { path: '/review/:productId', href: (productId: number) => `/review/${productId}` },
  /** The unsubscribe link of marketing mail (UNSUBSCRIBE_PATH); the token in the query. */
  unsubscribe: { path: '/unsubscribe', href: () => '/unsubscribe' },
  /** The link of a staff invitation (decision 037); the token in the query. */
  staffInvitation: { path: '/staff-invitation', href: () => '/staff-invitation' },
  addressDemo: { path: '/address-demo', href: () => '/address-demo' },
  testEmails: { path: '/test-emails', href: () => '/test-emails' },
  emailTest: { path: '/email-test', href: () => '/email-test' },

  // Content
  about: { path: '/about', href: () => '/about' },
  gallery: { path: '/vlog', href: () => '/vlog' },
  blog: { path: '/blog', href: () => '/blog' },
  blogPost: { path: '/blog/:slug', href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  /** Policy pages and the owner's free pages (decision 077). */
  sitePage: { path: '/pages/:slug', href: sitePageHref },
  craftGuide: {
    path: '/blogDetails/:slug',
    href: (slug: string) => `/blogDetails/${encodeURIComponent(slug)}`,
  },

  // Admin
  admin: { path: '/admin', href: () => '/admin' },
  adminTwoFactor: { path: '/admin/two-factor', href: () => '/admin/two-factor' },
  adminWhatsApp: { path: '/admin/whatsapp', href: () => '/admin/whatsapp' },

  notFound: { path: '*' },
} as const;
