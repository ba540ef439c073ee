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

/**
 * Hindi names of the categories, for the server's page titles and search (the storefront's catalog has its own,
 * `category.*`).
 */
export const CATEGORY_NAMES_HI: Record<Category, string> = {
  'Dream Catcher': 'ड्रीम कैचर',
  Embroidery: 'कढ़ाई',
  'Lippan Arts': 'लिप्पन कला',
  'Resin Art Work': 'रेज़िन आर्ट',
  Illustration: 'चित्रकारी',
  Candles: 'मोमबत्तियाँ',
  Calligraphy: 'सुलेख',
  'Hair Accessories': 'बालों के एक्सेसरीज़',
  Others: 'अन्य',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function productsHref(category?: Category): string {
  return category ? `/products?category=${encodeURIComponent(category)}` : '/products';
}
