// Zod-free: the storefront's sort picker imports these without pulling in zod.

/** The five sorts of the product list, all applied on the server. The first is the default. Their labels are the web catalog's `sort.*`. */
export const PRODUCT_SORTS = ['newest', 'name', 'price_asc', 'price_desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
