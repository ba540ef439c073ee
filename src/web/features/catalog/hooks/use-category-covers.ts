import { useQuery } from '@tanstack/react-query';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import type { Category } from '#shared/constants/categories.ts';
import { categoriesQueryOptions } from '../api/get-categories.ts';

const EMPTY = new Map<Category, ProductImage | null>();

/**
 * Category cover images by name: the first fallback when a product picture fails to load (docs/product.md §9.12),
 * before the default placeholder. Empty until the categories arrive (the route loaders start them).
 */
export function useCategoryCovers(): ReadonlyMap<Category, ProductImage | null> {
  const { data } = useQuery({
    ...categoriesQueryOptions(),
    select: (categories) => new Map(categories.map((c) => [c.name, c.coverImage])),
  });
  return data ?? EMPTY;
}
