import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import type { ProductPage } from './get-products.ts';
import { productKeys } from './product-keys.ts';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** The API's 404: an unknown, removed or malformed product id. */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The product as a list already loaded it (the list and the detail send the same fields), so a card
 * opens its page at once while the detail request confirms it.
 */
export function findCachedProduct(client: QueryClient, id: string): Product | undefined {
  const numericId = Number(id);
  if (!Number.isInteger(numericId)) return undefined;
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: productKeys.all })) {
    for (const product of productsIn(data)) if (product.id === numericId) return product;
  }
  return undefined;
}

function productsIn(data: unknown): Product[] {
  if (Array.isArray(data)) return data as Product[]; // featured, related
  if (typeof data === 'object' && data !== null && 'pages' in data) {
    return (data as { pages: ProductPage[] }).pages.flatMap((page) => page.items); // the infinite list
  }
  return [];
}
