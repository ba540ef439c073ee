import { clsx } from 'clsx';
import {
  BadgeCheck,
  CircleAlert,
  CircleCheck,
  CircleX,
  Hammer,
  PackageX,
  RotateCcw,
  ShieldCheck,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product, ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { productText } from '#shared/catalog/product.ts';
import type { VariantView } from '#shared/catalog/variants.ts';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { descriptionParagraphs, type StockStatus, shownFigures, stockLabel } from '../lib/product-detail.ts';
import { ProductGallery } from './product-gallery.tsx';

const TWO_COLUMNS = 'grid gap-8 lg:grid-cols-2 lg:gap-12';
/** Below lg the columns stack; on a tablet a full-width picture would be huge, so both keep to 576 px. */
const COLUMN = 'mx-auto w-full max-w-xl lg:max-w-none';

function BackToProducts() {
  return <BackLink to={paths.products.href()}>{useT()('product.backToProducts')}</BackLink>;
}

interface ProductDetailViewProps {
  product: Product;
  /** The category cover, tried when a picture fails to load. */
  fallbackImage: ProductImage | null;
  /** The order value from which shipping is free ('₹500'). */
  freeShippingOver: string;
  /** Share on WhatsApp (decision 089), composed in by the route with the store's name. */
  share?: ReactNode;
  /** Quantity selector, Add to Cart and wishlist heart, composed in by the route (cart and wishlist features). */
  purchase: ReactNode;
  /** The "Check delivery" box (delivery feature). */
  delivery?: ReactNode;
  /**
   * A product with options (decision 066): the chosen variant, whose price, stock and pictures the page shows (null:
   * the values chosen name none), and the picker, above the purchase. Undefined: the product's own, no picker.
   */
  variant?: VariantView | null;
  picker?: ReactNode;
  /** paise: what the personalisation chosen adds to the price shown (decision 072). */
  addOn?: number;
}

/** The product page body (docs/product.md §3.5). */
export function ProductDetailView({
  product,
  fallbackImage,
  freeShippingOver,
  purchase,
  delivery,
  variant,
  picker,
  share,
  addOn = 0,
}: ProductDetailViewProps) {
  const { lang, t } = useI18n();
  const { name, description } = productText(product, lang);
  const shown = shownFigures(product, variant);
  const { status } = shown;
  const paragraphs = descriptionParagraphs(description);
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-10">
      <BackToProducts />
      <div className={TWO_COLUMNS}>
        <div className={COLUMN}>
          {/* Keyed by its pictures: a variant with pictures of its own starts at its first. */}
          <ProductGallery
            key={shown.images === product.images ? 'product' : `variant-${variant?.id}`}
            images={shown.images}
            name={name}
            fallback={fallbackImage}
          />
        </div>

        <div className={clsx(COLUMN, 'flex min-w-0 flex-col gap-5')}>
          <div className="flex flex-col items-start gap-3">
            <Badge>{t(`category.${product.category}`)}</Badge>
            <h1 className="text-3xl sm:text-4xl">{name}</h1>
            {product.rating !== null ? (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <RatingStars rating={product.rating} size={18} />
                <span className="font-semibold" aria-hidden="true">
                  {product.rating.toFixed(1)}
                </span>
                {product.reviews > 0 && (
                  <span className="text-muted">{t('product.reviews', { count: product.reviews })}</span>
                )}
              </p>
            ) : (
              <p className="text-muted">{t('card.noReviews')}</p>
            )}
          </div>

          <PriceTag
            price={shown.price + addOn}
            compareAt={shown.compareAtPrice === null ? null : shown.compareAtPrice + addOn}
            priceClassName="text-3xl"
          />
          <p className="text-sm text-muted">{GST_MESSAGES.inclusiveOfTaxes}</p>
          <StockIndicator status={status} madeToOrder={product.making !== undefined} />
          <MakingNote product={product} />

          {paragraphs.length > 0 && (
            <div className="flex flex-col gap-3 text-lg">
              {paragraphs.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
                <p key={i} className="whitespace-pre-line">
                  {text}
                </p>
              ))}
            </div>
          )}

          {picker}
          {purchase}
          {delivery}
          {share && <div>{share}</div>}

          <ul className="grid gap-2 sm:grid-cols-2">
            <ServiceBadge
              icon={<Truck />}
              text={t('product.freeShipping', { amount: freeShippingOver })}
              className="sm:col-span-2"
            />
            <ServiceBadge icon={<ShieldCheck />} text={t('product.securePayment')} />
            <ServiceBadge icon={<BadgeCheck />} text={t('trust.authentic')} />
          </ul>

          <section
            aria-labelledby="product-details-title"
            className="rounded-card border border-border bg-surface p-5"
          >
            <h2 id="product-details-title" className="text-lg">
              {t('product.details')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="text-muted">{t('product.availability')}</dt>
              <dd
                className={clsx(
                  'font-semibold',
                  status.kind === 'out-of-stock' || status.kind === 'unavailable'
                    ? 'text-danger'
                    : 'text-success',
                )}
              >
                {status.kind === 'out-of-stock' || status.kind === 'unavailable'
                  ? stockLabel(t, status)
                  : product.making
                    ? t('product.madeToOrder')
                    : t('product.inStock')}
              </dd>
              <dt className="text-muted">{t('product.catalogNumber')}</dt>
              <dd className="font-semibold tabular-nums">{product.catalogNumber}</dd>
              {shown.sku && shown.sku !== product.catalogNumber && (
                <>
                  <dt className="text-muted">{t('product.sku')}</dt>
                  <dd className="font-semibold tabular-nums">{shown.sku}</dd>
                </>
              )}
              <dt className="text-muted">{t('list.category')}</dt>
              <dd>
                <Link
                  to={paths.products.href(product.category)}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {t(`category.${product.category}`)}
                </Link>
              </dd>
            </dl>
          </section>
        </div>
      </div>
    </Container>
  );
}

