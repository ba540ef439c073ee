import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { FULFILMENTS } from '../delivery/delivery.ts';
import { hsnSchema, productGstRateSchema } from '../gst/gst.schemas.ts';
import { imageUrlSchema } from '../uploads/uploads.schemas.ts';
import { productSchema } from './catalog.schemas.ts';
import { personalisationFieldsSchema } from './personalisation.schemas.ts';
import {
  PRODUCT_ADMIN_MESSAGES as M,
  MAX_MAKING_DAYS,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_PRICE,
  MAX_STOCK_QUANTITY,
  MAX_WEEKLY_CAPACITY,
} from './product-admin.ts';
import { productListQuerySchema } from './product-query.schemas.ts';
import { isProductSlug, SLUG_MESSAGES } from './product-slugs.ts';

export * from './product-admin.ts';

const flag = z.boolean({ error: M.flagInvalid });
const makingDays = z
  .number({ error: M.makingDaysInvalid })
  .int(M.makingDaysInvalid)
  .min(1, M.makingDaysInvalid)
  .max(MAX_MAKING_DAYS, M.makingDaysInvalid);

/** One image: a URL (http(s), a site path or an inline image, see `imageUrlSchema`) with optional sizes. */
export const productImageInputSchema = z.object({
  url: imageUrlSchema,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: z
    .array(z.object({ width: z.number().int().positive(), url: imageUrlSchema }))
    .max(10)
    .optional(),
});

/** Each field of the product form, without defaults (PATCH must not invent values); the variant form reuses some. */
export const productFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, M.nameTooLong),
  /** Decision 088: blank makes it from the English name (a clash gets -2, -3, …); a typed one is kept as typed. */
  slug: z
    .string({ error: SLUG_MESSAGES.invalid })
    .trim()
    .refine((slug) => slug === '' || isProductSlug(slug), SLUG_MESSAGES.invalid)
    .describe(
      "the page's address, /product/{slug}: lowercase a-z, digits, single hyphens, a letter; blank: made from the name",
    ),
  price: z
    .number({ error: M.priceRequired })
    .int(M.priceWhole)
    .positive(M.pricePositive)
    .max(MAX_PRODUCT_PRICE, M.priceTooHigh)
    .describe('paise, greater than 0'),
  category: z.enum(CATEGORIES, { error: M.categoryRequired }),
  catalogNumber: z
    .string({ error: M.catalogNumberRequired })
    .trim()
    .min(1, M.catalogNumberRequired)
    .max(50, M.catalogNumberTooLong),
  description: z.string().trim().max(5000, M.descriptionTooLong),
  /** Hindi (decision 035); empty: the shop shows the English. */
  nameHi: z.string().trim().max(200, M.nameTooLong),
  descriptionHi: z.string().trim().max(5000, M.descriptionTooLong),
  images: z
    .array(productImageInputSchema)
    .max(MAX_PRODUCT_IMAGES, M.tooManyImages)
    .describe('0 to 5 images; none stores the default placeholder'),
  stockQuantity: z
    .number({ error: (issue) => (issue.input === undefined ? M.stockRequired : M.stockWhole) })
    .int(M.stockWhole)
    .min(0, M.stockNotNegative)
    .max(MAX_STOCK_QUANTITY, M.stockTooHigh),
  inStock: flag,
  featured: flag,
  mrp: z
    .number({ error: M.mrpWhole })
    .int(M.mrpWhole)
    .positive(M.mrpWhole)
    .max(MAX_PRODUCT_PRICE, M.priceTooHigh)
    .nullable()
    .describe('paise, above the price; null: none'),
  salePrice: z
    .number({ error: M.salePriceWhole })
    .int(M.salePriceWhole)
    .positive(M.salePriceWhole)
    .nullable()
    .describe('paise, below the price; with saleStartsAt and saleEndsAt'),
  saleStartsAt: z.iso.datetime({ offset: true, error: M.saleDateInvalid }).nullable(),
  saleEndsAt: z.iso.datetime({ offset: true, error: M.saleDateInvalid }).nullable(),
  /** Decision 069: from stock, made to order (with its making days) or one of a kind (stock 0 or 1). */
  fulfilment: z.enum(FULFILMENTS, { error: M.fulfilmentInvalid }),
  makingDaysMin: makingDays.nullable().describe('working days before dispatch, fewest; made to order only'),
  makingDaysMax: makingDays.nullable().describe('working days before dispatch, most; made to order only'),
  weeklyCapacity: z
    .number({ error: M.weeklyCapacityInvalid })
    .int(M.weeklyCapacityInvalid)
    .min(1, M.weeklyCapacityInvalid)
    .max(MAX_WEEKLY_CAPACITY, M.weeklyCapacityInvalid)
    .nullable()
    .describe('made-to-order pieces made in a week; null: no limit'),
  /** Decision 072: what the buyer fills in (short texts and choices, each with its add-on); sent whole. */
  personalisation: personalisationFieldsSchema,
  /** For invoices (decision 038); null: the category's default from the GST settings. */
  hsnCode: hsnSchema.nullable(),
  gstRate: productGstRateSchema.nullable(),
  /** Computed from the published reviews (docs/product.md §3.10); a body that sets them is refused, not ignored. */
  rating: z.undefined({ error: M.figuresComputed }).optional(),
  reviews: z.undefined({ error: M.figuresComputed }).optional(),
};

