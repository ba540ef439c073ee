import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import {
  type AdminProduct,
  type MakingFields,
  PRODUCT_ADMIN_MESSAGES,
  type ProductDeleteResult,
  type ProductInput,
  type ProductPriceFields,
  priceFieldProblems,
  settleMaking,
} from '#shared/catalog/product-admin.schemas.ts';
import { VARIANT_MESSAGES } from '#shared/catalog/variants.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { noteChanges } from '../audit/audit.service.ts';
import { claimRestocked } from '../stock-requests/stock-requests.service.ts';
import { adminProductOf, liveVariantsOf, toAdminProduct } from './catalog-admin.repo.ts';
import { chooseSlug, keepOldSlug, removeOldSlug, wantedSlug } from './product-slugs.ts';

const notFound = () => new AppError('NOT_FOUND', PRODUCT_ADMIN_MESSAGES.notFound);

const asDate = (iso: string | null | undefined) => (iso ? new Date(iso) : iso === null ? null : undefined);

/**
 * The input split into the product row's values and its variant's (decision 066: price, MRP, sale and stock are the
 * variant's), sale dates as dates; absent fields stay absent.
 */
function toValues<T extends Partial<ProductInput>>(input: T) {
  const { price, mrp, salePrice, saleStartsAt, saleEndsAt, stockQuantity, ...product } = input;
  const variant = {
    price,
    mrp,
    salePrice,
    saleStartsAt: asDate(saleStartsAt),
    saleEndsAt: asDate(saleEndsAt),
    stockQuantity,
  };
  return {
    product,
    variant: Object.fromEntries(Object.entries(variant).filter(([, v]) => v !== undefined)) as Partial<
      typeof variant
    >,
  };
}

/** 400 naming the first price field that breaks a rule between them (the database checks them too). */
function checkPrices(fields: ProductPriceFields): void {
  const [field, message] = Object.entries(priceFieldProblems(fields))[0] ?? [];
  if (field && message) throw new AppError('BAD_REQUEST', message, { [field]: message });
}

/**
 * The making fields to store (decision 070), the input's over the stored ones; a 400 naming the field for a
 * made-to-order piece without its days, and for a one-of-a-kind piece whose stock (`stock`) is above 1.
 */
function checkMaking(input: Partial<MakingFields>, stored: MakingFields, stock: number | null | undefined) {
  const merged = {
    ...stored,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  };
  const settled = settleMaking(merged);
  if (Array.isArray(settled)) {
    const [field, message] = settled;
    throw new AppError('BAD_REQUEST', message, { [field]: message });
  }
  if (settled.fulfilment === 'one_of_a_kind' && stock != null && stock > 1) {
    const message = PRODUCT_ADMIN_MESSAGES.oneOfAKindStock;
    throw new AppError('BAD_REQUEST', message, { stockQuantity: message });
  }
  return settled;
}

const makingOf = (p: Partial<MakingFields>) => ({
  fulfilment: p.fulfilment,
  makingDaysMin: p.makingDaysMin,
  makingDaysMax: p.makingDaysMax,
  weeklyCapacity: p.weeklyCapacity,
});

const FROM_STOCK: MakingFields = {
  fulfilment: 'stock',
  makingDaysMin: null,
  makingDaysMax: null,
  weeklyCapacity: null,
};

const pricesOf = (v: Partial<ProductPriceFields>, base: ProductPriceFields): ProductPriceFields => ({
  price: v.price ?? base.price,
  mrp: v.mrp === undefined ? base.mrp : v.mrp,
  salePrice: v.salePrice === undefined ? base.salePrice : v.salePrice,
  saleStartsAt: v.saleStartsAt === undefined ? base.saleStartsAt : v.saleStartsAt,
  saleEndsAt: v.saleEndsAt === undefined ? base.saleEndsAt : v.saleEndsAt,
});

const NO_PRICES: ProductPriceFields = {
  price: 0,
  mrp: null,
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
};

/** docs/product.md §9.1: a product without images shows the default placeholder. */
const withPlaceholder = (images: ProductImage[]): ProductImage[] =>
  images.length > 0 ? images : [DEFAULT_PRODUCT_IMAGE];

