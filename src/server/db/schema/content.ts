import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HeroFigureChoices } from '#shared/home/hero-figures.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    rating: integer('rating').notNull(),
    reviewText: text('review_text').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
    index('testimonials_featured_idx').on(t.isFeatured, t.createdAt),
    index('testimonials_created_at_idx').on(t.createdAt),
  ],
);

export const homepageContent = pgTable(
  'homepage_content',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    heroTitle: text('hero_title').notNull(),
    heroSubtitle: text('hero_subtitle').notNull(),
    heroDescription: text('hero_description').notNull(),
    /** The hero in Hindi (decision 035); empty: Hindi pages show the English. */
    heroTitleHi: text('hero_title_hi').notNull().default(''),
    heroSubtitleHi: text('hero_subtitle_hi').notNull().default(''),
    heroDescriptionHi: text('hero_description_hi').notNull().default(''),
    heroImageUrl: text('hero_image_url'),
    /** What each of the hero's figures shows (decision 080); a figure not in it shows the shop's own number. */
    heroFigures: jsonb('hero_figures')
      .$type<Partial<HeroFigureChoices>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homepage_content_active_idx').on(t.isActive, t.updatedAt)],
);

export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Hindi (decision 035); empty: Hindi pages show the English. */
  nameHi: text('name_hi').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull(),
    /** The post in Hindi (decision 035); each one empty: Hindi pages show its English. */
    titleHi: text('title_hi').notNull().default(''),
    excerptHi: text('excerpt_hi').notNull().default(''),
    contentHi: text('content_hi').notNull().default(''),
    featuredImage: text('featured_image'),
    author: text('author').notNull(),
    /** A blog category slug. */
    category: text('category').references(() => blogCategories.slug, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_featured_idx').on(t.isFeatured),
    index('blog_posts_created_at_idx').on(t.createdAt),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    content: text('content').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Set when the admin rejects it (out of the pending queue, never public); cleared on restore or approve. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_comments_approved_or_rejected', sql`not (${t.isApproved} and ${t.rejectedAt} is not null)`),
    index('blog_comments_post_idx').on(t.postId, t.isApproved, t.createdAt),
    index('blog_comments_created_at_idx').on(t.createdAt),
    index('blog_comments_approved_idx').on(t.isApproved, t.rejectedAt),
  ],
);

/**
 * The policy pages' saved texts and the owner's free pages (decision 077). A policy page has a row once the
 * owner saves it; each of its languages left '' reads as the template. A free page's Hindi '' reads as its English.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    /** A policy page's kind (one row each), or 'custom'. */
    kind: text('kind').notNull().default('custom'),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    titleHi: text('title_hi').notNull().default(''),
    bodyHi: text('body_hi').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_pages_slug_idx').on(t.slug),
    uniqueIndex('site_pages_policy_idx').on(t.kind).where(sql`${t.kind} <> 'custom'`),
    check(
      'site_pages_kind',
      sql`${t.kind} in ('privacy', 'terms', 'refunds', 'shipping', 'contact', 'accessibility', 'custom')`,
    ),
    check('site_pages_policy_published', sql`${t.kind} = 'custom' or ${t.isPublished}`),
  ],
);

/** One row (id = 1): store name, contacts, WhatsApp and the one shipping rule. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    storeName: text('store_name').notNull(),
    tagline: text('tagline').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    country: text('country').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    whatsappGreeting: text('whatsapp_greeting').notNull(),
    /** paise */
    freeShippingThreshold: integer('free_shipping_threshold').notNull(),
    /** paise */
    shippingFee: integer('shipping_fee').notNull(),
    orderNotificationEmail: text('order_notification_email'),
    /** Units of one product one order may hold (docs/product.md §9.4). */
    maxUnitsPerProduct: integer('max_units_per_product').notNull().default(10),
    /** Reviews wait for the admin before they show (docs/product.md §3.10). */
    reviewsNeedApproval: boolean('reviews_need_approval').notNull().default(true),
    /** Days after delivery when the "review your purchase" mail goes out. */
    reviewRequestDays: integer('review_request_days').notNull().default(5),
    /** The owner's alerts (issue 44): each switchable; they go to the order notification email. */
    alertNewOrder: boolean('alert_new_order').notNull().default(true),
    alertCancellation: boolean('alert_cancellation').notNull().default(true),
    alertFailedPayment: boolean('alert_failed_payment').notNull().default(true),
    alertLowStock: boolean('alert_low_stock').notNull().default(true),
    /** A piece's stock falling to this many or fewer is "low". */
    lowStockAt: integer('low_stock_at').notNull().default(3),
    alertNewReview: boolean('alert_new_review').notNull().default(true),
    alertStockRequest: boolean('alert_stock_request').notNull().default(true),
    /** "Report a problem" (decision 084): hours after delivery for damage, days for any other problem. */
    returnDamageHours: integer('return_damage_hours').notNull().default(48),
    returnDays: integer('return_days').notNull().default(7),
    /** Gift wrap at checkout (decision 068): 'off', 'order' (once per order) or 'item' (per unit), its price and tax. */
    giftWrapMode: text('gift_wrap_mode').notNull().default('off'),
    /** paise, GST-inclusive */
    giftWrapPrice: integer('gift_wrap_price').notNull().default(0),
    giftWrapHsn: text('gift_wrap_hsn').notNull().default('998540'),
    giftWrapRate: integer('gift_wrap_rate').notNull().default(18),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check('store_settings_max_units_in_range', sql`${t.maxUnitsPerProduct} between 1 and 999`),
    check('store_settings_review_request_days', sql`${t.reviewRequestDays} between 0 and 60`),
    check('store_settings_low_stock_at', sql`${t.lowStockAt} between 1 and 999`),
    check(
      'store_settings_return_window',
      sql`${t.returnDamageHours} between 1 and 720 and ${t.returnDays} between 0 and 60`,
    ),
    check(
      'store_settings_gift_wrap',
      sql`${t.giftWrapMode} in ('off', 'order', 'item') and ${t.giftWrapPrice} between 0 and 1000000 and ${t.giftWrapRate} in (0, 5, 18)`,
    ),
    check(
      'store_settings_shipping_not_negative',
      sql`${t.freeShippingThreshold} >= 0 and ${t.shippingFee} >= 0`,
    ),
  ],
);
