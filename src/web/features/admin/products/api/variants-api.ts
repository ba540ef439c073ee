import { queryOptions } from '@tanstack/react-query';
import type { ProductVariants, ProductVariantsBody } from '#shared/catalog/variant-admin.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED } from '../../shell/api/admin-keys.ts';
import { adminProductKeys } from './products-api.ts';

/** One product's option axes and variants, as the admin edits them (decision 066). */
export const adminVariantsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...adminProductKeys.all, 'variants', productId] as const,
    queryFn: ({ signal }) => api.get<ProductVariants>(`/admin/products/${productId}/variants`, { signal }),
    // Dropped once the grid closes: opened again, it starts from the server's state (an order may have come since).
    gcTime: 0,
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

/** Sets them whole: a variant left out is deleted, or archived when an order names it. */
export const saveVariants = ({ productId, body }: { productId: number; body: ProductVariantsBody }) =>
  api.put<ProductVariants>(`/admin/products/${productId}/variants`, body);
