import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { FEATURED_PRODUCTS_LIMIT } from '#shared/home/home-content.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { featuredProductsQueryOptions } from '../api/get-featured-products.ts';
import { useCategoryCovers } from '../hooks/use-category-covers.ts';
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from './product-card.tsx';

function ViewAllProducts() {
  const t = useT();
  return (
    <Button asChild variant="secondary" size="lg">
      <Link to={paths.products.href()}>
        {t('home.viewAllProducts')}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
    </Button>
  );
}

interface FeaturedProductsProps {
  /** The action on each card (Add to Cart), provided by the route. */
  renderAction?: (product: Product) => ReactNode;
  /** The control over each card's picture (the wishlist heart), provided by the route. */
  renderCorner?: (product: Product) => ReactNode;
}

/** The grid under 'Featured Creations': up to eight featured products, skeletons while loading. */
export function FeaturedProducts({ renderAction, renderCorner }: FeaturedProductsProps) {
  const featured = useQuery(featuredProductsQueryOptions());
  const covers = useCategoryCovers();
  const t = useT();

  if (featured.isPending) {
    return (
      <div className={PRODUCT_GRID} aria-busy="true">
        <span className="sr-only">{t('home.loadingFeatured')}</span>
        {Array.from({ length: FEATURED_PRODUCTS_LIMIT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  // docs/product.md §9.12: a failed load is logged and reads as an empty list.
  const products = featured.isError ? [] : featured.data;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-5 rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
        <p className="text-lg text-muted">{t('home.noFeatured')}</p>
        <ViewAllProducts />
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-10">
      <ul className={`${PRODUCT_GRID} w-full`}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              fallbackImage={covers.get(product.category) ?? null}
              action={renderAction?.(product)}
              corner={renderCorner?.(product)}
            />
          </li>
        ))}
      </ul>
      <ViewAllProducts />
    </div>
  );
}
