import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable, productText } from '#shared/catalog/product.ts';
import type { WishlistItem } from '#shared/wishlist/wishlist.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useWishlistT } from '../i18n.ts';
import { formatAddedDate } from '../lib/wishlist-list.ts';

interface WishlistListProps {
  items: readonly WishlistItem[];
  /** Add to Cart for one product, composed in by the route (the cart feature's button and stock rules). */
  renderAction: (product: Product) => ReactNode;
  onRemove: (item: WishlistItem) => void;
}

/** The saved products (docs/product.md §5.5): image, name (to the product), category, price, added date, actions. */
export function WishlistList({ items, renderAction, onRemove }: WishlistListProps) {
  return (
    <ul className="divide-y divide-border rounded-card border border-border bg-surface px-4 sm:px-6">
      {items.map((item) => (
        <WishlistRow
          key={item.productId}
          item={item}
          action={renderAction(item.product)}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}

function WishlistRow({
  item,
  action,
  onRemove,
}: {
  item: WishlistItem;
  action: ReactNode;
  onRemove: (item: WishlistItem) => void;
}) {
  const { product } = item;
  const href = paths.product.href(product);
  const t = useWishlistT();
  const { lang, locale, t: shopT } = useI18n();
  const { name } = productText(product, lang);
  const added = formatAddedDate(item.addedAt, locale);
  return (
    // Phones: picture and details side by side, the actions on a full-width row below; wider: one row.
    <li className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-4 sm:flex sm:items-center sm:gap-5 sm:py-5">
      {/* The picture repeats the name's link for pointer users; keyboard and screen readers use the name. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ResponsiveImage
          image={product.images[0]}
          alt=""
          sizes="112px"
          className="size-24 rounded-control sm:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-col gap-0.5 sm:flex-1">
        <p className="text-sm text-muted">{shopT(`category.${product.category}`)}</p>
        <h2 className="font-serif text-lg leading-snug font-semibold">
          <Link to={href} className="underline-offset-4 hover:text-primary hover:underline">
            {name}
          </Link>
        </h2>
        <PriceTag price={product.price} compareAt={product.compareAtPrice} priceClassName="text-lg" />
        {added && <p className="text-sm text-muted">{t('wishlist.addedOn', { date: added })}</p>}
        {!isPurchasable(product) && (
          <p className="text-sm font-semibold text-danger">{t('wishlist.outOfStock')}</p>
        )}
      </div>
      <div className="col-span-2 flex items-center gap-2">
        <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">{action}</div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRemove(item)}
          aria-label={t('wishlist.removeNamed', { name })}
          className="text-muted hover:text-danger"
        >
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          {t('wishlist.remove')}
        </Button>
      </div>
    </li>
  );
}

/** Rows in the shape of the list while it loads. */
export function WishlistSkeleton() {
  const t = useWishlistT();
  return (
    <div className="rounded-card border border-border bg-surface px-4 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('wishlist.loading')}
      </span>
      {[1, 2, 3].map((n) => (
        <div key={n} className="flex gap-4 border-b border-border py-4 last:border-b-0 sm:py-5">
          <Skeleton className="size-24 shrink-0 sm:size-28" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-3/5" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
