import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable, lowStockCount } from '#shared/catalog/product.ts';
import type { VariantView } from '#shared/catalog/variants.ts';
import type { StorefrontT } from '#web/lib/i18n.tsx';

export type StockStatus =
  | { kind: 'in-stock' }
  | { kind: 'low'; count: number }
  | { kind: 'out-of-stock' }
  /** The values chosen name no variant the product offers (decision 066). */
  | { kind: 'unavailable' };

/** The detail page's stock line: 'In Stock', 'Only {n} left in stock' (1 to 5) or 'Out of Stock'. */
export function stockStatus(product: Pick<Product, 'inStock' | 'stockQuantity'>): StockStatus {
  if (!isPurchasable(product)) return { kind: 'out-of-stock' };
  const count = lowStockCount(product);
  return count === null ? { kind: 'in-stock' } : { kind: 'low', count };
}

export function stockLabel(t: StorefrontT, status: StockStatus): string {
  switch (status.kind) {
    case 'in-stock':
      return t('product.inStock');
    case 'low':
      return t('card.lowStock', { count: status.count });
    case 'out-of-stock':
      return t('card.outOfStock');
    case 'unavailable':
      return t('variant.combinationUnavailable');
  }
}

/**
 * What the page shows of the product's price, stock and pictures: its chosen variant's (decision 066), the product's
 * own without options (`variant` undefined); `null`, a combination that is not offered, keeps the product's pictures.
 */
export function shownFigures(product: Product, variant: VariantView | null | undefined) {
  if (variant === undefined) {
    return {
      price: product.price,
      compareAtPrice: product.compareAtPrice,
      images: product.images,
      status: stockStatus(product),
      sku: null,
    };
  }
  return {
    price: variant?.price ?? product.price,
    compareAtPrice: variant ? variant.compareAtPrice : product.compareAtPrice,
    images: variant?.images ?? product.images,
    status: variant
      ? stockStatus({ inStock: variant.available, stockQuantity: variant.stockQuantity })
      : ({ kind: 'unavailable' } as const),
    sku: variant?.sku ?? null,
  };
}

/**
 * A description as plain-text paragraphs: blank lines separate paragraphs, single line breaks stay
 * inside one. Never HTML: React renders each string as text.
 */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The next gallery position for a key or swipe, wrapping around at both ends. */
export function galleryStep(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal swipe of at least `threshold` px that is more sideways than up or down: -1, 1 or 0. */
export function swipeDirection(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  // Swiping left (negative dx) shows the next picture.
  return dx < 0 ? 1 : -1;
}

/** Where a key press moves the gallery (arrows wrap, Home/End jump), or `null` for other keys. */
export function galleryKeyTarget(key: string, index: number, count: number): number | null {
  if (count < 2) return null;
  switch (key) {
    case 'ArrowRight':
      return galleryStep(index, count, 1);
    case 'ArrowLeft':
      return galleryStep(index, count, -1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
