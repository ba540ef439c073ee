import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Home, Loader2, PackageSearch, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
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
  /** Searches for other text ("Did you mean …?", decision 067). */
  onSearch?: (q: string) => void;
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
export function ProductList({ filters, renderAction, renderCorner, onShowAll, onSearch }: ProductListProps) {
  const covers = useCategoryCovers();
  const t = useT();
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
          {t('list.loading')}
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
  const suggestion = pages[0]?.didYouMean;
  const didYouMean = suggestion && onSearch && (
    <DidYouMean suggestion={suggestion} onSearch={() => onSearch(suggestion)} />
  );
  if (products.length === 0)
    return <EmptyState filters={filters} onShowAll={onShowAll} didYouMean={didYouMean} />;

  const updating = query.isPlaceholderData;
  return (
    <div className="flex flex-col gap-8">
      {didYouMean}
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
          {showingLine(t, total, filters.category)}
          {filters.q && (
            <>
              {' '}
              {t('list.matching')} <span className="font-semibold text-foreground">“{filters.q}”</span>
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
              {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </Button>
            <p className="text-sm text-muted">{t('list.shownOf', { shown: loadedCount(pages), total })}</p>
            {query.isFetchNextPageError && (
              <p className="text-sm text-danger" role="alert">
                {t('list.moreFailed')}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** "Did you mean Dream Catcher?": a search that found nothing or little offers the closest term the shop knows. */
function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch: () => void }) {
  const t = useT();
  return (
    <p className="text-lg">
      {t('list.didYouMean')}{' '}
      <button
        type="button"
        onClick={onSearch}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}

function EmptyState({
  filters,
  failed = false,
  onRetry,
  onShowAll,
  didYouMean,
}: {
  filters: ProductListFilters;
  failed?: boolean;
  onRetry?: () => void;
  onShowAll: () => void;
  didYouMean?: ReactNode;
}) {
  const t = useT();
  const filtered = Boolean(filters.q || filters.category);
  const category = filters.category ? t(`category.${filters.category}`) : '';
  let line: ReactNode;
  if (failed) {
    line = t('list.failed');
  } else if (filters.q) {
    line = (
      <>
        {t('list.nothingMatches')} <span className="font-semibold text-foreground">“{filters.q}”</span>
        {filters.category ? t('list.inCategory', { category }) : ''}
        {t('list.tryAnother')}
      </>
    );
  } else if (filters.category) {
    line = t('list.emptyCategory', { category });
  } else {
    line = t('list.emptyAll');
  }

  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-surface px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-sand text-primary">
        <PackageSearch aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h2 className="text-2xl">{t('list.noProducts')}</h2>
      <p className="max-w-md text-muted">{line}</p>
      {didYouMean}
      <div className="flex flex-wrap justify-center gap-3">
        {failed && onRetry && (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            {t('list.tryAgain')}
          </Button>
        )}
        {!failed && filtered && <Button onClick={onShowAll}>{t('list.viewAll')}</Button>}
        <Button asChild variant="secondary">
          <Link to={paths.home.href()}>
            <Home aria-hidden="true" strokeWidth={1.75} />
            {t('notFound.backHome')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
