import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import { adminProductsQueryOptions } from '../api/products-api.ts';

/**
 * The products in the shop (not archived) matching `q`, newest first: the first page the admin list reads. For the
 * pickers that add a product elsewhere (an assisted order's lines, a coupon's products).
 */
export function useShopProducts(
  q: string,
  { enabled = true }: { enabled?: boolean } = {},
): { products: AdminProduct[]; pending: boolean } {
  const list = useInfiniteQuery({
    ...adminProductsQueryOptions({ q: q || undefined, view: 'in-shop' }),
    enabled,
  });
  return { products: list.data?.pages[0]?.items ?? [], pending: enabled && list.isPending };
}
