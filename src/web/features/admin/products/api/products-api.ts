import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type {
  AdminProduct,
  AdminProductView,
  ProductCreateBody,
  ProductDeleteResult,
  ProductUpdateBody,
} from '#shared/catalog/product-admin.schemas.ts';
import type { Category } from '#shared/constants/categories.ts';
import { categoryKeys } from '#web/features/catalog/api/get-categories.ts';
import { productKeys } from '#web/features/catalog/api/product-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export interface AdminProductFilters {
  q?: string;
  category?: Category;
  view?: AdminProductView;
}

type AdminProductPage = Page<AdminProduct>;

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const adminProductKeys = {
  all: [...adminKeys.all, 'products'] as const,
  list: (filters: AdminProductFilters) => [...adminProductKeys.all, filters] as const,
};

/** Newest first, searched and filtered on the server, 20 a page with more on demand. */
export const adminProductsQueryOptions = (filters: AdminProductFilters) =>
  infiniteQueryOptions({
    queryKey: adminProductKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminProductPage>('/admin/products', {
        query: { ...filters, page: pageParam, limit: ADMIN_PRODUCTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const createProduct = (body: ProductCreateBody) => api.post<AdminProduct>('/admin/products', body);
export const updateProduct = ({ id, body }: { id: number; body: ProductUpdateBody }) =>
  api.patch<AdminProduct>(`/admin/products/${id}`, body);
export const deleteProduct = (id: number) => api.delete<ProductDeleteResult>(`/admin/products/${id}`);
export const restoreProduct = (id: number) => api.post<AdminProduct>(`/admin/products/${id}/restore`, {});

/** After any product write: the admin list and counts, and the shop's lists, pages and category counts. */
export function refreshAfterProductWrite(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminProductKeys.all }),
    client.invalidateQueries({ queryKey: adminKeys.overview() }),
    client.invalidateQueries({ queryKey: productKeys.all }),
    client.invalidateQueries({ queryKey: categoryKeys.all }),
  ]);
}
