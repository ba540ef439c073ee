import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CATALOG_CSV_MESSAGES as M, optionColumn } from '#shared/catalog/catalog-csv.ts';
import {
  PRODUCT_ADMIN_MESSAGES,
  productCreateSchema,
  settleMaking,
} from '#shared/catalog/product-admin.schemas.ts';
import { productVariantsInputSchema } from '#shared/catalog/variant-admin.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { productSlugRedirects, products, productVariants } from '../../../db/schema/index.ts';
import type { ProductRow } from '../catalog-admin.repo.ts';
import type { Problems, ReadProduct } from './csv-read.ts';

/** The product form's fields → the file's column. */
const PRODUCT_COLUMN_OF: Record<string, string> = {
  name: 'Title',
  slug: 'Handle',
  category: 'Category',
  catalogNumber: 'Catalog Number',
  description: 'Description',
  nameHi: 'Title (Hindi)',
  descriptionHi: 'Description (Hindi)',
  inStock: 'In Stock',
  featured: 'Featured',
  fulfilment: 'Fulfilment',
  makingDaysMin: 'Making Days Min',
  makingDaysMax: 'Making Days Max',
  weeklyCapacity: 'Weekly Capacity',
  personalisation: 'Personalisation (JSON)',
  hsnCode: 'HSN',
  gstRate: 'GST Rate',
};

const VARIANT_COLUMN_OF: Record<string, string> = {
  sku: 'Variant SKU',
  price: 'Variant Price',
  mrp: 'Variant MRP',
  salePrice: 'Variant Sale Price',
  saleStartsAt: 'Variant Sale Starts',
  saleEndsAt: 'Variant Sale Ends',
  stockQuantity: 'Stock',
  weightGrams: 'Weight (g)',
  hsnCode: 'Variant HSN',
  gstRate: 'Variant GST Rate',
  active: 'Active',
  images: 'Variant Image',
};

/** Where a variant-schema issue sits in the file: its row and column. */
function placeOf(path: PropertyKey[], read: ReadProduct): [number, string] {
  const [head, k, field, i] = path;
  const first = read.rows[0]!;
  if (head === 'variants' && typeof k === 'number') {
    const row = read.rows[k] ?? first;
    if (field === 'options') return [row, optionColumn(typeof i === 'number' ? i : 0, 'Value')];
    return [row, VARIANT_COLUMN_OF[String(field)] ?? 'Variant SKU'];
  }
  if (head === 'variants') return [first, 'Active'];
  if (head === 'options' && typeof k === 'number') {
    const axis = read.product.options[k];
    if (field === 'values' && typeof i === 'number' && axis) {
      const label = axis.values[i]?.label.toLowerCase();
      const at = read.product.variants.findIndex((v) => v.options[k]?.toLowerCase() === label);
      return [read.rows[Math.max(at, 0)] ?? first, optionColumn(k, 'Value')];
    }
    return [first, optionColumn(k, 'Name')];
  }
  return [first, 'Option1 Name'];
}

/** One product's own rules, those of the product form and the variant grid (their schemas and messages). */
function checkProduct(read: ReadProduct, problems: Problems) {
  const { product } = read;
  const first = read.rows[0]!;
  const add = (issues: z.core.$ZodIssue[], place: (path: PropertyKey[]) => [number, string]) => {
    for (const issue of issues) problems.add(...place(issue.path), issue.message);
  };
  const form = productCreateSchema.safeParse({
    ...product,
    slug: product.handle,
    catalogNumber: product.catalogNumber || product.variants[0]?.sku || '-',
    images: [],
    price: 1,
    stockQuantity: 0,
    options: undefined,
    variants: undefined,
    handle: undefined,
    feedExcluded: undefined,
  });
  if (!form.success) add(form.error.issues, (path) => [first, PRODUCT_COLUMN_OF[String(path[0])] ?? 'Title']);
  const making = settleMaking(product);
  if (Array.isArray(making)) problems.add(first, PRODUCT_COLUMN_OF[making[0]]!, making[1]);
  if (product.fulfilment === 'one_of_a_kind') {
    product.variants.forEach((v, k) => {
      if ((v.stockQuantity ?? 0) > 1)
        problems.add(read.rows[k]!, 'Stock', PRODUCT_ADMIN_MESSAGES.oneOfAKindStock);
    });
  }
  const grid = productVariantsInputSchema.safeParse({
    options: product.options,
    variants: product.variants.map((v) => ({ ...v, images: null })),
  });
  if (!grid.success) add(grid.error.issues, (path) => placeOf(path, read));
  if (form.success && grid.success && !Array.isArray(making))
    read.parsed = { fields: { ...form.data, ...making }, grid: grid.data };
}

