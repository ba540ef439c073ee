import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { langOfPath } from '#shared/i18n/translate.ts';
import { RootErrorBoundary, RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { paths } from '#web/config/paths.ts';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { featuredProductsQueryOptions } from '#web/features/catalog/api/get-featured-products.ts';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import {
  productListQueryOptions,
  relatedProductsQueryOptions,
} from '#web/features/catalog/api/get-products.ts';
import { parseProductFilters } from '#web/features/catalog/lib/product-filters.ts';
import { homepageQueryOptions } from '#web/features/home/api/get-homepage.ts';
import { featuredTestimonialsQueryOptions } from '#web/features/home/api/get-testimonials.ts';
import { productReviewsQueryOptions } from '#web/features/reviews/api/product-reviews.ts';
import { settingsQueryOptions } from '#web/features/settings/api/get-settings.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { sessionQueryOptions } from '#web/lib/session.ts';
import { AppShellFallback, RootLayout } from './routes/root-layout.tsx';

/**
 * What the server's render (entry-server.tsx) hands the loaders: that request's own query client. There the
 * loaders wait for their data, so the page renders with it and the cache goes to the browser in the HTML.
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

const serverContext = (args: LoaderFunctionArgs) =>
  (args.context as ServerLoadContext | undefined)?.queryClient ? (args.context as ServerLoadContext) : null;

/**
 * In the browser loaders only *start* requests (they never await), so a page's data downloads while its code
 * chunk does, and the page shows its own skeletons instead of waiting on a blank screen.
 */
/** The language of the page a loader runs for (decision 035): its URL says it (`/hi/...`). */
const langOf = (args: LoaderFunctionArgs) => langOfPath(new URL(args.request.url).pathname);

function prefetch(...starts: ((client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>)[]) {
  return (args: LoaderFunctionArgs) => {
    const server = serverContext(args);
    const loads = starts.map((start) =>
      start(server?.queryClient ?? queryClient, args).catch(() => undefined),
    );
    return server ? Promise.all(loads).then(() => null) : null;
  };
}

/**
 * The product page's data: the product, then its category's other products for the 'More …' row and the
 * first page of its reviews.
 */
const productDetailLoader = prefetch(
  (c, { params }) =>
    c
      .fetchQuery(productQueryOptions(params.id ?? ''))
      .then((product) =>
        Promise.all([
          c.prefetchQuery(relatedProductsQueryOptions(product.category)),
          c.prefetchQuery(productReviewsQueryOptions(product.id)),
        ]),
      ),
  (c) => c.prefetchQuery(categoriesQueryOptions()),
);
const productDetailPage = () => import('./routes/shop/product-detail.tsx');

/**
 * A signed-in page's data, started once the session is known (guests load nothing). The query options are
 * imported on demand, so they stay out of the main chunk and download alongside the page's own chunk.
 */
function prefetchForUser(start: (client: QueryClient, userId: string) => Promise<unknown>) {
  return prefetch(async (c, args) => {
    if (serverContext(args)) return; // account pages render in the browser
    const user = await c.ensureQueryData(sessionQueryOptions());
    if (user) await start(c, user.id);
  });
}

const addressesLoader = prefetchForUser(async (c, userId) => {
  const { addressesQueryOptions } = await import('#web/features/addresses/api/addresses-api.ts');
  await c.prefetchQuery(addressesQueryOptions(userId));
});

const pageRoutes: RouteObject[] = [
  {
    index: true,
    loader: prefetch(
      (c, args) => c.prefetchQuery(homepageQueryOptions(langOf(args))),
      (c) => c.prefetchQuery(categoriesQueryOptions()),
      (c) => c.prefetchQuery(featuredProductsQueryOptions()),
      (c) => c.prefetchQuery(featuredTestimonialsQueryOptions()),
    ),
    lazy: () => import('./routes/shop/home.tsx'),
  },
  { path: paths.about.path, lazy: () => import('./routes/content/about.tsx') },
  {
    path: paths.gallery.path,
    loader: prefetch((c) => c.prefetchQuery(categoriesQueryOptions())),
    lazy: () => import('./routes/content/gallery.tsx'),
  },
  {
    path: paths.craftGuide.path,
    loader: prefetch((c) => c.prefetchQuery(categoriesQueryOptions())),
    lazy: () => import('./routes/content/craft-guide.tsx'),
  },

  // Shop (catalog, cart and checkout issues)
  {
    path: paths.products.path,
    loader: prefetch(
      (c, { request }) =>
        c.prefetchInfiniteQuery(
          productListQueryOptions(parseProductFilters(new URL(request.url).searchParams)),
        ),
      (c) => c.prefetchQuery(categoriesQueryOptions()),
    ),
    lazy: () => import('./routes/shop/products.tsx'),
  },
  { path: paths.product.path, loader: productDetailLoader, lazy: productDetailPage },
  { path: paths.productAlias.path, loader: productDetailLoader, lazy: productDetailPage },
  { path: paths.cart.path, lazy: () => import('./routes/shop/cart.tsx') },
  { path: paths.checkout.path, lazy: () => import('./routes/shop/checkout.tsx') },
  { path: paths.orderConfirmation.path, lazy: () => import('./routes/shop/order-confirmation.tsx') },
  { path: paths.trackOrder.path, lazy: () => import('./routes/shop/track-order.tsx') },
  { path: paths.sandboxPayment.path, lazy: () => import('./routes/tools/sandbox-payment.tsx') },

  // Account (accounts, wishlist, addresses issues)
  { path: paths.auth.path, lazy: () => import('./routes/account/auth.tsx') },
  { path: paths.orderHistory.path, lazy: () => import('./routes/account/order-history.tsx') },
  {
    path: paths.wishlist.path,
    loader: prefetchForUser(async (c, userId) => {
      const { wishlistQueryOptions } = await import('#web/features/wishlist/api/wishlist-api.ts');
      await c.prefetchQuery(wishlistQueryOptions(userId));
    }),
    lazy: () => import('./routes/account/wishlist.tsx'),
  },
  { path: paths.account.path, lazy: () => import('./routes/account/account.tsx') },
  { path: paths.writeReview.path, lazy: () => import('./routes/account/write-review.tsx') },
  { path: paths.unsubscribe.path, lazy: () => import('./routes/account/unsubscribe.tsx') },
  { path: paths.staffInvitation.path, lazy: () => import('./routes/account/staff-invitation.tsx') },
  {
    path: paths.profileAddress.path,
    loader: addressesLoader,
    lazy: () => import('./routes/account/profile-address.tsx'),
  },
  {
    path: paths.addressDemo.path,
    loader: addressesLoader,
    lazy: () => import('./routes/tools/address-demo.tsx'),
  },
  { path: paths.testEmails.path, lazy: () => import('./routes/tools/test-emails.tsx') },
  { path: paths.emailTest.path, lazy: () => import('./routes/tools/email-test.tsx') },

  // Blog
  {
    path: paths.blog.path,
    loader: prefetch(async (c, args) => {
      const blog = await import('#web/features/blog/api/blog-api.ts');
      const { parseBlogFilters } = await import('#web/features/blog/lib/blog-filters.ts');
      const filters = parseBlogFilters(new URL(args.request.url).searchParams);
      const lang = langOf(args);
      await Promise.all([
        c.prefetchInfiniteQuery(blog.blogPostListQueryOptions(filters, lang)),
        c.prefetchQuery(blog.blogCategoriesQueryOptions(lang)),
        c.prefetchQuery(blog.featuredPostsQueryOptions(lang)),
      ]);
    }),
    lazy: () => import('./routes/content/blog.tsx'),
  },
  {
    path: paths.blogPost.path,
    loader: prefetch(async (c, args) => {
      const { blogPostQueryOptions } = await import('#web/features/blog/api/blog-api.ts');
      await c.prefetchQuery(blogPostQueryOptions(args.params.slug ?? '', langOf(args)));
    }),
    lazy: () => import('./routes/content/blog-post.tsx'),
  },

  // Admin: its own chunks, never part of the storefront bundles, behind the admin guard.
  {
    path: paths.admin.path,
    lazy: () => import('./routes/admin/admin-guard.tsx'),
    children: [
      { index: true, lazy: () => import('./routes/admin/admin.tsx') },
      { path: paths.adminTwoFactor.path, lazy: () => import('./routes/admin/two-factor.tsx') },
      { path: paths.adminWhatsApp.path, lazy: () => import('./routes/admin/whatsapp.tsx') },
    ],
  },

  { path: paths.notFound.path, lazy: () => import('./routes/content/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppShellFallback,
    loader: prefetch(
      (c) => c.prefetchQuery(settingsQueryOptions()),
      // Who is signed in is the browser's to ask: the served HTML is the same for every visitor (cached).
      async (c, args) => (serverContext(args) ? undefined : c.prefetchQuery(sessionQueryOptions())),
    ),
    children: [
      // Pathless, so a page's error renders inside the header and footer.
      { ErrorBoundary: RouteErrorBoundary, children: pageRoutes },
    ],
  },
];
