import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product, ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable, lowStockCount, productText } from '#shared/catalog/product.ts';
import { type OptionValue, valueLabel } from '#shared/catalog/variants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';

/** The product grids: 2 columns on phones, 3 from md, 4 from lg. */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 lg:gap-6';

/** Image widths in the product grids (max 1200 px page): about 260 px from lg, a third or half below. */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1152px) 260px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 48vw';

/**
 * How the card's picture loads: `lazy` (default, below the fold), `preload` (now, at low priority: a short
 * list the shopper is likely to scroll to), `priority` (now, high priority: the first row of a list).
 */
export type ProductImageLoading = 'lazy' | 'preload' | 'priority';

interface ProductCardProps {
  product: Product;
  /** Tried when the product image fails to load: the category cover. */
  fallbackImage?: ProductImage | null;
  /** The card's action (Add to Cart), composed in by the route so catalog does not depend on cart. */
  action?: ReactNode;
  /** A control over the picture's top-right corner (the wishlist heart), also composed in by the route. */
  corner?: ReactNode;
  imageLoading?: ProductImageLoading;
}

function formatRating(rating: number): string {
  return Number.isInteger(rating) ? rating.toFixed(1) : String(Math.round(rating * 10) / 10);
}

/** A product tile; the whole card opens the product page, the action button stays separately clickable. */
export function ProductCard({
  product,
  fallbackImage,
  action,
  corner,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const available = isPurchasable(product);
  const lowStock = lowStockCount(product);
  const { lang, t } = useI18n();
  const { name } = productText(product, lang);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface transition-shadow duration-200 hover:shadow-soft has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-foreground">
      <div className="relative aspect-square overflow-hidden">
        <ResponsiveImage
          image={product.images[0]}
          fallback={fallbackImage}
          alt=""
          sizes={PRODUCT_GRID_SIZES}
          priority={imageLoading === 'priority'}
          preload={imageLoading === 'preload'}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {/* At the foot of the picture, clear of the corner's heart: beside it a phone's card cut the name short
            ("HAIR ACCESSORI…", audit D-c1). */}
        <Badge variant="outline" className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] truncate">
          {t(`category.${product.category}`)}
        </Badge>
        {!available && (
          <div className="absolute inset-0 grid place-items-center bg-foreground/50">
            <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-danger">
              {t('card.outOfStock')}
            </span>
          </div>
        )}
        {/* Above the card-wide link (a sibling, never inside it), so it stays separately clickable. */}
        {corner && <div className="absolute top-2 right-2 z-10">{corner}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {product.rating !== null ? (
          <div className="flex flex-wrap items-center gap-x-1.5 text-sm leading-5">
            <RatingStars rating={product.rating} size={14} />
            <span className="font-semibold" aria-hidden="true">
              {formatRating(product.rating)}
            </span>
            {/* Audit 2.13: a rating with no reviews behind it shows no "(0)". */}
            {product.reviews > 0 && (
              <span className="text-muted">
                ({product.reviews}
                <span className="sr-only"> {t('card.reviews', { count: product.reviews })}</span>)
              </span>
            )}
          </div>
        ) : (
          <p className="text-sm leading-5 text-muted">{t('card.noReviews')}</p>
        )}
        <h3 className="line-clamp-2 font-serif text-base leading-snug font-semibold sm:text-lg">
          <Link
            to={paths.product.href(product)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>
        <PriceTag
          price={product.price}
          compareAt={product.compareAtPrice}
          priceClassName="text-lg"
          from={product.priceVaries}
        />
        {product.colours && product.colours.length > 1 && <ColourSwatches colours={product.colours} />}
        {lowStock !== null && (
          <p className="text-sm font-semibold text-danger">{t('card.lowStock', { count: lowStock })}</p>
        )}
        {action && <div className="relative z-10 mt-auto pt-2">{action}</div>}
      </div>
    </article>
  );
}

/** The card's colours (a Colour axis, decision 066): a dot each, named for screen readers; at most six shown. */
function ColourSwatches({ colours }: { colours: readonly OptionValue[] }) {
  const { lang, t } = useI18n();
  const shown = colours.slice(0, 6);
  return (
    <p className="flex items-center gap-1.5">
      <span className="sr-only">
        {t('card.colours', { colours: colours.map((c) => valueLabel(c, lang)).join(', ') })}
      </span>
      {shown.map((colour) => (
        <span
          key={colour.label}
          aria-hidden="true"
          title={valueLabel(colour, lang)}
          className="size-4 rounded-full border border-border bg-sand"
          style={colour.swatch ? { backgroundColor: colour.swatch } : undefined}
        />
      ))}
      {colours.length > shown.length && (
        <span aria-hidden="true" className="text-sm text-muted">
          +{colours.length - shown.length}
        </span>
      )}
    </p>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-16" />
        <Skeleton className="mt-2 h-11 w-full" />
      </div>
    </div>
  );
}