/** A made-to-order piece's making time, or that a piece is one of a kind (decision 070). */
function MakingNote({ product }: { product: Product }) {
  const t = useT();
  const text = product.making
    ? product.making.minDays === product.making.maxDays
      ? t('product.makingTimeExact', { days: product.making.minDays })
      : t('product.makingTime', { min: product.making.minDays, max: product.making.maxDays })
    : product.oneOfAKind
      ? t('product.oneOfAKind')
      : null;
  if (!text) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-foreground" data-testid="making-note">
      <Hammer aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-primary" />
      {text}
    </p>
  );
}

/** The stock line; a made-to-order piece that can be ordered says so instead of "In Stock" (decision 070). */
function StockIndicator({ status, madeToOrder }: { status: StockStatus; madeToOrder: boolean }) {
  const t = useT();
  const { Icon, tone } = {
    'in-stock': { Icon: CircleCheck, tone: 'text-success' },
    low: { Icon: CircleAlert, tone: 'text-danger' },
    'out-of-stock': { Icon: CircleX, tone: 'text-danger' },
    unavailable: { Icon: CircleX, tone: 'text-danger' },
  }[status.kind];
  return (
    <p className={clsx('flex items-center gap-2 font-semibold', tone)}>
      <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
      {madeToOrder && status.kind === 'in-stock' ? t('product.madeToOrder') : stockLabel(t, status)}
    </p>
  );
}

function ServiceBadge({ icon, text, className }: { icon: ReactNode; text: string; className?: string }) {
  return (
    <li
      className={clsx(
        'flex items-center gap-2.5 rounded-control bg-sand/70 px-3 py-2.5 text-sm font-semibold',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="text-secondary [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:stroke-[1.75]"
      >
        {icon}
      </span>
      {text}
    </li>
  );
}

/** Skeleton in the shape of the page while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        {useT()('product.loading')}
      </span>
      <Skeleton className="h-11 w-40" />
      <div className={TWO_COLUMNS}>
        <div className={clsx(COLUMN, 'flex flex-col gap-3')}>
          <Skeleton className="aspect-square w-full rounded-card" />
          <div className="grid grid-cols-5 gap-2 sm:gap-3">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="aspect-square" />
            ))}
          </div>
        </div>
        <div className={clsx(COLUMN, 'flex flex-col gap-5')}>
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-11 w-4/5" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-32" />
          <Skeleton className="h-5 w-24" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      </div>
    </Container>
  );
}

/** The API answered 404 (docs/product.md §3.5: unknown or removed product). */
export function ProductNotFound() {
  const t = useT();
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-sand text-primary">
        <PackageX aria-hidden="true" size={30} strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl sm:text-4xl">{t('product.notFound')}</h1>
      <p className="max-w-md text-lg text-muted">{t('product.notFoundText')}</p>
      <Button asChild size="lg">
        <Link to={paths.products.href()}>{t('product.backToProducts')}</Link>
      </Button>
    </Container>
  );
}

/** Any other failure: the toast has said so; offer a retry. */
export function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <Container className="flex flex-col gap-4 py-6 sm:py-10">
      <BackToProducts />
      <div className="flex flex-col items-center gap-5 py-14 text-center" role="alert">
        <h1 className="text-3xl">{t('product.loadErrorTitle')}</h1>
        <p className="max-w-md text-lg text-muted">{t('product.loadErrorText')}</p>
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <RotateCcw
            aria-hidden="true"
            strokeWidth={1.75}
            className={retrying ? 'animate-spin' : undefined}
          />
          {t('list.tryAgain')}
        </Button>
      </div>
    </Container>
  );
}
