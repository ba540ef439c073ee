import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { sessionQueryOptions, useSession } from '#web/lib/session.ts';
import { useLoginToast, useWishlistChange, useWishlistIds } from '../hooks/use-wishlist.ts';
import { useWishlistT } from '../i18n.ts';

export interface WishlistButtonProps {
  product: Product;
  /** `detail`: beside Add to Cart on the product page; `card`: a round button on a product card's picture. */
  variant?: 'detail' | 'card';
  className?: string;
}

/**
 * The wishlist heart (docs/product.md §5.5): pressed when the product is saved. Signed out, a press asks the shopper to
 * sign in ('Please login to add items to wishlist'); signed in, it adds or removes at once (optimistic).
 */
export function WishlistHeart({ product, variant = 'detail', className }: WishlistButtonProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const saved = useWishlistIds().has(product.id);
  const change = useWishlistChange();
  const showLoginToast = useLoginToast();
  const t = useWishlistT();

  async function toggle() {
    // A press while the session is still loading waits for it rather than asking a signed-in shopper to log in.
    const user =
      session.user ??
      (session.status === 'loading'
        ? await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null)
        : null);
    if (!user) {
      showLoginToast();
      return;
    }
    // One change at a time per heart: a second press before the answer would race the first.
    if (change.isPending) return;
    change.mutate({ userId: user.id, product, add: !saved });
  }

  const label = t(saved ? 'wishlist.removeNamed' : 'wishlist.addNamed', { name: product.name });
  const icon = (
    <Heart
      aria-hidden="true"
      strokeWidth={1.75}
      className={clsx('transition-colors', saved && 'fill-primary text-primary')}
    />
  );

  if (variant === 'card') {
    return (
      <button
        type="button"
        aria-label={label}
        aria-pressed={saved}
        onClick={() => void toggle()}
        className={clsx(
          'grid size-11 place-items-center rounded-full border border-border bg-surface/95 text-foreground shadow-soft transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foreground [&_svg]:size-5',
          className,
        )}
      >
        {icon}
      </button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="icon"
      className={clsx('size-12', className)}
      aria-label={label}
      aria-pressed={saved}
      onClick={() => void toggle()}
    >
      {icon}
    </Button>
  );
}
