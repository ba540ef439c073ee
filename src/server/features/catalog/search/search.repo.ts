import { and, asc, type SQL, sql } from 'drizzle-orm';
import { CATEGORIES, CATEGORY_NAMES_HI, type Category } from '#shared/constants/categories.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { products, searchDocuments, searchSynonyms } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';
import { purchasableProduct } from '../variants.repo.ts';
import { searchKey } from './search-key.ts';
import { expandQuery } from './synonyms.ts';

/*
 * Search that forgives (decision 067): the query's search key and its synonyms' are compared with each product's
 * keys by pg_trgm's word similarity (typos, Hinglish spellings, Devanagari as it is typed in Latin letters), weighed
 * by where they match: the name most, then the category, the options, the description.
 */

/** How much a match in each field counts against one in the name. */
const WEIGHTS = { name: 1, category: 0.9, attributes: 0.8, description: 0.6 } as const;
/** A synonym's match counts a little less than the words the shopper typed. */
const SYNONYM_WEIGHT = 0.95;
/** A product below this score is not a match. */
const MIN_SCORE = 0.45;
/** Results whose best scores below this are weak: the answer offers a "did you mean". */
export const WEAK_SCORE = 0.62;
/** The most matches one search ranks (a shop's whole matching shelf, paged by the list). */
const MAX_MATCHES = 500;
const ALT_SEPARATOR = '|';

/** A constant of ours in the SQL text (a parameter's type would be guessed from its first use). */
const num = (value: number) => sql.raw(String(value));

/** The field-weighted best word similarity of `term` (SQL text) in a document. */
const bestIn = (term: SQL, descriptions: boolean) =>
  sql`greatest(
    ${num(WEIGHTS.name)} * word_similarity(${term}, ${searchDocuments.nameKey}),
    ${num(WEIGHTS.category)} * word_similarity(${term}, ${searchDocuments.categoryKey}),
    ${num(WEIGHTS.attributes)} * word_similarity(${term}, ${searchDocuments.attributesKey})${
      descriptions
        ? sql`,
    ${num(WEIGHTS.description)} * word_similarity(${term}, ${searchDocuments.descriptionKey})`
        : sql``
    })`;

export interface RankOptions {
  /** Narrows the shelf: purchasable (the default), a category. */
  where?: SQL;
  /** false: names, categories and options only (suggestions as one types: quicker, and what a box can show). */
  descriptions?: boolean;
  limit?: number;
  /** The synonym groups, when the caller has read them already. */
  groups?: string[][];
}

export interface RankedProduct {
  id: number;
  score: number;
}

export async function synonymGroups(db: Db): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}

/**
 * The products a query finds, best first: each spelling (the query and its synonyms') scores half as a phrase and
 * half as the mean of its words' best matches; a product takes its best spelling. The old substring matches (name,
 * descriptions, catalog number) are always found too. The documents are current when the caller has refreshed them
 * (refreshSearchDocuments, on the primary).
 */
