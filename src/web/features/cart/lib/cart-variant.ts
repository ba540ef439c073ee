import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import { optionsLabel, optionsLabelHi, type VariantView } from '#shared/catalog/variants.ts';
import type { CartLine } from './cart-line.ts';

/**
 * What a cart line buys when its product has options (decision 066): the chosen variant's price, MRP, stock and
 * pictures under the product's name. A product without options is its one default variant: its lines name no
 * variant and read the product's figures, as every cart did before variants.
 */

/** What adding or refreshing needs to know about a product (a `Product` from the API fits), and the variant added. */
export type CartProduct = Pick<
  Product,
  'id' | 'name' | 'price' | 'images' | 'category' | 'catalogNumber' | 'inStock' | 'stockQuantity'
> &
  Partial<Pick<Product, 'slug' | 'compareAtPrice' | 'nameHi' | 'defaultVariantId'>> &
  Partial<Pick<CartLine, 'variantId'>> & {
    /** The variant's options as its line shows them ('Blue, Large') and in Hindi. */
    variantOptions?: string;
    variantOptionsHi?: string;
    /** The buyer's personalisation, its add-on not in `price` (decision 072): the line adds it. */
    personalised?: PersonalisedValue[];
  };

/** A product as the product page's read has it: with its axes, its offered variants and its default. */
export type LineSource = CartProduct & Partial<Pick<Product, 'options' | 'variants'>>;

/** The product as a line of `variant` buys it. */
export function variantProduct(product: LineSource, variant: VariantView): CartProduct {
  const axes = product.options ?? [];
  const options = optionsLabel(variant.options);
  const optionsHi = optionsLabelHi(axes, variant.options);
  return {
    id: product.id,
    ...(product.slug ? { slug: product.slug } : {}),
    name: product.name,
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    category: product.category,
    catalogNumber: product.catalogNumber,
    variantId: variant.id,
    ...(product.defaultVariantId != null ? { defaultVariantId: product.defaultVariantId } : {}),
    ...(options ? { variantOptions: options } : {}),
    ...(optionsHi ? { variantOptionsHi: optionsHi } : {}),
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    // `available` already holds the product's In stock switch and the variant's own flags.
    inStock: variant.available,
    stockQuantity: variant.stockQuantity,
    images: variant.images ?? product.images,
  };
}

/**
 * The product as the line naming `variantId` buys it now: that variant (null when the product no longer offers it),
 * or, for a line naming none, the product's default variant when it has options (the line adopts it), else the
 * product itself.
 */
export function productForLine(product: LineSource, variantId: number | undefined): CartProduct | null {
  const variants = product.variants;
  if (!variants) return product;
  if (variantId === undefined) {
    if (!product.options?.length) return product;
    const fallback = variants.find((v) => v.id === product.defaultVariantId);
    return fallback ? variantProduct(product, fallback) : product;
  }
  const variant = variants.find((v) => v.id === variantId);
  return variant ? variantProduct(product, variant) : null;
}
