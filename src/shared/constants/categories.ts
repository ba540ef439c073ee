/** The nine product categories, in the shop's order (docs/product.md §1.2). The name is also the URL value. */
export const CATEGORIES = [
  'Dream Catcher',
  'Embroidery',
  'Lippan Arts',
  'Resin Art Work',
  'Illustration',
  'Candles',
  'Calligraphy',
  'Hair Accessories',
  'Others',
] as const;

export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function productsHref(category?: Category): string {
  return category ? `/products?category=${encodeURIComponent(category)}` : '/products';
}
