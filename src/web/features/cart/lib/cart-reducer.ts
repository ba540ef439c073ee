import { isPurchasable } from '#shared/catalog/product.ts';
import { type Cart, type CartLine, isLineAvailable, lineKey, lineLimit } from './cart-line.ts';
import { type CartProduct, type LineSource, productForLine } from './cart-variant.ts';

/**
 * The cart's rules as one pure reducer (docs/product.md §3.8): `cart-actions.ts` saves its result through the store
 * (`cart-store.ts`, localStorage `cart`), and the header badge, the side panel and /cart all read it there.
 */

export type { CartProduct } from './cart-variant.ts';

/** Names a line: its product and variant (none: the product's default). */
type LineRef = Pick<CartLine, 'id' | 'variantId' | 'personalisation'>;

export type CartAction =
  /** A new line at `quantity` (default 1), or `quantity` more on the line; never past the stock. */
  | { type: 'add'; product: CartProduct; quantity?: number }
  /** 0 or less removes the line (docs/product.md §3.8). */
  | ({ type: 'setQuantity'; quantity: number } & LineRef)
  | ({ type: 'remove' } & LineRef)
  | { type: 'clear' }
  /**
   * Fresh data from the server: `products` as they are now (with their variants, decision 066), `missing` the ids
   * that answered 404.
   */
  | { type: 'refresh'; products: readonly LineSource[]; missing: readonly number[] };

/**
 * Every action returns the same array when nothing changes, so the store can skip the write (and a refresh
 * that finds nothing new does not wake the other tabs).
 */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add':
      return add(cart, action.product, action.quantity ?? 1);
    case 'setQuantity':
      return setQuantity(cart, lineKey(action), action.quantity);
    case 'remove': {
      const key = lineKey(action);
      return cart.some((line) => lineKey(line) === key) ? cart.filter((line) => lineKey(line) !== key) : cart;
    }
    case 'clear':
      return cart.length === 0 ? cart : [];
    case 'refresh':
      return refresh(cart, action.products, action.missing);
  }
}

function add(cart: Cart, product: CartProduct, requested: number): Cart {
  if (!isPurchasable(product)) return cart;
  const more = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  const existing = findLine(cart, product);
  // Adding comes from a page that just showed the product, so its data is fresh: take it, and drop the notes.
  const fresh = freshLine(existing, product);
  const limit = lineLimit(fresh);
  if (!existing) return [...cart, { ...fresh, quantity: Math.min(more, limit) }];
  const quantity = Math.min(existing.quantity + more, limit);
  const next: CartLine = { ...fresh, quantity };
  return sameLine(next, existing) ? cart : replaceLine(cart, existing, next);
}

/**
 * The line that adding `product` grows: the one of its variant, or a line naming no variant when the variant added
 * is the product's default (a cart kept from before the product had options, decision 066).
 */
export function findLine(cart: Cart, product: CartProduct): CartLine | undefined {
  const key = lineKey({ ...product, personalisation: product.personalised });
  return cart.find(
    (line) =>
      lineKey(line) === key ||
      (line.id === product.id &&
        line.variantId === undefined &&
        product.variantId !== undefined &&
        product.variantId === product.defaultVariantId &&
        lineKey({ ...line, variantId: product.variantId }) === key),
  );
}

function setQuantity(cart: Cart, key: string, requested: number): Cart {
  const line = cart.find((l) => lineKey(l) === key);
  if (!line || Number.isNaN(requested)) return cart;
  const wanted = Math.floor(requested);
  if (wanted <= 0) return cart.filter((l) => lineKey(l) !== key);
  // A flagged line can only shrink: the shop cannot sell more of it.
  const quantity = Math.min(wanted, isLineAvailable(line) ? lineLimit(line) : line.quantity);
  return quantity === line.quantity ? cart : replaceLine(cart, line, { ...line, quantity });
}

function refresh(cart: Cart, products: readonly CartProduct[], missing: readonly number[]): Cart {
  let changed = false;
  const next = cart.map((line) => {
    const source = products.find((p) => p.id === line.id);
    // The line's variant as the product offers it now; gone (archived, removed) reads as the product gone.
    const product = source && productForLine(source, line.variantId);
    let updated: CartLine = line;
    if (product) {
      updated = freshLine(line, product);
      if (updated.price !== line.price) {
        const before = line.previousPrice ?? line.price;
        if (before !== updated.price) updated.previousPrice = before;
      } else if (line.previousPrice !== undefined) {
        updated.previousPrice = line.previousPrice;
      }
      if (isPurchasable(product)) {
        updated.quantity = Math.min(line.quantity, lineLimit(updated));
      } else {
        updated.quantity = line.quantity;
        updated.availability = 'out-of-stock';
      }
    } else if ((product === null || missing.includes(line.id)) && line.availability !== 'unavailable') {
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
  // The inputs are the line's (a refresh keeps them), their add-on on top of the product's price (decision 072).
  const personal = product.personalised ?? line?.personalisation ?? [];
  const addOn = personal.reduce((sum, v) => sum + v.addOn, 0);
  return {
    id: product.id,
    ...(product.slug ? { slug: product.slug } : {}),
    ...(product.variantId !== undefined ? { variantId: product.variantId } : {}),
    name: product.name,
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    ...(product.variantOptions ? { options: product.variantOptions } : {}),
    ...(product.variantOptionsHi ? { optionsHi: product.variantOptionsHi } : {}),
    price: product.price + addOn,
    ...(product.compareAtPrice ? { compareAtPrice: product.compareAtPrice + addOn } : {}),
    ...(personal.length > 0 ? { personalisation: personal } : {}),
    image: product.images[0]?.url ?? '',
    images: product.images,
    category: product.category,
    catalogNumber: product.catalogNumber,
    quantity: line?.quantity ?? 1,
    stockQuantity: product.stockQuantity,
  };
}

function replaceLine(cart: Cart, old: CartLine, next: CartLine): Cart {
  return cart.map((line) => (line === old ? next : line));
}

const LINE_KEYS = [
  'id',
  'slug',
  'variantId',
  'name',
  'nameHi',
  'options',
  'optionsHi',
  'price',
  'compareAtPrice',
  'image',
  'category',
  'catalogNumber',
  'quantity',
  'stockQuantity',
  'availability',
  'previousPrice',
] as const satisfies readonly (keyof CartLine)[];

function sameLine(a: CartLine, b: CartLine): boolean {
  return (
    LINE_KEYS.every((key) => a[key] === b[key]) &&
    JSON.stringify(a.images) === JSON.stringify(b.images) &&
    JSON.stringify(a.personalisation) === JSON.stringify(b.personalisation)
  );
}
