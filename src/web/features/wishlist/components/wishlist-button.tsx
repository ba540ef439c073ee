import { clsx } from 'clsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';
import type { WishlistButtonProps } from './wishlist-heart.tsx';

/**
 * The wishlist heart (wishlist-heart.tsx), its code fetched once the page is live: a served page shows the heart
 * from the first paint and it works from the moment its small chunk has arrived (a press meanwhile is replayed).
 */
export const WishlistButton = deferredPart<WishlistButtonProps>(
  () => import('./wishlist-heart.tsx').then((m) => m.WishlistHeart),
  ({ variant = 'detail', className }) => (
    <Skeleton className={clsx(variant === 'card' ? 'size-11 rounded-full' : 'size-12', className)} />
  ),
);
