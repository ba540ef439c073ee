import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import type { CategorySummary, Product, ProductImage } from './product.ts';

export type { CategorySummary, Product, ProductImage } from './product.ts';
export { isPurchasable, LOW_STOCK_MAX, lowStockCount } from './product.ts';

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })).optional(),
}) satisfies z.ZodType<ProductImage>;

export const categorySchema = z.enum(CATEGORIES);

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().describe('paise'),
  category: categorySchema,
  catalogNumber: z.string(),
  images: z.array(imageSchema),
  inStock: z.boolean(),
  stockQuantity: z.number().int().nullable(),
  featured: z.boolean(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<Product>;

export const categorySummarySchema = z.object({
  name: categorySchema,
  productCount: z.number().int(),
  coverImage: imageSchema.nullable(),
}) satisfies z.ZodType<CategorySummary>;
