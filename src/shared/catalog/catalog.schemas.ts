import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';

export { isPurchasable, LOW_STOCK_MAX, lowStockCount } from './product.ts';

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })).optional(),
});

/** One stored image: the largest URL plus its WebP width variants for `srcset`. */
export type ProductImage = z.infer<typeof imageSchema>;

export const categorySchema = z.enum(CATEGORIES);

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The Hindi name and description (decision 035): absent when the admin has entered none. */
  nameHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  /** paise */
  price: z.number().int().describe('paise: what it sells for now (a running sale or offer included)'),
  /** The MRP, or the regular price during a sale: shown struck through; null when nothing is above the price. */
  compareAtPrice: z.number().int().nullable().describe('paise'),
  category: categorySchema,
  catalogNumber: z.string(),
  images: z.array(imageSchema),
  inStock: z.boolean(),
  stockQuantity: z.number().int().nullable(),
  featured: z.boolean(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  createdAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

export const categorySummarySchema = z.object({
  name: categorySchema,
  productCount: z.number().int(),
  coverImage: imageSchema.nullable(),
});

export type CategorySummary = z.infer<typeof categorySummarySchema>;
