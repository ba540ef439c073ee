import type { RestoredCart, RestoredLine } from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { setCouponCode } from '../hooks/use-cart-coupon.ts';
import { type CartLine, lineKey } from './cart-line.ts';
import { getCart, saveCart } from './cart-store.ts';

/** A restored line as the cart keeps it: the server's price now; a sold-out piece flagged, left out of the totals. */
function toCartLine(line: RestoredLine): CartLine {
  return {
    id: line.productId,
    variantId: line.variantId,
    name: line.name,
    ...(line.nameHi ? { nameHi: line.nameHi } : {}),
    ...(line.options ? { options: line.options } : {}),
    ...(line.optionsHi ? { optionsHi: line.optionsHi } : {}),
    price: line.unitPrice,
    ...(line.compareAtPrice && line.compareAtPrice > line.unitPrice
      ? { compareAtPrice: line.compareAtPrice }
      : {}),
    ...(line.personalisation?.length ? { personalisation: line.personalisation } : {}),
    image: line.images[0]?.url ?? '',
    images: line.images,
    category: line.category,
    catalogNumber: line.catalogNumber,
    quantity: line.quantity,
    stockQuantity: line.stockQuantity,
    ...(line.state === 'sold-out' ? { availability: 'out-of-stock' as const } : {}),
  };
}

/**
 * A reminder's link (decision 075): its lines join this browser's cart (a line already there takes the restored
 * quantity), a piece no longer offered is left out, and the owner's coupon is applied like a typed code. Answers
 * the names of the pieces sold out and left out, for the page to say; false when the browser refused to store it.
 */
export function restoreCart(restored: RestoredCart): { saved: boolean; soldOut: string[]; gone: number } {
  const kept = restored.lines.filter((l) => l.state !== 'unavailable').map(toCartLine);
  const keys = new Set(kept.map(lineKey));
  const saved = saveCart([...getCart().filter((l) => !keys.has(lineKey(l))), ...kept]);
  if (saved && restored.couponCode) setCouponCode(restored.couponCode);
  return {
    saved,
    soldOut: restored.lines.filter((l) => l.state === 'sold-out').map((l) => l.name),
    gone: restored.lines.filter((l) => l.state === 'unavailable').length,
  };
}
