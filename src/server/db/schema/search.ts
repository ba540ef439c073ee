import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * A product's text as search compares it (decision 067): search keys (Latin, folded; search-key.ts) per field,
 * made by the search feature from the product's row whenever the row's searched text differs from `source`.
 * The trigram index on `all_key` finds the candidates; the fields weigh them.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** md5 of the searched text the keys were made from (name, Hindi name, category, options, descriptions). */
    source: text('source').notNull(),
    /** The English and Hindi names. */
    nameKey: text('name_key').notNull(),
    /** The category's English and Hindi names. */
    categoryKey: text('category_key').notNull(),
    /** Option names and values (colour, size …), English and Hindi. */
    attributesKey: text('attributes_key').notNull(),
    descriptionKey: text('description_key').notNull(),
    allKey: text('all_key').notNull(),
  },
  (t) => [index('search_documents_all_key_trgm_idx').using('gin', sql`${t.allKey} gin_trgm_ops`)],
);

/** A group of words the shop treats as one in search ('dream catcher', 'dreamcatcher', 'sapno ka jaal'). */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As the owner typed them, 2 to 12 terms. */
    terms: jsonb('terms').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('search_synonyms_terms_array', sql`jsonb_typeof(${t.terms}) = 'array'`)],
);

/** Searches that found nothing, counted per search key (no visitor, no time of day: no personal data). */
export const searchMisses = pgTable(
  'search_misses',
  {
    key: text('key').primaryKey(),
    /** The first spelling searched (trimmed, lower-case). */
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_misses_count_idx').on(t.count),
    index('search_misses_last_searched_at_idx').on(t.lastSearchedAt),
    check('search_misses_count_positive', sql`${t.count} > 0`),
  ],
);
