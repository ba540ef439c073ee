import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';

/**
 * A card's Add to Cart (add-to-cart-live.tsx), its code (the cart's rules and toasts) fetched once the page is
 * live: a served page shows the button from the first paint; a press before its chunk has arrived is replayed.
 */
export const AddToCartButton = deferredPart<{ product: Product }>(
  () => import('./add-to-cart-live.tsx').then((m) => m.AddToCartLive),
  () => <Skeleton className="min-h-11 w-full" />,
);