/** The first row of each value in the file, case-insensitively; a repeat is a problem of its own row. */
function uniqueInFile(
  entries: Array<[value: string, row: number]>,
  column: string,
  message: (row: number) => string,
  problems: Problems,
) {
  const firstRow = new Map<string, number>();
  for (const [value, row] of entries) {
    if (!value) continue;
    const key = value.toLowerCase();
    const seen = firstRow.get(key);
    if (seen === undefined) firstRow.set(key, row);
    else problems.add(row, column, message(seen));
  }
}

/**
 * Every rule of the file: each product's own, and those between products and against the shop (a SKU or catalog
 * number in two places, a handle that is another product's old link). Returns the shop's products the file's
 * handles name.
 */
export async function validateProducts(
  db: Db,
  reads: ReadProduct[],
  problems: Problems,
): Promise<Map<string, ProductRow>> {
  for (const read of reads) checkProduct(read, problems);
  const skuRows = reads.flatMap((r) =>
    r.product.variants.map((v, k) => [v.sku, r.rows[k]!] as [string, number]),
  );
  uniqueInFile(skuRows, 'Variant SKU', M.skuInFile, problems);
  // A catalog number that is the product's first SKU (a blank cell gives it) is checked as that SKU is.
  const ownNumber = (r: ReadProduct) =>
    r.product.catalogNumber.toLowerCase() !== (r.product.variants[0]?.sku ?? '').toLowerCase();
  const numbers = reads
    .filter(ownNumber)
    .map((r) => [r.product.catalogNumber, r.rows[0]!] as [string, number]);
  uniqueInFile(numbers, 'Catalog Number', M.catalogNumberInFile, problems);

  const handles = reads.map((r) => r.product.handle);
  const existing = new Map<string, ProductRow>();
  if (handles.length === 0) return existing;
  for (const row of await db.select().from(products).where(inArray(products.slug, handles)))
    existing.set(row.slug, row);
  const idOf = (handle: string) => existing.get(handle)?.id;

  const redirects = await db
    .select({
      slug: productSlugRedirects.slug,
      productId: productSlugRedirects.productId,
      name: products.name,
    })
    .from(productSlugRedirects)
    .innerJoin(products, sql`${products.id} = ${productSlugRedirects.productId}`)
    .where(inArray(productSlugRedirects.slug, handles));
  for (const r of reads) {
    const held = redirects.find((x) => x.slug === r.product.handle);
    if (held && !existing.has(r.product.handle))
      problems.add(r.rows[0]!, 'Handle', M.handleOldLink(held.name));
  }

  const skus = skuRows.map(([sku]) => sku.toLowerCase()).filter(Boolean);
  const holders = skus.length
    ? await db
        .select({ sku: productVariants.sku, productId: productVariants.productId, name: products.name })
        .from(productVariants)
        .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
        .where(and(isNull(productVariants.archivedAt), inArray(sql`lower(${productVariants.sku})`, skus)))
    : [];
  const skuHolder = new Map(holders.map((h) => [h.sku.toLowerCase(), h]));
  for (const r of reads) {
    r.product.variants.forEach((v, k) => {
      const holder = skuHolder.get(v.sku.toLowerCase());
      if (holder && holder.productId !== idOf(r.product.handle))
        problems.add(r.rows[k]!, 'Variant SKU', M.skuInShop(holder.name));
    });
  }

  const lowered = numbers.map(([n]) => n.toLowerCase()).filter(Boolean);
  const numberHolders = lowered.length
    ? await db
        .select({ id: products.id, name: products.name, number: products.catalogNumber })
        .from(products)
        .where(inArray(sql`lower(${products.catalogNumber})`, lowered))
    : [];
  for (const r of reads.filter(ownNumber)) {
    const holder = numberHolders.find(
      (h) => h.number.toLowerCase() === r.product.catalogNumber.toLowerCase(),
    );
    if (holder && holder.id !== idOf(r.product.handle))
      problems.add(r.rows[0]!, 'Catalog Number', M.catalogNumberInShop(holder.name));
  }
  return existing;
}
