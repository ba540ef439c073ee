import type { ShippingRule } from '#shared/pricing/shipping.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import type { Cart } from '../lib/cart-line.ts';
import { type CartSummary, summarizeCart } from '../lib/cart-reducer.ts';
import { useCart } from '../lib/cart-store.ts';

/** The cart with its totals under the store's shipping rule (GET /api/settings), for the panel and /cart. */
export function useCartSummary(): { cart: Cart; summary: CartSummary; rule: ShippingRule } {
  const cart = useCart();
  const { freeShippingThreshold, shippingFee } = useStoreSettings();
  const rule = { freeShippingThreshold, shippingFee };
  return { cart, summary: summarizeCart(cart, rule), rule };
}
