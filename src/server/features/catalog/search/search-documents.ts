import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { OptionAxis } from '#shared/catalog/variants.ts';
import { CATEGORY_NAMES_HI, isCategory } from '#shared/constants/categories.ts';
import type { Db } from '../../../db/client.ts';
import { products, searchDocuments } from '../../../db/schema/index.ts';
import { searchKey } from './search-key.ts';

/** A description weighs least; its first part says what the product is, so only that is compared. */
const DESCRIPTION_CHARS = 600;

/** The product text search compares, as one string: its md5 tells whether a document's keys are current. */
const searchedText: SQL = sql`md5(concat_ws(chr(31), ${products.name}, ${products.nameHi}, ${products.category}, ${products.options}::text, ${products.description}, ${products.descriptionHi}))`;

interface SearchedProduct {
  id: number;
  name: string;
  nameHi: string;
  category: string;
  options: OptionAxis[];
  description: string;
  descriptionHi: string;
  source: string;
}

function documentOf(p: SearchedProduct): typeof searchDocuments.$inferInsert {
  const nameKey = searchKey(`${p.name} ${p.nameHi}`);
  const categoryKey = searchKey(
    `${p.category} ${isCategory(p.category) ? CATEGORY_NAMES_HI[p.category] : ''}`,
  );
  const attributesKey = searchKey(
    p.options
      .flatMap((axis) => [axis.name, axis.nameHi, ...axis.values.flatMap((v) => [v.label, v.labelHi])])
      .filter(Boolean)
      .join(' '),
  );
  const descriptionKey = searchKey(
    `${p.description.slice(0, DESCRIPTION_CHARS)} ${p.descriptionHi.slice(0, DESCRIPTION_CHARS)}`,
  );
  return {
    productId: p.id,
    source: p.source,
    nameKey,
    categoryKey,
    attributesKey,
    descriptionKey,
    allKey: [nameKey, categoryKey, attributesKey, descriptionKey].filter(Boolean).join(' '),
  };
}

/**
 * Makes the search documents of products whose searched text changed since (or that have none): the keys are made
 * here, in TypeScript (search-key.ts), so search runs on every write path without one of them having to remember.
 * Called before a search reads the documents; a product's delete takes its document with it (cascade).
 */
export async function refreshSearchDocuments(db: Db): Promise<number> {
  const stale = await db
    .select({
      id: products.id,
      name: products.name,
      nameHi: products.nameHi,
      category: products.category,
      options: products.options,
      description: products.description,
      descriptionHi: products.descriptionHi,
      source: sql<string>`${searchedText}`,
    })
    .from(products)
    .leftJoin(searchDocuments, eq(searchDocuments.productId, products.id))
    .where(or(isNull(searchDocuments.productId), sql`${searchDocuments.source} <> ${searchedText}`))
    .orderBy(products.id);
  if (stale.length === 0) return 0;
  await db
    .insert(searchDocuments)
    .values(stale.map(documentOf))
    .onConflictDoUpdate({
      target: searchDocuments.productId,
      set: {
        source: sql`excluded.source`,
        nameKey: sql`excluded.name_key`,
        categoryKey: sql`excluded.category_key`,
        attributesKey: sql`excluded.attributes_key`,
        descriptionKey: sql`excluded.description_key`,
        allKey: sql`excluded.all_key`,
      },
    });
  return stale.length;
}
