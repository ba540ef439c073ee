import type { Product, ProductImage } from '#shared/catalog/product.ts';
import { decideAddToCart } from './cart-rules.ts';

/**
 * The guest cart lives in localStorage under `cart` (design.md §5), as the spec's cart lines.
 * The cart feature will replace this minimal store; keep reads and writes going through here.
 */
export const CART_STORAGE_KEY = 'cart';
/** Fired on `window` after this tab writes the cart (the `storage` event only reaches other tabs). */
export const CART_CHANGE_EVENT = 'karigar:cart-change';

export interface CartLine {
  id: number;
  name: string;
  /** Unit price in paise, as the API sends it; display only — the server prices the order. */
  price: number;
  /** URL of the first image (or '' when there is none). */
  image: string;
  images: ProductImage[];
  category: string;
  catalogNumber: string;
  quantity: number;
}

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<CartLine>;
  return (
    (typeof line.id === 'number' || typeof line.id === 'string') &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
  );
}

/** Parse the stored cart, dropping anything that is not a usable line. Corrupt JSON reads as empty. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function readCartRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, disabled cookies)
  }
}

export function readCart(): CartLine[] {
  return parseCart(readCartRaw());
}

export function writeCart(lines: CartLine[]): boolean {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return true;
}

/** Number of items (sum of quantities) in a cart. */
export function countItems(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.floor(line.quantity), 0);
}

/** How many of a product the cart already holds (0 when none). */
export function quantityInCart(lines: CartLine[], productId: number): number {
  return lines.find((line) => line.id === productId)?.quantity ?? 0;
}

export type AddToCartResult =
  | { status: 'added' | 'updated'; quantity: number }
  | { status: 'unavailable' }
  | { status: 'insufficient'; available: number; inCart: number }
  | { status: 'storage-failed' };

/**
 * Add `quantity` pieces (default 1, spec §4): a new line starts at that quantity, an existing line grows by
 * it. Refused when the product is not purchasable or the line would exceed the stock (`decideAddToCart`).
 */
export function addProductToCart(product: Product, quantity = 1): AddToCartResult {
  const lines = readCart();
  const existing = lines.find((line) => line.id === product.id);
  const decision = decideAddToCart(product, existing?.quantity ?? 0, quantity);
  if (decision.status === 'out-of-stock') return { status: 'unavailable' };
  if (decision.status === 'insufficient') {
    return { status: 'insufficient', available: decision.available, inCart: decision.inCart };
  }
  const nextQuantity = decision.nextQuantity;
  const next = existing
    ? lines.map((line) => (line.id === product.id ? { ...line, quantity: nextQuantity } : line))
    : [
        ...lines,
        {
          id: product.id,
          name: product.name,
          price: product.price,
          image: product.images[0]?.url ?? '',
          images: product.images,
          category: product.category,
          catalogNumber: product.catalogNumber,
          quantity: nextQuantity,
        },
      ];
  if (!writeCart(next)) return { status: 'storage-failed' };
  return { status: existing ? 'updated' : 'added', quantity: nextQuantity };
}
