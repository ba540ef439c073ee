import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import { adminProductsQueryOptions } from '../../products/api/products-api.ts';

/** The products in the shop (not archived) matching `q`, newest first: the first page the admin list reads. */
export function useShopProducts(q: string): { products: AdminProduct[]; pending: boolean } {
  const list = useInfiniteQuery(adminProductsQueryOptions({ q: q || undefined, view: 'in-shop' }));
  return { products: list.data?.pages[0]?.items ?? [], pending: list.isPending };
}
