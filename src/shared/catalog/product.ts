import type { Product, ProductImage } from './catalog.schemas.ts';

// Zod-free: the web bundle imports these without pulling in zod.

/**
 * docs/product.md §9.1: a product saved without images gets this placeholder; pages also show it when an
 * image and its fallback fail to load (served from src/web/public).
 */
export const DEFAULT_PRODUCT_IMAGE: ProductImage = {
  url: '/images/placeholder.svg',
  width: 640,
  height: 640,
};

/** docs/product.md §9.2: purchasable when in stock and the quantity is unknown or above zero. */
export function isPurchasable(p: Pick<Product, 'inStock' | 'stockQuantity'>): boolean {
  return p.inStock && (p.stockQuantity === null || p.stockQuantity > 0);
}

export const LOW_STOCK_MAX = 5;

/** 'Only {n} left in stock' applies for stock 1 to 5. */
export function lowStockCount(p: Pick<Product, 'inStock' | 'stockQuantity'>): number | null {
  const n = p.stockQuantity;
  return p.inStock && n !== null && n >= 1 && n <= LOW_STOCK_MAX ? n : null;
}

/** The quantity selector's maximum: the stock, or 999 when unknown. */
export function maxOrderQuantity(p: Pick<Product, 'stockQuantity'>): number {
  return p.stockQuantity ?? 999;
}

/** The product's name and description in a language (decision 035): the Hindi ones where entered, else English. */
export function productText(
  p: Pick<Product, 'name' | 'description' | 'nameHi' | 'descriptionHi'>,
  lang: 'en' | 'hi',
): { name: string; description: string } {
  if (lang !== 'hi') return { name: p.name, description: p.description };
  return { name: p.nameHi || p.name, description: p.descriptionHi || p.description };
}

/**
 * A cart line's or an order line's product name in a language: the Hindi name kept with it where the product had
 * one, else the English.
 */
export function nameIn(
  line: { name: string; nameHi?: string | null | undefined },
  lang: 'en' | 'hi',
): string {
  return (lang === 'hi' && line.nameHi) || line.name;
}
