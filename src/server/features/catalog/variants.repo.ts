import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { OptionValue, VariantView } from '#shared/catalog/variants.ts';
import { isColourAxis } from '#shared/catalog/variants.ts';
import { compareAtPrice, effectivePrice } from '#shared/pricing/sale.ts';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import type { Pricing } from './pricing.ts';

/*
 * The variants of products as the shop reads them (decision 066): which are offered, which can be bought, what a
 * product's card says of them ('from ₹x', its colours) and what its page's picker gets.
 */

export type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Offered to shoppers: active and not archived. */
export const offeredVariant: SQL = and(eq(productVariants.active, true), isNull(productVariants.archivedAt))!;

/** Offered, and its stock unknown or above zero. */
const variantInStock: SQL = and(
  offeredVariant,
  or(isNull(productVariants.stockQuantity), sql`${productVariants.stockQuantity} > 0`),
)!;

/**
 * docs/product.md §9.2: a product the shop sells now: not archived, in stock, and one of its variants can be bought.
 */
export const purchasableProduct: SQL = and(
  isNull(products.archivedAt),
  eq(products.inStock, true),
  sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${variantInStock})`,
)!;

/**
 * The price now for sorting: the lowest of the variants that can be bought, each at its sale price inside its window
 * (store-wide offers keep the order within a category).
 */
export const lowestPriceNow: SQL = sql`(select min(case when ${productVariants.saleStartsAt} <= now() and now() < ${productVariants.saleEndsAt} then ${productVariants.salePrice} else ${productVariants.price} end) from ${productVariants} where ${productVariants.productId} = ${products.id} and ${variantInStock})`;

/** The products' variants (offered ones unless `all`), in the admin's order: position, then id. */
export async function variantsOf(
  db: Db,
  productIds: readonly number[],
  { all = false }: { all?: boolean } = {},
): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const ids = inArray(productVariants.productId, [...new Set(productIds)]);
  const rows = await db
    .select()
    .from(productVariants)
    .where(all ? ids : and(ids, offeredVariant))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

/** The variant's value of each of the product's axes, in axis order ([] without options). */
export const valuesOf = (
  variant: Pick<VariantRow, 'option1' | 'option2' | 'option3'>,
  axes: number,
): string[] => [variant.option1, variant.option2, variant.option3].slice(0, axes).map((v) => v ?? '');

/** The variant's price fields with its product's category (store-wide offers are by category). */
export const priceFieldsOf = (product: Pick<ProductRow, 'category'>, variant: VariantRow) => ({
  price: variant.price,
  mrp: variant.mrp,
  salePrice: variant.salePrice,
  saleStartsAt: variant.saleStartsAt,
  saleEndsAt: variant.saleEndsAt,
  category: product.category,
});

/** Can be bought now: its product is in the shop and in stock, it is offered, its stock unknown or above zero. */
export const canBuy = (product: Pick<ProductRow, 'inStock' | 'archivedAt'>, variant: VariantRow): boolean =>
  product.inStock &&
  product.archivedAt === null &&
  variant.active &&
  variant.archivedAt === null &&
  (variant.stockQuantity === null || variant.stockQuantity > 0);

export function toVariantView(product: ProductRow, variant: VariantRow, pricing: Pricing): VariantView {
  const fields = priceFieldsOf(product, variant);
  return {
    id: variant.id,
    options: valuesOf(variant, product.options.length),
    sku: variant.sku,
    price: effectivePrice(fields, pricing.now, pricing.offers),
    compareAtPrice: compareAtPrice(fields, pricing.now, pricing.offers),
    available: canBuy(product, variant),
    stockQuantity: variant.stockQuantity,
    ...(variant.images ? { images: variant.images } : {}),
  };
}

/**
 * What a product's card says of its offered variants: the price of the cheapest that can be bought (of the cheapest
 * offered when none can) with its struck-through price, whether their prices differ ('from ₹x'), their stock together
 * (null when one is not counted) and the values of a Colour axis they use.
 */
export function variantSummary(product: ProductRow, offered: readonly VariantRow[], pricing: Pricing) {
  const views = offered.map((v) => toVariantView(product, v, pricing));
  const buyable = views.filter((v) => v.available);
  const cheapest = (buyable.length > 0 ? buyable : views).reduce<VariantView | undefined>(
    (low, v) => (!low || v.price < low.price ? v : low),
    undefined,
  );
  const stockQuantity = views.some((v) => v.stockQuantity === null)
    ? null
    : views.reduce((sum, v) => sum + (v.stockQuantity ?? 0), 0);
  const colourAxis = product.options.findIndex(isColourAxis);
  const colours: OptionValue[] =
    colourAxis === -1
      ? []
      : product.options[colourAxis]!.values.filter((value) =>
          views.some((v) => v.options[colourAxis] === value.label),
        );
  return {
    views,
    price: cheapest?.price ?? 0,
    compareAtPrice: cheapest?.compareAtPrice ?? null,
    priceVaries: new Set(views.map((v) => v.price)).size > 1,
    stockQuantity,
    colours,
  };
}
