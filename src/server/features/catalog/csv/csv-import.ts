import { eq, isNotNull } from 'drizzle-orm';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import {
  CATALOG_CSV_COLUMNS,
  type CatalogImportSummary,
  type CsvProblem,
} from '#shared/catalog/catalog-csv.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import { MAX_PRODUCT_IMAGES, PRODUCT_ADMIN_MESSAGES } from '#shared/catalog/product-admin.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { products, productVariants } from '../../../db/schema/index.ts';
import type { Storage } from '../../../lib/storage.ts';
import { noteChanges } from '../../audit/audit.service.ts';
import { liveVariantsOf, type ProductRow } from '../catalog-admin.repo.ts';
import { chooseSlug } from '../product-slugs.ts';
import type { VariantRow } from '../variants.repo.ts';
import { writeVariants } from '../variants-admin.service.ts';
import { ImageSource, readImageZip } from './csv-images.ts';
import { csvProductOf } from './csv-model.ts';
import { Problems, type ReadProduct, readCsv, readProducts } from './csv-read.ts';
import { validateProducts } from './csv-validate.ts';

export interface CatalogImportOptions {
  storage: Storage;
  publicUrl: string;
  /** Images by URL: the timeout, and whether the local test server may be fetched (tests only). */
  fetch: { timeoutMs: number; allowPrivate: boolean };
}

type Step = { read: ReadProduct; stored?: { row: ProductRow; variants: VariantRow[] } };

/** What a file would do: its problems (none: it may be applied), and the products to create and update. */
export interface CatalogImportPlan {
  problems: CsvProblem[];
  summary: CatalogImportSummary;
  create: Step[];
  update: Step[];
  images: ImageSource;
}

/** Every image the shop's products and variants hold, by URL: named again in a file, kept as it is. */
async function knownImages(db: Db): Promise<Map<string, ProductImage>> {
  const known = new Map<string, ProductImage>();
  const lists = [
    ...(await db.select({ images: products.images }).from(products)),
    ...(await db
      .select({ images: productVariants.images })
      .from(productVariants)
      .where(isNotNull(productVariants.images))),
  ];
  for (const { images } of lists) for (const image of images ?? []) known.set(image.url, image);
  return known;
}

/** The images a product's rows name, each with its row and column. */
const imageRefsOf = (read: ReadProduct) => [
  ...read.product.images.map((ref) => ({ ref, row: read.rows[0]!, column: 'Image Src' })),
  ...read.product.variants.flatMap((v, k) =>
    (v.images ?? []).map((ref) => ({ ref, row: read.rows[k]!, column: 'Variant Image' })),
  ),
];

/** Checks run a few at a time: images by URL wait on other servers. */
async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

const columnOrder = (column: string) => {
  const at = CATALOG_CSV_COLUMNS.indexOf(column);
  return at === -1 ? CATALOG_CSV_COLUMNS.length : at;
};

/**
 * The dry run (decision 090): the file read and checked whole, rules of each product, between them and against the
 * shop, every image found; nothing written. Its plan applies it (`applyCatalogImport`).
 */
export async function planCatalogImport(
  db: Db,
  options: CatalogImportOptions,
  csv: string,
  zip: Buffer | null,
): Promise<CatalogImportPlan> {
  const problems = new Problems();
  const reads = readProducts(readCsv(csv, problems), problems);
  const existing = await validateProducts(db, reads, problems);
  const images = new ImageSource({
    storage: options.storage,
    zip: zip ? readImageZip(zip) : null,
    known: await knownImages(db),
    publicUrl: options.publicUrl,
    fetch: options.fetch,
  });
  for (const read of reads) {
    if (read.product.images.length > MAX_PRODUCT_IMAGES)
      problems.add(read.rows[0]!, 'Image Src', PRODUCT_ADMIN_MESSAGES.tooManyImages);
  }
  await inBatches(reads.flatMap(imageRefsOf), 4, async ({ ref, row, column }) => {
    const problem = await images.check(ref);
    if (problem) problems.add(row, column, problem);
  });
  const ids = [...existing.values()].map((row) => row.id);
  const variants = await liveVariantsOf(db, ids);
  const plan: CatalogImportPlan = {
    problems: problems.list.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column)),
    summary: { created: 0, updated: 0, unchanged: 0, variants: 0 },
    create: [],
    update: [],
    images,
  };
  for (const read of reads) {
    plan.summary.variants += read.product.variants.length;
    const row = existing.get(read.product.handle);
    if (!row) {
      plan.create.push({ read });
      continue;
    }
    const stored = { row, variants: variants.get(row.id) ?? [] };
    if (sameProduct(read, stored, images)) plan.summary.unchanged += 1;
    else plan.update.push({ read, stored });
  }
  plan.summary.created = plan.create.length;
  plan.summary.updated = plan.update.length;
  return plan;
}

