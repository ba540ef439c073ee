import type { Product, ProductImage } from '#shared/catalog/product.ts';
import { isPurchasable, maxOrderQuantity } from '#shared/catalog/product.ts';
import { amountToFreeShipping, orderTotals, type ShippingRule } from '#shared/pricing/shipping.ts';

/**
 * The cart's rules as one pure reducer (spec §4-5): the store (`cart-store.ts`) keeps its result in
 * localStorage, and the header badge, the side panel and /cart all read it from there.
 */

/** A cart line as stored under `cart` (spec §3), plus what the cart learnt about the product's stock. */
export interface CartLine {
  id: number;
  name: string;
  /** Unit price in paise, as the API sent it; display only (the server prices the order). */
  price: number;
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
}

export type LineAvailability = 'unavailable' | 'out-of-stock';

/** What adding or refreshing needs to know about a product (a `Product` from the API fits). */
export type CartProduct = Pick<
  Product,
  'id' | 'name' | 'price' | 'images' | 'category' | 'catalogNumber' | 'inStock' | 'stockQuantity'
>;

export type CartAction =
  /** A new line at `quantity` (default 1), or `quantity` more on the line; never past the stock. */
  | { type: 'add'; product: CartProduct; quantity?: number }
  /** 0 or less removes the line (spec §5). */
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  /** Fresh data from the server: `products` as they are now, `missing` the ids that answered 404. */
  | { type: 'refresh'; products: readonly CartProduct[]; missing: readonly number[] };

export type Cart = readonly CartLine[];

/** The most of a product whose stock is not counted (spec §5: 999). */
const MAX_UNTRACKED = maxOrderQuantity({ stockQuantity: null });

/** The most a line may hold: its stock, or 999 when the stock is unknown. */
export function lineLimit(line: Pick<CartLine, 'stockQuantity'>): number {
  return maxOrderQuantity({ stockQuantity: line.stockQuantity ?? null });
}

export function isLineAvailable(line: CartLine): boolean {
  return line.availability === undefined;
}

/**
 * Every action returns the same array when nothing changes, so the store can skip the write (and a refresh
 * that finds nothing new does not wake the other tabs).
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return add(cart, action.product, action.quantity ?? 1);
    case 'setQuantity':
      return setQuantity(cart, action.id, action.quantity);
    case 'remove':
      return cart.some((line) => line.id === action.id) ? cart.filter((line) => line.id !== action.id) : cart;
    case 'clear':
      return cart.length === 0 ? cart : [];
    case 'refresh':
      return refresh(cart, action.products, action.missing);
  }
}

function add(cart: Cart, product: CartProduct, requested: number): Cart {
  if (!isPurchasable(product)) return cart;
  const more = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  const existing = cart.find((line) => line.id === product.id);
  // Adding comes from a page that just showed the product, so its data is fresh: take it, and drop the notes.
  const fresh = freshLine(existing, product);
  const limit = lineLimit(fresh);
  if (!existing) return [...cart, { ...fresh, quantity: Math.min(more, limit) }];
  const quantity = Math.min(existing.quantity + more, limit);
  const next: CartLine = { ...fresh, quantity };
  return sameLine(next, existing) ? cart : replaceLine(cart, next);
}

function setQuantity(cart: Cart, id: number, requested: number): Cart {
  const line = cart.find((l) => l.id === id);
  if (!line || Number.isNaN(requested)) return cart;
  const wanted = Math.floor(requested);
  if (wanted <= 0) return cart.filter((l) => l.id !== id);
  // A flagged line can only shrink: the shop cannot sell more of it.
  const quantity = Math.min(wanted, isLineAvailable(line) ? lineLimit(line) : line.quantity);
  return quantity === line.quantity ? cart : replaceLine(cart, { ...line, quantity });
}

function refresh(cart: Cart, products: readonly CartProduct[], missing: readonly number[]): Cart {
  let changed = false;
  const next = cart.map((line) => {
    const product = products.find((p) => p.id === line.id);
    let updated: CartLine = line;
    if (product) {
      updated = freshLine(line, product);
      if (product.price !== line.price) {
        const before = line.previousPrice ?? line.price;
        if (before !== product.price) updated.previousPrice = before;
      } else if (line.previousPrice !== undefined) {
        updated.previousPrice = line.previousPrice;
      }
      if (isPurchasable(product)) {
        updated.quantity = Math.min(line.quantity, lineLimit(updated));
      } else {
        updated.quantity = line.quantity;
        updated.availability = 'out-of-stock';
      }
    } else if (missing.includes(line.id) && line.availability !== 'unavailable') {
      updated = { ...line, availability: 'unavailable' };
    }
    if (updated !== line && !sameLine(updated, line)) {
      changed = true;
      return updated;
    }
    return line;
  });
  return changed ? next : cart;
}

/** The line as the product is now, without quantity-dependent notes (callers set quantity and notes). */
function freshLine(line: CartLine | undefined, product: CartProduct): CartLine {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.images[0]?.url ?? '',
    images: product.images,
    category: product.category,
    catalogNumber: product.catalogNumber,
    quantity: line?.quantity ?? 1,
    stockQuantity: product.stockQuantity,
  };
}

function replaceLine(cart: Cart, next: CartLine): Cart {
  return cart.map((line) => (line.id === next.id ? next : line));
}

const LINE_KEYS = [
  'id',
  'name',
  'price',
  'image',
  'category',
  'catalogNumber',
  'quantity',
  'stockQuantity',
  'availability',
  'previousPrice',
] as const satisfies readonly (keyof CartLine)[];

function sameLine(a: CartLine, b: CartLine): boolean {
  return LINE_KEYS.every((key) => a[key] === b[key]) && JSON.stringify(a.images) === JSON.stringify(b.images);
}

// ---------------------------------------------------------------------------------------------------------
// Totals

export interface CartSummary {
  /** Pieces in the cart, flagged lines included (the header badge). */
  itemCount: number;
  /** Lines that can be ordered. */
  availableLines: number;
  subtotal: number;
  shippingCost: number;
  total: number;
  /** Paise still needed for free shipping; 0 once it applies. */
  amountToFreeShipping: number;
}

/** The subtotal counts only lines that can be bought; shipping follows the store's one rule (design.md §5). */
export function summarizeCart(cart: Cart, rule: ShippingRule): CartSummary {
  const available = cart.filter(isLineAvailable);
  const subtotal = available.reduce((sum, line) => sum + lineTotal(line), 0);
  return {
    itemCount: countItems(cart),
    availableLines: available.length,
    ...orderTotals(subtotal, rule),
    amountToFreeShipping: amountToFreeShipping(subtotal, rule),
  };
}

export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return line.price * line.quantity;
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
  if (value.stockQuantity === null || isWhole(value.stockQuantity)) line.stockQuantity = value.stockQuantity;
  if (value.availability === 'unavailable' || value.availability === 'out-of-stock') {
    line.availability = value.availability;
  }
  if (isWhole(value.previousPrice) && value.previousPrice !== price) line.previousPrice = value.previousPrice;
  // A flagged line keeps its quantity (it cannot grow), within the most any line may hold.
  line.quantity = Math.min(line.quantity, isLineAvailable(line) ? lineLimit(line) : MAX_UNTRACKED);
  return line;
}

/**
 * The stored cart, cleaned: anything that is not a list reads as an empty cart, a line that cannot be shown
 * or priced (no id, name or price; quantity not a number of at least 1) is dropped, quantities are whole
 * and within the stock, and a product stored twice becomes one line.
 */
export function sanitizeCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = readLine(item);
    if (!line) continue;
    const twin = lines.findIndex((l) => l.id === line.id);
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
