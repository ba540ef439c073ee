import { productPath } from '#shared/catalog/product-slugs.ts';
import type { Db } from '../../db/client.ts';
import type { PublicCache } from '../../lib/public-cache.ts';
import { cachedProductAddress } from '../catalog/catalog.service.ts';

/** A product page's path (without the language prefix): `/product/{address}` or the older `/products/{address}`. */
const PRODUCT_PAGE = /^\/products?\/([^/]+)$/;

/**
 * Where a product page at another address of the product lives now (decision 088): a numeric id, an old slug, or the
 * `/products/…` spelling answer 301 to `/product/{slug}`; null when the path is the product's own page or names
 * none. The lookup is cached with the catalog, so a page view costs no query for it.
 */
export async function productPageRedirect(db: Db, cache: PublicCache, path: string): Promise<string | null> {
  const match = PRODUCT_PAGE.exec(path);
  if (!match) return null;
  let address: string;
  try {
    address = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const found = await cachedProductAddress(cache, db, address);
  if (!found) return null;
  const canonical = productPath(found);
  return found.moved || path !== canonical ? canonical : null;
}
