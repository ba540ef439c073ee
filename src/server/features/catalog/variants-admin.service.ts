import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PRODUCT_ADMIN_MESSAGES } from '#shared/catalog/product-admin.schemas.ts';
import type {
  AdminVariant,
  ProductVariants,
  ProductVariantsInput,
  VariantInput,
} from '#shared/catalog/variant-admin.schemas.ts';
import { type OptionAxis, optionsLabel, VARIANT_MESSAGES } from '#shared/catalog/variants.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { noteChanges } from '../audit/audit.service.ts';
import { claimRestocked } from '../stock-requests/stock-requests.service.ts';
import { type VariantRow, valuesOf } from './variants.repo.ts';

const notFound = () => new AppError('NOT_FOUND', PRODUCT_ADMIN_MESSAGES.notFound);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function toAdminVariant(row: VariantRow, axes: number, ordered = false): AdminVariant {
  return {
    id: row.id,
    position: row.position,
    options: valuesOf(row, axes),
    sku: row.sku,
    price: row.price,
    mrp: row.mrp,
    salePrice: row.salePrice,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    stockQuantity: row.stockQuantity,
    weightGrams: row.weightGrams,
    images: row.images,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    active: row.active,
    ordered,
  };
}

/** The axes as stored: Hindi names, Hindi labels and swatches only where given. */
const storedAxes = (input: ProductVariantsInput['options']): OptionAxis[] =>
  input.map((axis) => ({
    name: axis.name,
    ...(axis.nameHi ? { nameHi: axis.nameHi } : {}),
    values: axis.values.map((value) => ({
      label: value.label,
      ...(value.labelHi ? { labelHi: value.labelHi } : {}),
      ...(value.swatch ? { swatch: value.swatch.toLowerCase() } : {}),
    })),
  }));

/** The row's values for a variant of the body: its options as the axes spell them, dates as dates. */
function rowValues(input: VariantInput, axes: OptionAxis[], position: number) {
  const [option1, option2, option3] = axes.map(
    (axis, i) => axis.values.find((value) => same(value.label, input.options[i]!))!.label,
  );
  return {
    position,
    option1: option1 ?? null,
    option2: option2 ?? null,
    option3: option3 ?? null,
    sku: input.sku,
    price: input.price,
    mrp: input.mrp,
    salePrice: input.salePrice,
    saleStartsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
    saleEndsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
    stockQuantity: input.stockQuantity,
    weightGrams: input.weightGrams,
    images: input.images && input.images.length > 0 ? input.images : null,
    hsnCode: input.hsnCode,
    gstRate: input.gstRate,
    active: input.active,
  };
}

/** One line per variant for the audit log: 'SKU-1 Blue, Large 149900 stock 4' (paise). */
const brief = (
  v: { sku: string; price: number; stockQuantity: number | null; active: boolean },
  label: string,
) =>
  `${v.sku}${label ? ` ${label}` : ''} ${v.price} stock ${v.stockQuantity ?? '-'}${v.active ? '' : ' inactive'}`;

/**
 * The admin's options and variants of one product (decision 066). Each write calls `invalidate` (the public
 * catalog cache). Orders keep their own copy of a variant's SKU, options and price.
 */
export class VariantAdminService {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => void,
  ) {}

  async read(productId: number): Promise<ProductVariants> {
    const [product] = await this.db.select().from(products).where(eq(products.id, productId));
    if (!product) throw notFound();
    return { productId, options: product.options, variants: await liveVariants(this.db, product) };
  }

  /**
   * The axes and variants, whole, in one transaction that holds the product's row (checkouts reading it wait, as
   * for any product edit). A variant left out is deleted, or archived when an order names it.
   */
  async replace(productId: number, input: ProductVariantsInput): Promise<ProductVariants> {
    const axes = storedAxes(input.options);
    try {
      const result = await this.db.transaction(async (tx) => {
        const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
        if (!product) throw notFound();
        const { stored, variants } = await writeVariants(tx, productId, input, axes);
        noteChanges(
          {
            options: product.options,
            variants: stored.map((v) => brief(v, optionsLabel(valuesOf(v, product.options.length)))),
          },
          { options: axes, variants: variants.map((v) => brief(v, optionsLabel(v.options))) },
        );
        return { productId, options: axes, variants };
      });
      this.invalidate();
      return result;
    } catch (error) {
      // Another product's variant took a SKU of the request since the check: the same 409, named.
      if (pgErrorCode(error) === '23505') await refuseTakenSkus(this.db, productId, input.variants);
      throw error;
    }
  }
}