export async function rankProducts(
  db: Db,
  query: string,
  { where = purchasableProduct, descriptions = true, limit = MAX_MATCHES, groups }: RankOptions = {},
): Promise<RankedProduct[]> {
  const alternatives = expandQuery(query, groups ?? (await synonymGroups(db)));
  const pattern = containsPattern(query);
  const literal = sql`(${products.name} ilike ${pattern} or ${products.nameHi} ilike ${pattern} or ${products.catalogNumber} ilike ${pattern}${
    descriptions
      ? sql` or ${products.description} ilike ${pattern} or ${products.descriptionHi} ilike ${pattern}`
      : sql``
  })`;
  const words = [...new Set(alternatives.flatMap((alt) => alt.split(' ')))];
  const candidate = words.length
    ? sql`(${literal} or ${sql.join(
        words.map((word) => sql`${searchDocuments.allKey} %> ${word}`),
        sql` or `,
      )})`
    : literal;
  const alt = sql`a.alt`;
  const rows = await queryRows<{ id: number; score: number }>(
    db,
    sql`select ${products.id} as id, (max(s.score) + case when ${literal} then 0.25 else 0 end
        + case when lower(${products.catalogNumber}) = lower(${query.trim()}) then 1 else 0 end)::float8 as score
      from ${products}
      join ${searchDocuments} on ${searchDocuments.productId} = ${products.id}
      cross join lateral (
        select (0.5 * ${bestIn(alt, descriptions)} + 0.5 * (select avg(${bestIn(sql`w`, descriptions)}) from unnest(string_to_array(${alt}, ' ')) w))
          * case when a.ord = 1 then 1 else ${num(SYNONYM_WEIGHT)} end as score
        from unnest(string_to_array(${alternatives.join(ALT_SEPARATOR) || ' '}, ${ALT_SEPARATOR})) with ordinality a(alt, ord)
      ) s
      where ${and(where, candidate)}
      group by ${products.id}
      having max(s.score) >= ${num(MIN_SCORE)} or bool_or(${literal})
      order by score desc, ${products.id}
      limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
}

/** The category names a query finds (English or Hindi, typos and synonyms forgiven), best first. */
export async function rankCategories(
  db: Db,
  query: string,
  limit: number,
  groups?: string[][],
): Promise<Category[]> {
  const alternatives = expandQuery(query, groups ?? (await synonymGroups(db)));
  if (alternatives.length === 0) return [];
  const keys = CATEGORIES.map((category) => searchKey(`${category} ${CATEGORY_NAMES_HI[category]}`));
  const rows = await queryRows<{ ord: number; score: number }>(
    db,
    sql`select c.ord::int as ord, max(word_similarity(a.alt, c.key))::float8 as score
      from unnest(string_to_array(${keys.join(ALT_SEPARATOR)}, ${ALT_SEPARATOR})) with ordinality c(key, ord)
      cross join unnest(string_to_array(${alternatives.join(ALT_SEPARATOR)}, ${ALT_SEPARATOR})) a(alt)
      group by c.ord
      having max(word_similarity(a.alt, c.key)) >= 0.6
      order by score desc, c.ord
      limit ${limit}`,
  );
  return rows.map((row) => CATEGORIES[Number(row.ord) - 1]!);
}

/** The terms the shop knows, by search key: categories' names, synonyms, products' names (as the shop wrote them). */
export async function knownTerms(db: Db): Promise<Map<string, string>> {
  const [groups, names] = await Promise.all([
    synonymGroups(db),
    db.select({ name: products.name, nameHi: products.nameHi }).from(products).where(purchasableProduct),
  ]);
  const terms = [
    ...CATEGORIES.flatMap((c) => [c, CATEGORY_NAMES_HI[c]]),
    ...groups.flat(),
    ...names.flatMap((n) => [n.name, n.nameHi]),
  ];
  const byKey = new Map<string, string>();
  for (const term of terms) {
    const key = searchKey(term);
    if (key && !byKey.has(key)) byKey.set(key, term);
  }
  return byKey;
}

/**
 * The closest term the shop knows to a query that found nothing or little, by trigram similarity of their keys;
 * null when none is close. `known`: from knownTerms (read once for many queries).
 */
export async function closestTerm(
  db: Db,
  query: string,
  known?: Map<string, string>,
): Promise<string | null> {
  const key = searchKey(query);
  if (!key) return null;
  const candidates = [...(known ?? (await knownTerms(db))).entries()].filter(([k]) => k !== key);
  if (candidates.length === 0) return null;
  const likeness = sql`greatest(similarity(t.key, ${key}), word_similarity(${key}, t.key))`;
  const [best] = await queryRows<{ ord: number }>(
    db,
    sql`select t.ord::int as ord
      from unnest(string_to_array(${candidates.map(([k]) => k).join(ALT_SEPARATOR)}, ${ALT_SEPARATOR})) with ordinality t(key, ord)
      where ${likeness} >= 0.35
      order by ${likeness} desc, length(t.key), t.ord
      limit 1`,
  );
  return best ? candidates[Number(best.ord) - 1]![1] : null;
}
