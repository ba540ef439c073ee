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
import type { PersonalisationField } from '#shared/catalog/personalisation.ts';
import type { OptionAxis } from '#shared/catalog/variants.ts';
import type { Fulfilment } from '#shared/delivery/delivery.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The product's address, `/product/{slug}` (decision 088): lowercase ASCII letters, digits and single hyphens,
     * at least one letter (so it never reads as an id); one for both languages. Unique here and against every old
     * slug in product_slug_redirects.
     */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The Hindi name and description (decision 035); empty: the shop shows the English. */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    /*
     * Decision 066: the price, MRP, sale and stock live on the product's variants (product_variants) since 0030.
     * These columns are no longer read or written (old orders and the migration's default variants carry their
     * values); they go in the next release's migration (decision 054: a column is dropped a release after the code
     * stops using it). Named legacy* here so no code reaches for them.
     */
    legacyPrice: integer('price'),
    legacyMrp: integer('mrp'),
    legacySalePrice: integer('sale_price'),
    legacySaleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    legacySaleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    category: text('category').notNull(),
    catalogNumber: text('catalog_number').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
    /** The product-wide switch: false takes every variant out of sale (the admin's 'In stock'). */
    inStock: boolean('in_stock').notNull().default(true),
    /** Legacy since 0030 (decision 066): the stock is per variant. */
    legacyStockQuantity: integer('stock_quantity'),
    /**
     * The option axes (decision 066): at most three, each with a name (English and Hindi) and ordered values;
     * empty for a product without options (one default variant).
     */
    options: jsonb('options').$type<OptionAxis[]>().notNull().default(sql`'[]'::jsonb`),
    featured: boolean('featured').notNull().default(false),
    /** The fields a buyer fills in to personalise the piece (decision 072); empty: none. */
    personalisation: jsonb('personalisation')
      .$type<PersonalisationField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * How the piece reaches a buyer (issue 42 point 3, decision 070): from stock, made to order in
     * makingDaysMin–makingDaysMax working days (weeklyCapacity units a week; null: no limit), or one of a kind.
     */
    fulfilment: text('fulfilment').$type<Fulfilment>().notNull().default('stock'),
    makingDaysMin: integer('making_days_min'),
    makingDaysMax: integer('making_days_max'),
    weeklyCapacity: integer('weekly_capacity'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviews: integer('reviews').notNull().default(0),
    /**
     * HSN code and GST rate (percent) for invoices; null: the category's default from the GST settings. A variant may
     * override them (product_variants).
     */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    /** The admin's 'Leave out of feeds' (decision 071): not in the Google and Meta product feeds. */
    feedExcluded: boolean('feed_excluded').notNull().default(false),
    /** Products with orders are archived (hidden from the shop), never deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The legacy columns' checks and indexes go with them (decision 066).
    check('products_price_positive', sql`${t.legacyPrice} > 0`),
    check('products_mrp_above_price', sql`${t.legacyMrp} > ${t.legacyPrice}`),
    check(
      'products_sale',
      sql`(${t.legacySalePrice} is null and ${t.legacySaleStartsAt} is null and ${t.legacySaleEndsAt} is null) or (${t.legacySalePrice} > 0 and ${t.legacySalePrice} < ${t.legacyPrice} and ${t.legacySaleStartsAt} < ${t.legacySaleEndsAt})`,
    ),
    index('products_sale_window_idx').on(t.legacySaleStartsAt, t.legacySaleEndsAt),
    check('products_hsn_code', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    check('products_stock_not_negative', sql`${t.legacyStockQuantity} >= 0`),
    check('products_fulfilment', sql`${t.fulfilment} in ('stock', 'made_to_order', 'one_of_a_kind')`),
    check(
      'products_making_days',
      sql`(${t.fulfilment} = 'made_to_order') = (${t.makingDaysMin} is not null and ${t.makingDaysMax} is not null) and ${t.makingDaysMin} between 1 and ${t.makingDaysMax} and ${t.makingDaysMax} <= 90`,
    ),
    check('products_weekly_capacity', sql`${t.weeklyCapacity} between 1 and 10000`),
    check('products_rating_range', sql`${t.rating} between 1 and 5`),
    check('products_reviews_not_negative', sql`${t.reviews} >= 0`),
    index('products_category_idx').on(t.category),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.legacyPrice),
    index('products_name_idx').on(t.name),
    index('products_rating_idx').on(t.rating),
    index('products_featured_idx').on(t.featured, t.createdAt),
    index('products_in_stock_idx').on(t.inStock),
    /** Spec audit 5.2: one product per catalog number, whatever its case. */
    uniqueIndex('products_catalog_number_key').on(sql`lower(${t.catalogNumber})`),
    uniqueIndex('products_slug_key').on(t.slug),
    check('products_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.slug} ~ '[a-z]'`),
  ],
);

/**
 * A product's old slugs (decision 088): each answers 301 to the product's current slug in one hop, however many
 * renames ago it was given up. Owned by catalog; a slug here cannot be a product's until its redirect is removed.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

/**
 * A product's variants (decision 066): each combination of its option values that exists, with its own SKU, price,
 * MRP and sale, stock, weight, images and GST override. A product without options has one, the default variant
 * (option1-3 null). The variant is the unit of stock: checkout takes it here, one conditional update per line.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The admin's order of the variants; the first active one is the product's default. */
    position: integer('position').notNull().default(0),
    /** The value of each axis (products.options[0..2]), as its English label; null beyond the product's axes. */
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    sku: text('sku').notNull(),
    /** paise: the regular price, the MRP above it, a scheduled sale below it (decision 029), as products had them. */
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    salePrice: integer('sale_price'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** null: not counted (always available while the product is in stock). */
    stockQuantity: integer('stock_quantity'),
    /** grams, with packing; null: not given. */
    weightGrams: integer('weight_grams'),
    /** The variant's own pictures; null: the product's. */
    images: jsonb('images').$type<ProductImage[]>(),
    /** null: the product's (see variantTax). */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    /** An inactive variant is not offered (its combination shows as unavailable). */
    active: boolean('active').notNull().default(true),
    /** A variant removed while orders name it is archived, never deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Leads with product_id: the foreign key's index too.
    uniqueIndex('product_variants_combination_key')
      .on(
        t.productId,
        sql`coalesce(${t.option1}, '')`,
        sql`coalesce(${t.option2}, '')`,
        sql`coalesce(${t.option3}, '')`,
      )
      .where(sql`${t.archivedAt} is null`),
    // An archived variant's SKU may be used again (its orders keep their own copy of it).
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`).where(sql`${t.archivedAt} is null`),
    check('product_variants_price_positive', sql`${t.price} > 0`),
    check('product_variants_mrp_above_price', sql`${t.mrp} > ${t.price}`),
    check(
      'product_variants_sale',
      sql`(${t.salePrice} is null and ${t.saleStartsAt} is null and ${t.saleEndsAt} is null) or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price} and ${t.saleStartsAt} < ${t.saleEndsAt})`,
    ),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('product_variants_weight_positive', sql`${t.weightGrams} > 0`),
    check('product_variants_hsn_code', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('product_variants_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    index('product_variants_sale_window_idx').on(t.saleStartsAt, t.saleEndsAt),
  ],
);
