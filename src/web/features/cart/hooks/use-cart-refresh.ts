import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isProductNotFound, productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { dispatchCart } from '../lib/cart-actions.ts';
import type { Cart } from '../lib/cart-line.ts';

interface Refresh {
  products: Product[];
  missing: number[];
  /** Some lines are still being checked. */
  checking: boolean;
}

/**
 * Check every line against the server while the cart is on screen (the side panel or /cart): prices, names,
 * pictures and stock come from `GET /api/products/:id` (there is no batch endpoint), a 404 flags the line as
 * no longer available. Each mount fetches again, so opening the cart always shows today's prices; other
 * failures (offline) leave the lines as they were.
 */
export function useCartRefresh(cart: Cart): { checking: boolean } {
  const refreshed = useQueries({
    queries: cart.map((line) => ({
      ...productQueryOptions(String(line.id)),
      refetchOnMount: 'always' as const,
    })),
    // The combined result keeps its identity while the answers do not change (TanStack shares it structurally),
    // so the effect below runs once per new answer.
    // While a line is being fetched its cached answer may be old: each line counts once the server has answered.
    combine: (results): Refresh => ({
      products: results.flatMap((r) => (r.isSuccess && !r.isFetching ? [r.data] : [])),
      missing: results.flatMap((r, i) => (!r.isFetching && isProductNotFound(r.error) ? [cart[i]!.id] : [])),
      checking: results.some((r) => r.isFetching),
    }),
  });
  const { products, missing, checking } = refreshed;

  useEffect(() => {
    if (products.length || missing.length) dispatchCart({ type: 'refresh', products, missing });
  }, [products, missing]);

  return { checking };
}
