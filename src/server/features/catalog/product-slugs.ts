import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import { isProductSlug, MAX_SLUG_LENGTH, SLUG_MESSAGES } from '#shared/catalog/product-slugs.ts';
import type { Db } from '../../db/client.ts';
import { productSlugRedirects, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { devanagariToLatin } from './search/search-key.ts';

/**
 * Product slugs (decision 088): made from the English name, unique against every product's current slug and every
 * old one (product_slug_redirects), and kept as a redirect when they change.
 */

/**
 * The slug a name reads as: Devanagari romanised as Hindi is typed ("मोमबत्ती" → "mombattee"), accents dropped,
 * lowercase ASCII words joined by hyphens, cut at a word within 80 characters; a name with no letter becomes
 * `product` or `product-{digits}`, so a slug never reads as an id.
 */
export function slugFromName(name: string): string {
  const words = devanagariToLatin(name.normalize('NFC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  if (!slug && words[0]) slug = words[0].slice(0, MAX_SLUG_LENGTH);
  return /[a-z]/.test(slug) ? slug : `product${slug ? `-${slug}`.slice(0, MAX_SLUG_LENGTH - 7) : ''}`;
}

/** A slug with its clash suffix (`-2`, `-3`, …), the base cut so the whole stays within 80 characters. */
function withSuffix(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** Slugs for new products made together (the demo seed): each from its name, a clash suffixed in the given order. */
export function slugsForNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = slugFromName(name);
    let n = 1;
    while (taken.has(withSuffix(base, n))) n++;
    const slug = withSuffix(base, n);
    taken.add(slug);
    return slug;
  });
}

/** Who holds a slug other than `productId`: as its current slug, or as an old one that redirects. */
async function holderOf(tx: Db, slug: string, productId: number | null) {
  const other = (column: typeof products.id | typeof productSlugRedirects.productId) =>
    productId === null ? undefined : ne(column, productId);
  const [current] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), other(products.id)));
  if (current) return { name: current.name, redirect: false };
  const [old] = await tx
    .select({ name: products.name })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.slug, slug), other(productSlugRedirects.productId)));
  return old ? { name: old.name, redirect: true } : null;
}

/**
 * The slug a product gets, inside the write's transaction (serialised with every other slug write, so two saves
 * cannot take one slug between them): a typed one as it is (400 when malformed, 409 naming who has it); one made from
 * the name takes the first free of `base`, `base-2`, `base-3`, … A product's own old slug is free to it.
 */
export async function chooseSlug(
  tx: Db,
  productId: number | null,
  wanted: { typed: string } | { name: string },
): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product-slugs'))`);
  if ('typed' in wanted) {
    if (!isProductSlug(wanted.typed)) throw slugError('BAD_REQUEST', SLUG_MESSAGES.invalid);
    const holder = await holderOf(tx, wanted.typed, productId);
    if (!holder) return wanted.typed;
    throw slugError(
      'CONFLICT',
      holder.redirect ? SLUG_MESSAGES.redirects(holder.name) : SLUG_MESSAGES.taken(holder.name),
    );
  }
  const base = slugFromName(wanted.name);
  for (let n = 1; ; n++) {
    const candidate = withSuffix(base, n);
    if (!(await holderOf(tx, candidate, productId))) return candidate;
  }
}

const slugError = (code: 'BAD_REQUEST' | 'CONFLICT', message: string) =>
  new AppError(code, message, { slug: message });

/**
 * After a product's slug changed from `before` to `after`: `before` redirects to it from now on, and `after`, when
 * it was one of its own old slugs, is a redirect no more. Every old slug names the product, so a chain of renames
 * answers in one hop.
 */
export async function keepOldSlug(tx: Db, productId: number, before: string, after: string) {
  if (before === after) return;
  await tx
    .delete(productSlugRedirects)
    .where(and(eq(productSlugRedirects.slug, after), eq(productSlugRedirects.productId, productId)));
  await tx.insert(productSlugRedirects).values({ slug: before, productId }).onConflictDoNothing();
}

/** The products' old slugs, newest first (the admin lists them). */
export async function oldSlugsOf(db: Db, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const slugs = new Map<number, string[]>();
  if (productIds.length === 0) return slugs;
  const rows = await db
    .select({ productId: productSlugRedirects.productId, slug: productSlugRedirects.slug })
    .from(productSlugRedirects)
    .where(inArray(productSlugRedirects.productId, [...productIds]))
    .orderBy(sql`${productSlugRedirects.createdAt} desc`, productSlugRedirects.slug);
  for (const row of rows) slugs.set(row.productId, [...(slugs.get(row.productId) ?? []), row.slug]);
  return slugs;
}

/**
 * The slug an edit leaves: a typed one (blank: made from the name again); without one, a rename moves a slug that was
 * made from the old name (`base` or `base-N`) to one made from the new name, and keeps a slug the owner typed.
 */
export function wantedSlug(
  stored: { name: string; slug: string },
  edit: { name?: string; slug?: string },
): { typed: string } | { name: string } | null {
  const name = edit.name ?? stored.name;
  if (edit.slug !== undefined) return edit.slug === '' ? { name } : { typed: edit.slug };
  if (edit.name === undefined) return null;
  const before = slugFromName(stored.name);
  const madeFromName = stored.slug === before || new RegExp(`^${before}-\\d+$`).test(stored.slug);
  return madeFromName && slugFromName(name) !== before ? { name } : null;
}

/** Removes one old slug of a product (its link then finds nothing, and another product may take it). */
export async function removeOldSlug(db: Db, productId: number, slug: string): Promise<void> {
  const removed = await db
    .delete(productSlugRedirects)
    .where(and(eq(productSlugRedirects.slug, slug), eq(productSlugRedirects.productId, productId)))
    .returning({ slug: productSlugRedirects.slug });
  if (removed.length === 0) throw new AppError('NOT_FOUND', SLUG_MESSAGES.redirectNotFound);
}

/**
 * Where a product address leads (the page's 301s and the API's reads): a numeric id or a current slug to the
 * product's id and slug (`moved` when the address was not its slug), an old slug likewise; null when nothing is there.
 */
export async function resolveProductAddress(
  db: Db,
  address: string,
): Promise<{ id: number; slug: string; moved: boolean } | null> {
  if (/^\d+$/.test(address)) {
    const id = parseProductId(address);
    if (id === null) return null;
    const [row] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.id, id));
    return row ? { ...row, moved: true } : null;
  }
  if (!isProductSlug(address)) return null;
  const [current] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.slug, address));
  if (current) return { ...current, moved: false };
  const [old] = await db
    .select({ id: products.id, slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(eq(productSlugRedirects.slug, address));
  return old ? { ...old, moved: true } : null;
}
