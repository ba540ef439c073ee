import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { inputsOf, type PersonalisedValue, personalisationKey } from '#shared/catalog/personalisation.ts';
import { maxOrderQuantity } from '#shared/catalog/product.ts';
import { isProductSlug } from '#shared/catalog/product-slugs.ts';

/**
 * The cart line (docs/product.md §3.6) and how a stored cart is read back. Kept apart from the reducer: the header badge
 * on every page needs only this, the rules load with the pages that change the cart.
 */

/** A cart line as stored under `cart` (docs/product.md §3.8), plus what the cart learnt about the product's stock. */
export interface CartLine {
  /** The product's id. */
  id: number;
  /** Its page's slug (decision 088); absent on lines kept from before slugs (their link is the id, which redirects). */
  slug?: string;
  /**
   * The variant the line buys (decision 066); absent: the product's default (lines kept from before variants, and a
   * product without options). Two variants of one product are two lines: `lineKey` tells lines apart.
   */
  variantId?: number;
  /** The variant's options ('Blue, Large') and their Hindi labels, shown under the name; absent without options. */
  options?: string;
  optionsHi?: string;
  name: string;
  /** The product's Hindi name (decision 035), shown on Hindi pages (`nameIn`); absent when it has none and on older lines. */
  nameHi?: string;
  /** Unit price in paise, as the API sent it: shown until the quote answers (decision 063); never summed here. */
  price: number;
  /** The MRP (or the regular price during a sale) the API sent, shown struck through; absent when none. */
  compareAtPrice?: number;
  /** URL of the first image ('' when there is none). */
  image: string;
  images: ProductImage[];
  category: string;
  catalogNumber: string;
  /** A whole number from 1; never above the stock while the line is available. */
  quantity: number;
  /** The stock when last seen: null when the shop does not count it (up to 999); absent on older lines. */
  stockQuantity?: number | null;
  /** Set by a refresh: the product is gone (`unavailable`) or cannot be bought now. Left out of the totals. */
  availability?: LineAvailability;
  /** The price before a refresh changed it ('Price updated'), until the shopper adds the product again. */
  previousPrice?: number;
  /**
   * The buyer's personalisation (decision 072), each input with its field's labels and add-on (in `price`); absent
   * without. Part of the line's identity: two texts are two lines.
   */
  personalisation?: PersonalisedValue[];
}

export type LineAvailability = 'unavailable' | 'out-of-stock';

export type Cart = readonly CartLine[];

/** The most of a product whose stock is not counted (docs/product.md §9.2: 999). */
const MAX_UNTRACKED = maxOrderQuantity({ stockQuantity: null });

/** The most a line may hold: its stock, or 999 when the stock is unknown. */
export function lineLimit(line: Pick<CartLine, 'stockQuantity'>): number {
  return maxOrderQuantity({ stockQuantity: line.stockQuantity ?? null });
}

/**
 * What tells two lines apart: the product, its variant ('12:' for the product's default) and the personalisation
 * (decision 072; a line without any keeps the key it always had).
 */
export type LineKey = string;
export const lineKey = (line: Pick<CartLine, 'id' | 'variantId' | 'personalisation'>): LineKey => {
  const personal = line.personalisation?.length ? personalisationKey(inputsOf(line.personalisation)) : '';
  return `${line.id}:${line.variantId ?? ''}${personal ? `:${personal}` : ''}`;
};

/** The line as the server's quote and order take it (decision 066: no variant, the product's default). */
export const orderLine = (line: Pick<CartLine, 'id' | 'variantId' | 'quantity' | 'personalisation'>) => ({
  productId: line.id,
  ...(line.variantId !== undefined ? { variantId: line.variantId } : {}),
  quantity: line.quantity,
  ...(line.personalisation?.length ? { personalisation: inputsOf(line.personalisation) } : {}),
});

export function isLineAvailable(line: CartLine): boolean {
  return line.availability === undefined;
}