/**
 * The admin's product writes. Each one calls `invalidate` (the public catalog cache) so the shop
 * shows the change on its next read. Orders keep their own copy of name and price, so edits never
 * change an order already placed.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly invalidate: () => void,
  ) {}

  /** A product and its one variant (no options yet), whose SKU is the catalog number (decision 066). */
  async create(input: ProductInput): Promise<AdminProduct> {
    const { product, variant } = toValues(input);
    const prices = pricesOf(variant, NO_PRICES);
    checkPrices(prices);
    const making = checkMaking(makingOf(input), FROM_STOCK, input.stockQuantity);
    const [row, defaultVariant] = await this.uniqueCatalogNumber(input.catalogNumber, null, () =>
      this.db.transaction(async (tx) => {
        const slug = await chooseSlug(tx, null, input.slug ? { typed: input.slug } : { name: input.name });
        const [row] = await tx
          .insert(products)
          .values({
            ...product,
            slug,
            ...making,
            catalogNumber: input.catalogNumber,
            images: withPlaceholder(input.images),
          })
          .returning();
        const [defaultVariant] = await tx
          .insert(productVariants)
          .values({
            ...prices,
            stockQuantity: input.stockQuantity,
            productId: row!.id,
            sku: row!.catalogNumber,
          })
          .returning();
        return [row!, defaultVariant!] as const;
      }),
    );
    this.invalidate();
    return toAdminProduct(row, [defaultVariant], []);
  }

  /**
   * Partial update: absent fields keep their value. Price, MRP, sale and stock are its variant's, so a product with
   * options refuses them (set per variant); without options they change its one variant, whose SKU follows the
   * catalog number.
   */
  async update(id: number, input: Partial<ProductInput>): Promise<AdminProduct> {
    const { product, variant } = toValues(input);
    const values = { ...product, updatedAt: new Date() };
    if (input.images) values.images = withPlaceholder(input.images);
    // One transaction, so the audit log's row (price before and after) commits with the change (decision 037).
    const saved = await this.uniqueCatalogNumber(input.catalogNumber, id, () =>
      this.db.transaction(async (tx) => {
        const [stored] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!stored) throw notFound();
        const [first] = (await liveVariantsOf(tx, [id])).get(id) ?? [];
        const perVariant = Object.keys(variant)[0];
        if (perVariant && (stored.options.length > 0 || !first)) {
          const message = VARIANT_MESSAGES.setPerVariant;
          throw new AppError('BAD_REQUEST', message, { [perVariant]: message });
        }
        if (perVariant) checkPrices(pricesOf(variant, first!));
        const making = checkMaking(makingOf(input), stored, variant.stockQuantity ?? first?.stockQuantity);
        // Decision 088: a new slug (typed, or a rename's), the old one kept as a redirect.
        const wanted = wantedSlug(stored, input);
        const slug = wanted ? await chooseSlug(tx, id, wanted) : stored.slug;
        await keepOldSlug(tx, id, stored.slug, slug);
        const [updated] = await tx
          .update(products)
          .set({ ...values, ...making, slug })
          .where(eq(products.id, id))
          .returning();
        if (!updated) throw notFound();
        const sku = stored.options.length === 0 && input.catalogNumber ? { sku: updated.catalogNumber } : {};
        const [moved] =
          first && (perVariant || sku.sku)
            ? await tx
                .update(productVariants)
                .set({ ...variant, ...sku, updatedAt: values.updatedAt })
                .where(eq(productVariants.id, first.id))
                .returning()
            : [first];
        // Back from 0: the waiting shoppers' claim, in this transaction; their mails go once it commits (073).
        if (first && moved && variant.stockQuantity !== undefined) {
          await claimRestocked(
            tx,
            [{ variantId: first.id, before: first.stockQuantity, after: moved.stockQuantity }],
            values.updatedAt,
          );
        }
        // The log's before and after: the product's fields, and its variant's price and stock.
        const withVariant = (row: typeof stored, v: typeof first) => ({
          ...row,
          ...(v ? { ...pricesOf({}, v), stockQuantity: v.stockQuantity } : {}),
        });
        const after = withVariant(updated, moved);
        const { updatedAt: _, ...changed } = { ...values, ...variant };
        noteChanges(
          withVariant(stored, first),
          Object.fromEntries(Object.keys(changed).map((k) => [k, after[k as keyof typeof after]])),
        );
        return adminProductOf(tx, updated);
      }),
    );
    this.invalidate();
    return saved;
  }

  /**
   * Spec audit 5.2: the unique index (case-insensitive) decides, so two admins saving the same
   * number at once cannot both win; the refusal names the product that has it.
   */
  private async uniqueCatalogNumber<T>(
    catalogNumber: string | undefined,
    ownId: number | null,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (catalogNumber === undefined || pgErrorCode(error) !== '23505') throw error;
      // Another product's catalog number, or a variant's SKU (the product's one variant takes the number as its SKU).
      const sameNumber = or(
        sql`lower(${products.catalogNumber}) = lower(${catalogNumber})`,
        sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.archivedAt} is null and lower(${productVariants.sku}) = lower(${catalogNumber}))`,
      )!;
      const [holder] = await this.db
        .select({ name: products.name })
        .from(products)
        .where(ownId === null ? sameNumber : and(sameNumber, ne(products.id, ownId)))
        .limit(1);
      if (!holder) throw error;
      const message = PRODUCT_ADMIN_MESSAGES.catalogNumberTaken(holder.name);
      throw new AppError('CONFLICT', message, { catalogNumber: message });
    }
  }

  /** Decision 088: an old slug of the product no longer redirects, and is free for another product. */
  async removeOldSlug(id: number, slug: string): Promise<AdminProduct> {
    const product = await this.db.transaction(async (tx) => {
      await removeOldSlug(tx, id, slug);
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      if (!row) throw notFound();
      noteChanges({ oldSlug: slug }, { oldSlug: null });
      return adminProductOf(tx, row);
    });
    this.invalidate();
    return product;
  }

  /** An archived product back in the shop, with its id, links and wishlists (spec audit 4.2). Idempotent. */
  async restore(id: number): Promise<AdminProduct> {
    const [row] = await this.db
      .update(products)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw notFound();
    this.invalidate();
    return adminProductOf(this.db, row);
  }

  /**
   * Deletes a product no order names; archives one that orders name (hidden from the shop, the
   * orders keep their lines). The row lock orders against a checkout taking stock at the same
   * moment: whichever commits first, the other sees it.
   */
  async remove(id: number): Promise<ProductDeleteResult> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: products.id, archivedAt: products.archivedAt })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) throw notFound();
      const [ordered] = await tx
        .select({ one: sql<number>`1` })
        .from(orderItems)
        .where(eq(orderItems.productId, id))
        .limit(1);
      if (!ordered) {
        await tx.delete(products).where(eq(products.id, id));
        return 'deleted' as const;
      }
      if (!row.archivedAt) {
        const now = new Date();
        await tx.update(products).set({ archivedAt: now, updatedAt: now }).where(eq(products.id, id));
      }
      return 'archived' as const;
    });
    this.invalidate();
    return { id, outcome };
  }
}
