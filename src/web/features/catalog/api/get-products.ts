import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { ProductSort } from '#shared/catalog/product-sorts.ts';
import type { Category } from '#shared/constants/categories.ts';
import { api } from '#web/lib/api-client.ts';
import type { ProductListFilters } from '../lib/product-filters.ts';
import { productKeys } from './product-keys.ts';

/** docs/product.md §3.4: the list shows 20 products, then 'Load more' fetches the next 20. */
export const PRODUCTS_PAGE_SIZE = 20;
/** Related products: four others of the category, so ask for five in case this one is among them. */
export const RELATED_PRODUCTS_LIMIT = 4;

/** A page of the list; a search that found nothing or little may carry the closest term the shop knows. */
export type ProductPage = Page<Product> & { didYouMean?: string };

export interface GetProductsParams {
  category?: Category | null;
  sort?: ProductSort;
  q?: string;
  page?: number;
  limit?: number;
}

export function getProducts(params: GetProductsParams, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/products', { query: { ...params }, signal });
}

/** Products shown so far across the loaded pages. */
export function loadedCount(pages: readonly ProductPage[]): number {
  return pages.reduce((sum, page) => sum + page.items.length, 0);
}

/** The /products list, page by page ('Load more' asks for page + 1 until every product is loaded). */
export const productListQueryOptions = (filters: ProductListFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...filters, page: pageParam, limit: PRODUCTS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** A few newest products of a category, for the 'More {category}' row under a product. */
export const relatedProductsQueryOptions = (category: Category) =>
  queryOptions({
    queryKey: productKeys.related(category),
    queryFn: async ({ signal }) =>
      (await getProducts({ category, limit: RELATED_PRODUCTS_LIMIT + 1 }, signal)).items,
  });
