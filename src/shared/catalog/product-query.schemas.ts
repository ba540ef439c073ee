import { z } from 'zod';
import { pageQuerySchema } from '../api/pagination.ts';
import { CATEGORIES } from '../constants/categories.ts';
import { PRODUCT_SORTS } from './product-sorts.ts';

export { PRODUCT_SORTS, type ProductSort } from './product-sorts.ts';

export const productListQuerySchema = pageQuerySchema.extend({
  category: z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` }).optional(),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
    .optional()
    .describe("default: 'relevance' (best match first) with q, else 'newest'"),
  q: z
    .string()
    .trim()
    .max(100, 'search text must be at most 100 characters')
    .optional()
    .transform((q) => q || undefined),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Product ids are positive integers; anything else names no product (404, not 400). */
export function parseProductId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
