import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Home, Loader2, PackageSearch, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { loadedCount, productListQueryOptions } from '../api/get-products.ts';
import { useCategoryCovers } from '../hooks/use-category-covers.ts';
import { type ProductListFilters, showingLine } from '../lib/product-filters.ts';
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton, type ProductImageLoading } from './product-card.tsx';

/** docs/product.md §3.4: eight skeleton cards while the list loads. */
const SKELETON_CARDS = 8;

interface ProductListProps {
  filters: ProductListFilters;
  /** The action on each card (Add to Cart), provided by the route. */
  renderAction?: (product: Product) => ReactNode;
  /** The control over each card's picture (the wishlist heart), provided by the route. */
  renderCorner?: (product: Product) => ReactNode;
  /** Drops the search text and category (the empty state's way out). */
  onShowAll: () => void;
}

/** The first row loads at once (the largest picture on screen); the rest as the shopper scrolls. */
function imageLoadingAt(index: number): ProductImageLoading {
  if (index < 2) return 'priority';
  if (index < 4) return 'preload';
  return 'lazy';
}

/**
 * The /products grid: skeletons, then the cards, 'Showing N product(s) in …', and 'Load more' while the
 * server has more. A failed load is quiet (docs/product.md §9.12): logged, shown as the empty state with a retry.
 */
export function ProductList({ filters, renderAction, renderCorner, onShowAll }: ProductListProps) {
  const covers = useCategoryCovers();
  const query = useInfiniteQuery({
    ...productListQueryOptions(filters),
    // A new sort or search keeps the current cards (dimmed) until the answer arrives; a new category
    // starts from skeletons, as it is a different shelf.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.category === filters.category ? previous : undefined,
  });

  if (query.isPending) {
    return (
      <div className={PRODUCT_GRID} aria-busy="true">
        <span className="sr-only" role="status">
          Loading products…
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (query.isError && !query.data) {
    return <EmptyState filters={filters} failed onRetry={() => void query.refetch()} onShowAll={onShowAll} />;
  }

  const pages = query.data.pages;
  const products = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (products.length === 0) return <EmptyState filters={filters} onShowAll={onShowAll} />;

  const updating = query.isPlaceholderData;
  return (
    <div className="flex flex-col gap-8">
      <ul
        className={clsx(PRODUCT_GRID, 'transition-opacity', updating && 'opacity-60')}
        aria-busy={updating || undefined}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              fallbackImage={covers.get(product.category) ?? null}
              action={renderAction?.(product)}
              corner={renderCorner?.(product)}
              imageLoading={imageLoadingAt(index)}
            />
          </li>
        ))}
      </ul>

      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-muted" role="status">
          {showingLine(total, filters.category)}
          {filters.q && (
            <>
              {' '}
              matching <span className="font-semibold text-foreground">“{filters.q}”</span>
            </>
          )}
        </p>
        {query.hasNextPage && !updating && (
          <>
            <Button
              variant="secondary"
              size="lg"
              className="min-w-48"
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage || undefined}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage && (
                <Loader2 aria-hidden="true" strokeWidth={1.75} className="animate-spin" />
              )}
              {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
            <p className="text-sm text-muted">
              {loadedCount(pages)} of {total} shown
            </p>
            {query.isFetchNextPageError && (
              <p className="text-sm text-danger" role="alert">
                We could not load more products. Please try again.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function EmptyState({
  filters,
  failed = false,
  onRetry,
  onShowAll,
}: {
  filters: ProductListFilters;
  failed?: boolean;
  onRetry?: () => void;
  onShowAll: () => void;
}) {
  const filtered = Boolean(filters.q || filters.category);
  let line: ReactNode;
  if (failed) {
    line = 'We could not load the products just now. Please check your connection and try again.';
  } else if (filters.q) {
    line = (
      <>
        Nothing matches <span className="font-semibold text-foreground">“{filters.q}”</span>
        {filters.category ? ` in ${filters.category}` : ''}. Try another word, or browse everything.
      </>
    );
  } else if (filters.category) {
    line = `There are no ${filters.category} pieces in stock right now. Our makers are at work, so please check back soon.`;
  } else {
    line = 'Our makers are at their workbenches. Please check back soon for new pieces.';
  }

  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-surface px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-sand text-primary">
        <PackageSearch aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h2 className="text-2xl">No Products Found</h2>
      <p className="max-w-md text-muted">{line}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {failed && onRetry && (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            Try again
          </Button>
        )}
        {!failed && filtered && <Button onClick={onShowAll}>View all products</Button>}
        <Button asChild variant="secondary">
          <Link to={paths.home.href()}>
            <Home aria-hidden="true" strokeWidth={1.75} />
            Back to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
