// Zod-free: the storefront's sort picker imports these without pulling in zod.

/**
 * The sorts of the product list, all applied on the server. Their labels are the web catalog's `sort.*`. 'relevance'
 * (best match first, decision 067) is the default of a search and offered only with one; without, it is 'newest'.
 */
export const PRODUCT_SORTS = ['newest', 'name', 'price_asc', 'price_desc', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** The sort a list has when none is asked for: best match for a search, else newest. */
export function defaultSortFor(q: string | null | undefined): ProductSort {
  return q ? 'relevance' : DEFAULT_PRODUCT_SORT;
}

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
