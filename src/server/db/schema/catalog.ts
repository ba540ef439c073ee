import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Hindi name and description (decision 035); empty: the shop shows the English. */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    /** paise */
    price: integer('price').notNull(),
    /** paise: the compare-at price (MRP) shown struck through; above the price when set. */
    mrp: integer('mrp'),
    /** paise: the scheduled sale price, in force from sale_starts_at until sale_ends_at (decision 029). */
    salePrice: integer('sale_price'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    category: text('category').notNull(),
    catalogNumber: text('catalog_number').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
    inStock: boolean('in_stock').notNull().default(true),
    stockQuantity: integer('stock_quantity'),
    featured: boolean('featured').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviews: integer('reviews').notNull().default(0),
    /** HSN code and GST rate (percent) for invoices; null: the category's default from the GST settings. */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    /** Products with orders are archived (hidden from the shop), never deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_mrp_above_price', sql`${t.mrp} > ${t.price}`),
    check(
      'products_sale',
      sql`(${t.salePrice} is null and ${t.saleStartsAt} is null and ${t.saleEndsAt} is null) or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price} and ${t.saleStartsAt} < ${t.saleEndsAt})`,
    ),
    index('products_sale_window_idx').on(t.saleStartsAt, t.saleEndsAt),
    check('products_hsn_code', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} between 1 and 5`),
    check('products_reviews_not_negative', sql`${t.reviews} >= 0`),
    index('products_category_idx').on(t.category),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.price),
    index('products_name_idx').on(t.name),
    index('products_rating_idx').on(t.rating),
    index('products_featured_idx').on(t.featured, t.createdAt),
    index('products_in_stock_idx').on(t.inStock),
    /** Spec audit 5.2: one product per catalog number, whatever its case. */
    uniqueIndex('products_catalog_number_key').on(sql`lower(${t.catalogNumber})`),
  ],
);