/**
 * A product's axes and variants written whole, in the caller's transaction, which holds the product's row: the PUT's
 * and a catalog import's (decision 090). A variant left out is deleted, or archived when an order names it.
 */
export async function writeVariants(
  tx: Db,
  productId: number,
  input: ProductVariantsInput,
  axes: OptionAxis[] = storedAxes(input.options),
) {
  const stored = await liveRows(tx, productId);
  const byId = new Map(stored.map((row) => [row.id, row]));
  input.variants.forEach((variant, k) => {
    if (variant.id !== undefined && !byId.has(variant.id)) {
      const field = `variants.${k}.id`;
      throw new AppError('BAD_REQUEST', VARIANT_MESSAGES.variantNotOfProduct, {
        [field]: VARIANT_MESSAGES.variantNotOfProduct,
      });
    }
  });
  await refuseTakenSkus(tx, productId, input.variants);
  const now = new Date();
  await removeLeftOut(tx, stored, new Set(input.variants.map((v) => v.id)), now);
  const values = input.variants.map((variant, k) => rowValues(variant, axes, k));
  // A kept variant whose SKU or values change steps aside first, so two that swap never meet in the unique indexes.
  const moving = input.variants.flatMap((variant, k) => {
    const row = variant.id === undefined ? undefined : byId.get(variant.id);
    const next = values[k]!;
    const changes =
      row &&
      (row.sku !== next.sku ||
        row.option1 !== next.option1 ||
        row.option2 !== next.option2 ||
        row.option3 !== next.option3);
    return changes ? [row.id] : [];
  });
  if (moving.length > 0) {
    await tx
      .update(productVariants)
      .set({
        sku: sql`'\u0001' || ${productVariants.id}`,
        option1: sql`'\u0001' || ${productVariants.id}`,
      })
      .where(inArray(productVariants.id, moving));
  }
  for (const [k, variant] of input.variants.entries()) {
    if (variant.id === undefined) {
      await tx.insert(productVariants).values({ productId, ...values[k]!, createdAt: now, updatedAt: now });
    } else {
      await tx
        .update(productVariants)
        .set({ ...values[k]!, updatedAt: now })
        .where(eq(productVariants.id, variant.id));
    }
  }
  // Back from 0: the waiting shoppers' claim, in this transaction; their mails go once it commits (073).
  await claimRestocked(
    tx,
    input.variants.flatMap((variant, k) => {
      const row = variant.id === undefined ? undefined : byId.get(variant.id);
      return row ? [{ variantId: row.id, before: row.stockQuantity, after: values[k]!.stockQuantity }] : [];
    }),
    now,
  );
  const [updated] = await tx
    .update(products)
    .set({ options: axes, updatedAt: now })
    .where(eq(products.id, productId))
    .returning();
  const variants = await liveVariants(tx, updated!);
  return { stored, variants };
}

const liveRows = (db: Db, productId: number) =>
  db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));

async function liveVariants(db: Db, product: typeof products.$inferSelect): Promise<AdminVariant[]> {
  const rows = await liveRows(db, product.id);
  const ordered = await orderedOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminVariant(row, product.options.length, ordered.has(row.id)));
}

/** 409 naming the first variant whose SKU another product's variant has (case-insensitively). */
async function refuseTakenSkus(db: Db, productId: number, variants: readonly VariantInput[]): Promise<void> {
  const holders = await db
    .select({ sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        isNull(productVariants.archivedAt),
        ne(productVariants.productId, productId),
        inArray(
          sql`lower(${productVariants.sku})`,
          variants.map((v) => v.sku.toLowerCase()),
        ),
      ),
    );
  for (const [k, variant] of variants.entries()) {
    const holder = holders.find((h) => same(h.sku, variant.sku));
    if (holder) {
      const message = VARIANT_MESSAGES.skuTaken(holder.name);
      throw new AppError('CONFLICT', message, { [`variants.${k}.sku`]: message });
    }
  }
}

/** Of these variants, the ones an order line names (left out of a PUT, they are archived rather than deleted). */
async function orderedOf(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, ids));
  return new Set(rows.map((row) => row.id!));
}

/** The variants the body leaves out: deleted, or archived when an order names them (their lines keep them). */
async function removeLeftOut(tx: Db, stored: VariantRow[], kept: Set<number | undefined>, now: Date) {
  const gone = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length === 0) return;
  const archive = [...(await orderedOf(tx, gone))];
  const remove = gone.filter((id) => !archive.includes(id));
  if (archive.length > 0) {
    await tx
      .update(productVariants)
      .set({ archivedAt: now, active: false, updatedAt: now })
      .where(inArray(productVariants.id, archive));
  }
  if (remove.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, remove));
}
