import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The wishlist heart on the product page. The wishlist needs an account (spec §5) and is not built yet,
 * so for now it is never pressed and asks the shopper to sign in; the wishlist issue wires it up.
 */
export function WishlistButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const saved = false;
  return (
    <Button
      variant="secondary"
      size="icon"
      className={cn('size-12', className)}
      aria-label="Save to wishlist"
      aria-pressed={saved}
      onClick={() =>
        toast('Please login to add items to wishlist', {
          description: 'Sign in to keep the pieces you love in one place.',
          action: { label: 'Sign In', onClick: () => navigate(paths.auth.href()) },
        })
      }
    >
      <Heart aria-hidden="true" strokeWidth={1.75} className={cn(saved && 'fill-primary text-primary')} />
    </Button>
  );
}
