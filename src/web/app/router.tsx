import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, use } from 'react';
import { matchRoutes, Outlet, type Params, type Path, type RouteObject, useRoutes } from 'react-router';
import { type Lang, langOfPath } from '#shared/i18n/translate.ts';
import { PageErrorBoundary, RootErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
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
import { sessionQueryOptions } from '#web/lib/session.ts';
import { AppShellFallback, RootLayout } from './routes/root-layout.tsx';

/**
 * The app's pages (decision 045): React Router's declarative routes, each page's code in its own chunk and its
 * data named beside it. The browser starts a page's data and code together when a navigation begins
 * (navigation.tsx); the server's render (entry-server.tsx) waits for both, so the page renders with its data
 * and the query cache goes to the browser in the HTML.
 */

/** What a page's data is read for: the matched URL, in the page's language (its URL says it, decision 035). */
interface PageDataArgs {
  params: Params;
  searchParams: URLSearchParams;
  lang: Lang;
  /** The server's render, which waits for the data (the browser only starts it). */
  server: boolean;
}

type PageData = (client: QueryClient, args: PageDataArgs) => Promise<unknown>;

/** Reads started together; one that fails leaves its query failed, for the page to show, not the others. */
function pageData(...starts: PageData[]): PageData {
  return (client, args) => Promise.all(starts.map((start) => start(client, args).catch(() => undefined)));
}

/** A page's code: the route module's `Component`, fetched on the first visit. */
interface LazyPage {
  Component?: ComponentType;
  load(): Promise<ComponentType>;
}

function lazyPage(importModule: () => Promise<{ Component: ComponentType }>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const page: LazyPage = {
    load: () =>
      (loading ??= importModule().then(
        (module) => (page.Component = module.Component),
        (error: unknown) => {
          loading = undefined; // the next visit tries again (the error boundary offers a reload meanwhile)
          throw error;
        },
      )),
  };
  return page;
}

/**
 * A page whose code is here renders at once (hydration loads it first); otherwise its render waits for it, and
 * the navigation's transition keeps the current page on screen meanwhile.
 */
function RoutePage({ page }: { page: LazyPage }) {
  const Component = page.Component ?? use(page.load());
  return <Component />;
}

interface PageRoute {
  /** None: the index page. */
  path?: string;
  page: LazyPage;
  data?: PageData;
  children?: PageRoute[];
}

/**
 * The product page's data: the product, then its category's other products for the 'More …' row and the
 * first page of its reviews.
 */
const productDetailData = pageData(
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
const productDetailPage = lazyPage(() => import('./routes/shop/product-detail.tsx'));

/**
 * A signed-in page's data, started once the session is known (guests load nothing). The query options are
 * imported on demand, so they stay out of the main chunk and download alongside the page's own chunk.
 */
function prefetchForUser(start: (client: QueryClient, userId: string) => Promise<unknown>) {
  return pageData(async (c, args) => {
    if (args.server) return; // account pages render in the browser
    const user = await c.ensureQueryData(sessionQueryOptions());
    if (user) await start(c, user.id);
  });
}

const addressesData = prefetchForUser(async (c, userId) => {
  const { addressesQueryOptions } = await import('#web/features/addresses/api/addresses-api.ts');
  await c.prefetchQuery(addressesQueryOptions(userId));
});

const pageRoutes: PageRoute[] = [
  {
    data: pageData(
      (c, args) => c.prefetchQuery(homepageQueryOptions(args.lang)),
      (c) => c.prefetchQuery(categoriesQueryOptions()),
      (c) => c.prefetchQuery(featuredProductsQueryOptions()),
      (c) => c.prefetchQuery(featuredTestimonialsQueryOptions()),
    ),
    page: lazyPage(() => import('./routes/shop/home.tsx')),
  },
  { path: paths.about.path, page: lazyPage(() => import('./routes/content/about.tsx')) },
  {
    path: paths.gallery.path,
    data: pageData((c) => c.prefetchQuery(categoriesQueryOptions())),
    page: lazyPage(() => import('./routes/content/gallery.tsx')),
  },
  {
    path: paths.craftGuide.path,
    data: pageData((c) => c.prefetchQuery(categoriesQueryOptions())),
    page: lazyPage(() => import('./routes/content/craft-guide.tsx')),
  },

  // Shop (catalog, cart and checkout issues)
  {
    path: paths.products.path,
    data: pageData(
      (c, { searchParams }) =>
        c.prefetchInfiniteQuery(productListQueryOptions(parseProductFilters(searchParams))),
      (c) => c.prefetchQuery(categoriesQueryOptions()),
    ),
    page: lazyPage(() => import('./routes/shop/products.tsx')),
  },
  { path: paths.product.path, data: productDetailData, page: productDetailPage },
  { path: paths.productAlias.path, data: productDetailData, page: productDetailPage },
  { path: paths.cart.path, page: lazyPage(() => import('./routes/shop/cart.tsx')) },
  { path: paths.restoreCart.path, page: lazyPage(() => import('./routes/shop/cart-restore.tsx')) },
  { path: paths.checkout.path, page: lazyPage(() => import('./routes/shop/checkout.tsx')) },
  {
    path: paths.orderConfirmation.path,
    page: lazyPage(() => import('./routes/shop/order-confirmation.tsx')),
  },
  { path: paths.trackOrder.path, page: lazyPage(() => import('./routes/shop/track-order.tsx')) },
  { path: paths.sandboxPayment.path, page: lazyPage(() => import('./routes/tools/sandbox-payment.tsx')) },

  // Account (accounts, wishlist, addresses issues)
  { path: paths.auth.path, page: lazyPage(() => import('./routes/account/auth.tsx')) },
  { path: paths.orderHistory.path, page: lazyPage(() => import('./routes/account/order-history.tsx')) },
  {
    path: paths.wishlist.path,
    data: prefetchForUser(async (c, userId) => {
      const { wishlistQueryOptions } = await import('#web/features/wishlist/api/wishlist-api.ts');
      await c.prefetchQuery(wishlistQueryOptions(userId));
    }),
    page: lazyPage(() => import('./routes/account/wishlist.tsx')),
  },
  { path: paths.account.path, page: lazyPage(() => import('./routes/account/account.tsx')) },
  { path: paths.writeReview.path, page: lazyPage(() => import('./routes/account/write-review.tsx')) },
  { path: paths.unsubscribe.path, page: lazyPage(() => import('./routes/account/unsubscribe.tsx')) },
  { path: paths.staffInvitation.path, page: lazyPage(() => import('./routes/account/staff-invitation.tsx')) },
  {
    path: paths.profileAddress.path,
    data: addressesData,
    page: lazyPage(() => import('./routes/account/profile-address.tsx')),
  },
  {
    path: paths.addressDemo.path,
    data: addressesData,
    page: lazyPage(() => import('./routes/tools/address-demo.tsx')),
  },
  { path: paths.testEmails.path, page: lazyPage(() => import('./routes/tools/test-emails.tsx')) },
  { path: paths.emailTest.path, page: lazyPage(() => import('./routes/tools/email-test.tsx')) },

  // Blog
  {
    path: paths.blog.path,
    data: pageData(async (c, args) => {
      const blog = await import('#web/features/blog/api/blog-api.ts');
      const { parseBlogFilters } = await import('#web/features/blog/lib/blog-filters.ts');
      const filters = parseBlogFilters(args.searchParams);
      const { lang } = args;
      await Promise.all([
        c.prefetchInfiniteQuery(blog.blogPostListQueryOptions(filters, lang)),
        c.prefetchQuery(blog.blogCategoriesQueryOptions(lang)),
        c.prefetchQuery(blog.featuredPostsQueryOptions(lang)),
      ]);
    }),
    page: lazyPage(() => import('./routes/content/blog.tsx')),
  },
  {
    path: paths.blogPost.path,
    data: pageData(async (c, args) => {
      const { blogPostQueryOptions } = await import('#web/features/blog/api/blog-api.ts');
      await c.prefetchQuery(blogPostQueryOptions(args.params.slug ?? '', args.lang));
    }),
    page: lazyPage(() => import('./routes/content/blog-post.tsx')),
  },

  {
    path: paths.sitePage.path,
    data: pageData(async (c, args) => {
      const { sitePageQueryOptions } = await import('#web/features/pages/api/site-page-api.ts');
      await c.prefetchQuery(sitePageQueryOptions(args.params.slug ?? '', args.lang));
    }),
    page: lazyPage(() => import('./routes/content/site-page.tsx')),
  },

  // Admin: its own chunks, never part of the storefront bundles, behind the admin guard.
  {
    path: paths.admin.path,
    page: lazyPage(() => import('./routes/admin/admin-guard.tsx')),
    children: [
      { page: lazyPage(() => import('./routes/admin/admin.tsx')) },
      { path: paths.adminTwoFactor.path, page: lazyPage(() => import('./routes/admin/two-factor.tsx')) },
      { path: paths.adminWhatsApp.path, page: lazyPage(() => import('./routes/admin/whatsapp.tsx')) },
    ],
  },

  { path: paths.notFound.path, page: lazyPage(() => import('./routes/content/not-found.tsx')) },
];

const toRouteObject = (route: PageRoute): RouteObject => {
  const element = <RoutePage page={route.page} />;
  if (route.path === undefined) return { index: true, element, handle: route };
  return { path: route.path, element, handle: route, children: route.children?.map(toRouteObject) };
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page's error renders inside the header and footer.
    children: [
      {
        element: (
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        ),
        children: pageRoutes.map(toRouteObject),
      },
    ],
  },
];

type PageMatch = { route: PageRoute; params: Params };

/**
 * The last paths matched: React Router flattens, ranks and compiles the whole route table on every
 * `matchRoutes` call (~1 ms on the server), and a render asks for the same path's pages twice (data, code).
 */
const matchedPaths = new Map<string, PageMatch[]>();
const MATCHED_PATHS_KEPT = 500;

/** The pages at a URL, outermost first, with their params. */
function matchPages(location: Partial<Path>, basename: string | undefined): PageMatch[] {
  const key = `${basename ?? ''} ${location.pathname ?? '/'}`;
  let matches = matchedPaths.get(key);
  if (!matches) {
    matches = (matchRoutes(routes, location, basename) ?? []).flatMap(({ route, params }) =>
      route.handle ? [{ route: route.handle as PageRoute, params }] : [],
    );
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.delete(matchedPaths.keys().next().value!);
    matchedPaths.set(key, matches);
  }
  return matches;
}

/** Loads the code of the pages at a URL. */
export async function loadPageCode(location: Partial<Path>, basename: string | undefined): Promise<void> {
  await Promise.all(matchPages(location, basename).map(({ route }) => route.page.load()));
}

/**
 * Reads the data of the pages at a URL into the query cache: the browser starts it (and does not wait), the
 * server waits for it. Failed reads stay in the cache as failed queries.
 */
export async function loadPageData(
  client: QueryClient,
  location: Partial<Path>,
  basename: string | undefined,
  server = false,
): Promise<void> {
  const searchParams = new URLSearchParams(location.search);
  const lang = langOfPath(location.pathname ?? '/');
  await Promise.all(
    matchPages(location, basename).map(({ route, params }) =>
      route.data?.(client, { params, searchParams, lang, server }),
    ),
  );
}

/**
 * What every page's frame reads: the store's settings. Who is signed in is the browser's to ask: the served HTML
 * is the same for every visitor (cached).
 */
export function loadShellData(client: QueryClient, server = false): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(settingsQueryOptions()),
    server ? undefined : client.prefetchQuery(sessionQueryOptions()),
  ]);
}

/**
 * The app's pages inside its frame. The blank shell stands in only if a render outside a navigation's transition
 * waits for a page's code: the first page's code is loaded before the first render.
 */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Suspense fallback={<AppShellFallback />}>{useRoutes(routes)}</Suspense>
    </RootErrorBoundary>
  );
}
