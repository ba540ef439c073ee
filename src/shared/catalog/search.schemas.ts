import { z } from 'zod';
import { CATEGORIES } from '../constants/categories.ts';
import { SEARCH_TEXT_MAX, SUGGEST_MIN_LENGTH } from './search-limits.ts';

/** GET /api/search/suggestions?q=: what the header's box offers as the shopper types. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SUGGEST_MIN_LENGTH, `q must be at least ${SUGGEST_MIN_LENGTH} characters`)
    .max(SEARCH_TEXT_MAX, `q must be at most ${SEARCH_TEXT_MAX} characters`),
});

export const productSuggestionSchema = z.object({
  id: z.number().int(),
  /** Its page: `/product/{slug}` (decision 088). */
  slug: z.string(),
  name: z.string(),
  nameHi: z.string().optional(),
  category: z.enum(CATEGORIES),
  /** The first picture's URL (320 px wide variant when there is one), or null. */
  imageUrl: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const suggestionsSchema = z.object({
  /** The best matching products in the shop, at most 6. */
  products: z.array(productSuggestionSchema),
  /** The categories the text names (English, Hindi, a synonym or a typo of them), at most 3. */
  categories: z.array(z.enum(CATEGORIES)),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** Limits of a synonym group (Admin → Search). */
export const SYNONYM_TERM_MAX = 60;
export const SYNONYM_TERMS_MAX = 12;

export const SEARCH_ADMIN_MESSAGES = {
  termsRequired: 'Give at least two words or phrases that mean the same',
  termTooLong: `Each word or phrase must be at most ${SYNONYM_TERM_MAX} characters`,
  tooManyTerms: `A group holds at most ${SYNONYM_TERMS_MAX} words or phrases`,
  termEmpty: 'A word or phrase cannot be empty',
  notFound: 'That synonym group no longer exists.',
} as const;

const synonymTermSchema = z
  .string({ error: SEARCH_ADMIN_MESSAGES.termEmpty })
  .trim()
  .min(1, SEARCH_ADMIN_MESSAGES.termEmpty)
  .max(SYNONYM_TERM_MAX, SEARCH_ADMIN_MESSAGES.termTooLong)
  .regex(/[\p{L}\p{N}]/u, SEARCH_ADMIN_MESSAGES.termEmpty);

/** POST /api/admin/search/synonyms: a group, merged into the group that already has one of its terms. */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(synonymTermSchema, { error: SEARCH_ADMIN_MESSAGES.termsRequired })
    .min(2, SEARCH_ADMIN_MESSAGES.termsRequired)
    .max(SYNONYM_TERMS_MAX, SEARCH_ADMIN_MESSAGES.tooManyTerms),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

export const synonymGroupSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** A search that found nothing, as the admin's report shows it. */
export const searchMissSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  lastSearchedAt: z.string(),
  /** The closest term the shop knows (a category, a synonym, a product's name), or null: one click makes it a synonym. */
  suggestion: z.string().nullable(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