/** POST /api/admin/products. Required: name, price, category, catalogNumber, stockQuantity; the rest default. */
export const productCreateSchema = z.object({
  ...productFields,
  slug: productFields.slug.default(''),
  description: productFields.description.default(''),
  nameHi: productFields.nameHi.default(''),
  descriptionHi: productFields.descriptionHi.default(''),
  images: productFields.images.default([]),
  inStock: flag.default(true),
  featured: flag.default(false),
  mrp: productFields.mrp.default(null),
  salePrice: productFields.salePrice.default(null),
  saleStartsAt: productFields.saleStartsAt.default(null),
  saleEndsAt: productFields.saleEndsAt.default(null),
  hsnCode: productFields.hsnCode.default(null),
  gstRate: productFields.gstRate.default(null),
  fulfilment: productFields.fulfilment.default('stock'),
  makingDaysMin: productFields.makingDaysMin.default(null),
  makingDaysMax: productFields.makingDaysMax.default(null),
  weeklyCapacity: productFields.weeklyCapacity.default(null),
  personalisation: productFields.personalisation.default([]),
});
export type ProductCreateBody = z.input<typeof productCreateSchema>;
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** PATCH /api/admin/products/:id: any non-empty subset of the create fields; absent fields keep their value. */
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), M.emptyUpdate);
export type ProductUpdateBody = z.input<typeof productUpdateSchema>;

/** Which products the admin list shows: every one (the default), those in the shop, or the archived. */
export const ADMIN_PRODUCT_VIEWS = ['all', 'in-shop', 'archived'] as const;
export type AdminProductView = (typeof ADMIN_PRODUCT_VIEWS)[number];

/** GET /api/admin/products: search by name or catalog number, category filter, view, newest first. */
export const adminProductListQuerySchema = productListQuerySchema
  .pick({ page: true, limit: true, q: true, category: true })
  .extend({
    view: z
      .enum(ADMIN_PRODUCT_VIEWS, { error: `view must be one of ${ADMIN_PRODUCT_VIEWS.join(', ')}` })
      .default('all'),
  });
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const adminProductSchema = productSchema.extend({
  /** paise: the regular price of its first variant (the public `price` is the price now). */
  price: z.number().int(),
  mrp: z.number().int().nullable(),
  salePrice: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  fulfilment: z.enum(FULFILMENTS),
  makingDaysMin: z.number().int().nullable(),
  makingDaysMax: z.number().int().nullable(),
  weeklyCapacity: z.number().int().nullable(),
  /** It has option axes: price, MRP, sale and stock are set per variant (`/api/admin/products/:id/variants`). */
  hasOptions: z.boolean(),
  /** Its variants not archived (1 without options). */
  variantCount: z.number().int(),
  /** Archived products (deleted while they had orders) are hidden from the shop. */
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Its old slugs, each a 301 to the current one (decision 088), newest first. */
  oldSlugs: z.array(z.string()),
});

/** One row of the admin product list: the product plus its archive state. */
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productDeleteResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(['deleted', 'archived']),
});

/** Answer of DELETE /api/admin/products/:id: removed for good, or archived because orders name it. */
export type ProductDeleteResult = z.infer<typeof productDeleteResultSchema>;
