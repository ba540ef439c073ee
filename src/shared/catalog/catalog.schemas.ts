import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { personalisationFieldSchema } from './personalisation.schemas.ts';

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

/** One value of an option axis (decision 066). */
export const optionValueSchema = z.object({
  label: z.string(),
  labelHi: z.string().optional(),
  swatch: z.string().optional().describe('#rrggbb, a colour value'),
});

export const optionAxisSchema = z.object({
  name: z.string(),
  nameHi: z.string().optional(),
  values: z.array(optionValueSchema),
});

/** A variant as the shop offers it (active and not archived): the product page's picker. */
export const variantViewSchema = z.object({
  id: z.number().int(),
  options: z
    .array(z.string())
    .describe("each axis's value (English label), in axis order; [] without options"),
  sku: z.string(),
  price: z.number().int().describe('paise: what it sells for now'),
  compareAtPrice: z.number().int().nullable().describe('paise'),
  available: z.boolean().describe('can be bought now'),
  stockQuantity: z.number().int().nullable(),
  images: z.array(imageSchema).optional().describe("its own pictures; absent: the product's"),
});

export const productSchema = z.object({
  id: z.number().int(),
  /** Its page is `/product/{slug}` (decision 088); the id keeps working in the API. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The Hindi name and description (decision 035): absent when the admin has entered none. */
  nameHi: z.string().optional(),
  descriptionHi: z.string().optional(),
  /** paise: the lowest of its variants that can be bought (of all offered ones when none can) */
  price: z
    .number()
    .int()
    .describe(
      'paise: what it sells for now (a running sale or offer included); with variants, the lowest that can be bought',
    ),
  /** The offered variants' prices differ now: the card says 'from ₹x' (decision 066). */
  priceVaries: z.literal(true).optional(),
  /** The MRP, or the regular price during a sale: shown struck through; null when nothing is above the price. */
  compareAtPrice: z.number().int().nullable().describe('paise'),
  category: categorySchema,
  catalogNumber: z.string(),
  images: z.array(imageSchema),
  inStock: z.boolean(),
  /** The offered variants' stock together; null when one of them is not counted. */
  stockQuantity: z.number().int().nullable(),
  /** The product has options: its card's button opens its page to choose one (decision 066); absent without. */
  hasOptions: z.literal(true).optional(),
  /** The values of an axis called Colour, for the card's swatches; absent without one. */
  colours: z.array(optionValueSchema).optional(),
  /** Made to order in minDays–maxDays working days before dispatch (decision 070); absent: from stock. */
  making: z.object({ minDays: z.number().int(), maxDays: z.number().int() }).optional(),
  /** The fields the buyer fills in to personalise it (decision 072); absent: none. */
  personalisation: z.array(personalisationFieldSchema).optional(),
  /** One of a kind: the only piece; sold, the page offers to ask for one like it. Absent otherwise. */
  oneOfAKind: z.literal(true).optional(),
  featured: z.boolean(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  createdAt: z.string(),
  /** The product page only (`/api/products/:id`): its option axes, its offered variants and the one it opens on. */
  options: z.array(optionAxisSchema).optional(),
  variants: z.array(variantViewSchema).optional(),
  defaultVariantId: z.number().int().nullable().optional(),
});

export type Product = z.infer<typeof productSchema>;

export const categorySummarySchema = z.object({
  name: categorySchema,
  productCount: z.number().int(),
  coverImage: imageSchema.nullable(),
});

export type CategorySummary = z.infer<typeof categorySummarySchema>;