/** Number of pieces (sum of quantities). */
export function countItems(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

// ---------------------------------------------------------------------------------------------------------
// Reading what was stored

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readImage(value: unknown): ProductImage | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  const image: ProductImage = { url: value.url };
  if (isWhole(value.width)) image.width = value.width;
  if (isWhole(value.height)) image.height = value.height;
  if (Array.isArray(value.variants)) {
    const variants = value.variants.filter(
      (v): v is { width: number; url: string } =>
        isObject(v) && isWhole(v.width) && typeof v.url === 'string',
    );
    if (variants.length) image.variants = variants.map(({ width, url }) => ({ width, url }));
  }
  return image;
}

function readPersonalisation(value: unknown): PersonalisedValue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    isObject(v) && typeof v.key === 'string' && typeof v.value === 'string' && v.value && isWhole(v.addOn)
      ? [
          {
            key: v.key,
            label: text(v.label),
            labelHi: text(v.labelHi),
            value: v.value,
            valueHi: text(v.valueHi),
            addOn: v.addOn,
          },
        ]
      : [],
  );
}

function readLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'string' && /^\d{1,15}$/.test(value.id) ? Number(value.id) : value.id;
  const { name, price, quantity } = value;
  if (!isWhole(id) || id === 0 || typeof name !== 'string' || !isWhole(price)) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) return null;
  const images = Array.isArray(value.images)
    ? value.images.map(readImage).filter((i): i is ProductImage => i !== null)
    : [];
  const line: CartLine = {
    id,
    name,
    price,
    image: text(value.image) || (images[0]?.url ?? ''),
    images,
    category: text(value.category),
    catalogNumber: text(value.catalogNumber),
    quantity: Math.floor(quantity),
  };
  if (typeof value.slug === 'string' && isProductSlug(value.slug)) line.slug = value.slug;
  if (typeof value.nameHi === 'string' && value.nameHi) line.nameHi = value.nameHi;
  if (isWhole(value.variantId) && value.variantId > 0) line.variantId = value.variantId;
  if (typeof value.options === 'string' && value.options) line.options = value.options;
  if (typeof value.optionsHi === 'string' && value.optionsHi) line.optionsHi = value.optionsHi;
  if (isWhole(value.compareAtPrice) && value.compareAtPrice > price)
    line.compareAtPrice = value.compareAtPrice;
  if (value.stockQuantity === null || isWhole(value.stockQuantity)) line.stockQuantity = value.stockQuantity;
  if (value.availability === 'unavailable' || value.availability === 'out-of-stock') {
    line.availability = value.availability;
  }
  if (isWhole(value.previousPrice) && value.previousPrice !== price) line.previousPrice = value.previousPrice;
  const personal = readPersonalisation(value.personalisation);
  if (personal.length > 0) line.personalisation = personal;
  // A flagged line keeps its quantity (it cannot grow), within the most any line may hold.
  line.quantity = Math.min(line.quantity, isLineAvailable(line) ? lineLimit(line) : MAX_UNTRACKED);
  return line;
}

/**
 * The stored cart, cleaned: anything that is not a list reads as an empty cart, a line that cannot be shown
 * or priced (no id, name or price; quantity not a number of at least 1) is dropped, quantities are whole
 * and within the stock, and a product (a variant of it) stored twice becomes one line.
 */
export function sanitizeCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = readLine(item);
    if (!line) continue;
    const twin = lines.findIndex((l) => lineKey(l) === lineKey(line));
    if (twin === -1) {
      lines.push(line);
    } else {
      const first = lines[twin]!;
      const limit = isLineAvailable(first) ? lineLimit(first) : first.quantity;
      lines[twin] = { ...first, quantity: Math.min(first.quantity + line.quantity, limit) };
    }
  }
  return lines;
}

/** The stored text (`localStorage.cart`) as a cart; bad JSON reads as empty. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    return sanitizeCart(JSON.parse(raw));
  } catch {
    return [];
  }
}
