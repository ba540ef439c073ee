import type { Category } from '#shared/constants/categories.ts';
import type { ProductListFilters } from '../lib/product-filters.ts';

/**
 * Query keys for products, generic to specific, so one `invalidateQueries({ queryKey: productKeys.all })`
 * (an admin edit) refreshes every list and detail.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filters: ProductListFilters) => [...productKeys.lists(), filters] as const,
  related: (category: Category) => [...productKeys.lists(), 'related', category] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  /** Keyed by the id as written in the URL; the server answers 404 for anything that is not a product. */
  detail: (id: string) => [...productKeys.details(), id] as const,
};