/** The file's product is the stored one: nothing to write. */
function sameProduct(read: ReadProduct, stored: NonNullable<Step['stored']>, images: ImageSource): boolean {
  const canonical = (refs: string[]) => refs.map((ref) => images.canonical(ref));
  const wanted = {
    ...read.product,
    images: canonical(read.product.images),
    variants: read.product.variants.map((v) => ({ ...v, images: v.images && canonical(v.images) })),
  };
  return JSON.stringify(wanted) === JSON.stringify(csvProductOf(stored.row, stored.variants));
}

/** The product row's own columns of the form's values (price and stock are the variants'). */
function productValuesOf(fields: NonNullable<ReadProduct['parsed']>['fields']) {
  const { name, nameHi, description, descriptionHi, category, catalogNumber, inStock, featured } = fields;
  const { fulfilment, makingDaysMin, makingDaysMax, weeklyCapacity, personalisation, hsnCode, gstRate } =
    fields;
  return {
    ...{ name, nameHi, description, descriptionHi, category, catalogNumber, inStock, featured },
    ...{ fulfilment, makingDaysMin, makingDaysMax, weeklyCapacity, personalisation, hsnCode, gstRate },
  };
}

const withPlaceholder = (images: ProductImage[]) => (images.length > 0 ? images : [DEFAULT_PRODUCT_IMAGE]);

/**
 * The plan applied: new images stored first (as uploads are), then every product created or updated in one
 * transaction, so a failure leaves the catalog as it was. `progress` hears each step.
 */
export async function applyCatalogImport(
  db: Db,
  plan: CatalogImportPlan,
  progress: (phase: 'images' | 'products', done: number, total: number) => void,
): Promise<CatalogImportSummary> {
  const steps = [...plan.create, ...plan.update];
  const refs = [...new Set(steps.flatMap((s) => imageRefsOf(s.read).map((r) => r.ref)))];
  let done = 0;
  await inBatches(refs, 2, async (ref) => {
    await plan.images.resolve(ref);
    progress('images', ++done, refs.length);
  });
  const resolve = (list: string[]) => Promise.all(list.map((ref) => plan.images.resolve(ref)));
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const [k, step] of steps.entries()) {
      const { fields, grid } = step.read.parsed!;
      const values = {
        ...productValuesOf(fields),
        feedExcluded: step.read.product.feedExcluded,
        images: withPlaceholder(await resolve(step.read.product.images)),
        updatedAt: now,
      };
      let productId: number;
      if (step.stored) {
        productId = step.stored.row.id;
        await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
        await tx.update(products).set(values).where(eq(products.id, productId));
      } else {
        const slug = await chooseSlug(tx, null, { typed: step.read.product.handle });
        const [created] = await tx
          .insert(products)
          .values({ ...values, slug, createdAt: now })
          .returning({ id: products.id });
        productId = created!.id;
      }
      const ids = matchVariants(step.stored?.variants ?? [], grid.variants);
      const variants = await Promise.all(
        grid.variants.map(async (variant, i) => {
          const own = step.read.product.variants[i]!.images;
          return { ...variant, id: ids[i], images: own ? await resolve(own) : null };
        }),
      );
      await writeVariants(tx, productId, { options: grid.options, variants });
      progress('products', k + 1, steps.length);
    }
    // The audit log's row for the whole import: what it did, by product.
    noteChanges({}, { imported: plan.summary });
  });
  return plan.summary;
}

/**
 * The stored variant each row of the file is (decision 090): the one with its SKU, else (for the rows left) one with
 * its option values not taken by another row; none: a new variant.
 */
function matchVariants(
  stored: readonly VariantRow[],
  rows: ReadonlyArray<{ sku: string; options: string[] }>,
): Array<number | undefined> {
  const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
  const free = new Set(stored.map((v) => v.id));
  const take = (v: VariantRow | undefined) => (v && free.delete(v.id) ? v.id : undefined);
  const ids = rows.map((row) => take(stored.find((v) => lower(v.sku) === lower(row.sku))));
  return ids.map(
    (id, i) =>
      id ??
      take(
        stored.find(
          (v) =>
            free.has(v.id) &&
            [v.option1, v.option2, v.option3].every(
              (value, k) => lower(value) === lower(rows[i]!.options[k]),
            ),
        ),
      ),
  );
}
