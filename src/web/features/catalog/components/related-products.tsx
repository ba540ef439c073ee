import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { RELATED_PRODUCTS_LIMIT, relatedProductsQueryOptions } from '../api/get-products.ts';
import { useCategoryCovers } from '../hooks/use-category-covers.ts';
import { PRODUCT_GRID, ProductCard } from './product-card.tsx';

interface RelatedProductsProps {
  product: Product;
  renderAction?: (product: Product) => ReactNode;
  /** The control over each card's picture (the wishlist heart), provided by the route. */
  renderCorner?: (product: Product) => ReactNode;
}

/** 'More {category}': up to four other products of the same category. Quiet: nothing shows if none load. */
export function RelatedProducts({ product, renderAction, renderCorner }: RelatedProductsProps) {
  const covers = useCategoryCovers();
  const { data } = useQuery(relatedProductsQueryOptions(product.category));
  const others = (data ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS_LIMIT);
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="related-title" className="border-t border-border bg-sand/25 py-12 sm:py-16">
      <Container className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="related-title" className="text-2xl sm:text-3xl">
            More {product.category}
          </h2>
          <Link
            to={paths.products.href(product.category)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            View all
            <span className="sr-only"> {product.category}</span>
            <ArrowRight aria-hidden="true" size={18} strokeWidth={1.75} />
          </Link>
        </div>
        <ul className={PRODUCT_GRID}>
          {others.map((other) => (
            <li key={other.id}>
              <ProductCard
                product={other}
                fallbackImage={covers.get(other.category) ?? null}
                action={renderAction?.(other)}
                corner={renderCorner?.(other)}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
