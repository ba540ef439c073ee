import { queryOptions } from '@tanstack/react-query';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { productKeys } from './product-keys.ts';

export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  const { items } = await api.get<{ items: Product[] }>('/products/featured', { signal });
  return items;
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });
