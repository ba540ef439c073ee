import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { productPath } from '#shared/catalog/product-slugs.ts';
import { describeLine, optionsLabel } from '#shared/catalog/variants.ts';

/* A product page's JSON-LD parts (docs/product.md §3.5): its Offer, and a product with options as a ProductGroup. */

/** A price as schema.org's Offer has it, with the MRP as Google's strikethrough price (decision 029). */
export function offer(
  url: string,
  { price, compareAtPrice }: Pick<Product, 'price' | 'compareAtPrice'>,
  inStock: boolean,
) {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: rupees(price),
    ...(compareAtPrice !== null
      ? {
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', price: rupees(price), priceCurrency: 'INR' },
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: rupees(compareAtPrice),
              priceCurrency: 'INR',
            },
          ],
        }
      : {}),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  };
}

/** The axes schema.org names (`variesBy`, and a variant's own property); any other axis is an additionalProperty. */
const SCHEMA_AXES: Readonly<Record<string, string>> = {
  colour: 'color',
  color: 'color',
  size: 'size',
  material: 'material',
  pattern: 'pattern',
};

/**
 * A product with options as Google's ProductGroup (decision 066): what it varies by and each offered variant as a
 * Product of its own with its SKU, picture, value of each axis and Offer (its link opens the page on it). Null for
 * a product without options, which stays one Product.
 */
export function productGroup(
  product: Product,
  image: string | undefined,
  publicUrl: string,
  offerOf: (path: string, figures: Pick<Product, 'price' | 'compareAtPrice'>, inStock: boolean) => object,
) {
  const axes = product.options ?? [];
  const variants = product.variants ?? [];
  if (axes.length === 0 || variants.length === 0) return null;
  const schemaName = axes.map((axis) => SCHEMA_AXES[axis.name.trim().toLowerCase()]);
  return {
    variesBy: schemaName.flatMap((name) => (name ? [`https://schema.org/${name}`] : [])),
    hasVariant: variants.map((variant) => {
      const own = variant.images?.[0]?.url;
      const extra = variant.options.flatMap((value, i) =>
        schemaName[i] ? [] : [{ '@type': 'PropertyValue', name: axes[i]!.name, value }],
      );
      return {
        '@type': 'Product',
        name: describeLine(product.name, optionsLabel(variant.options)),
        sku: variant.sku,
        image: own ? [new URL(own, publicUrl).href] : image ? [image] : undefined,
        ...Object.fromEntries(
          variant.options.flatMap((value, i) => (schemaName[i] ? [[schemaName[i], value]] : [])),
        ),
        ...(extra.length > 0 ? { additionalProperty: extra } : {}),
        offers: offerOf(productPath(product, variant.id), variant, variant.available),
      };
    }),
  };
}
