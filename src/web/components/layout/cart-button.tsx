import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

export function CartButton({ count }: { count: number }) {
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to={paths.cart.href()}
      aria-label={label}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs leading-none font-semibold text-primary-foreground tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
