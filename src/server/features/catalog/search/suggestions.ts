import { inArray } from 'drizzle-orm';
import type { Suggestions } from '#shared/catalog/search.schemas.ts';
import type { Category } from '#shared/constants/categories.ts';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { rankCategories, rankProducts, synonymGroups } from './search.repo.ts';

const PRODUCTS_SUGGESTED = 6;
const CATEGORIES_SUGGESTED = 3;

/** What the header's search box offers while the shopper types: the best products by name, and categories. */
export async function suggest(db: Db, q: string): Promise<Suggestions> {
  const groups = await synonymGroups(db);
  const [ranked, categories] = await Promise.all([
    rankProducts(db, q, { descriptions: false, limit: PRODUCTS_SUGGESTED, groups }),
    rankCategories(db, q, CATEGORIES_SUGGESTED, groups),
  ]);
  const ids = ranked.map((match) => match.id);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          nameHi: products.nameHi,
          category: products.category,
          images: products.images,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const image = row.images[0];
      return [
        {
          id: row.id,
          slug: row.slug,
          name: row.name,
          ...(row.nameHi ? { nameHi: row.nameHi } : {}),
          category: row.category as Category,
          imageUrl: image ? (image.variants?.find((v) => v.width <= 320)?.url ?? image.url) : null,
        },
      ];
    }),
    categories,
  };
}
