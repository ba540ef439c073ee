import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Hand, Star, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { formatCount } from '#shared/format/numbers.ts';
import type { HeroFigure } from '#shared/home/hero-figures.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home-content.ts';
import { storedImage } from '#shared/uploads/stored-image.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { homepageQueryOptions } from '../api/get-homepage.ts';

/**
 * Below the wide layout the picture comes after the heading, the buttons and the numbers, at the foot of a
 * phone's first screen: offered up to its 640 px variant (sharp enough there, ~27 kB) instead of the 1280 px one
 * (~66 kB) a phone's pixel density would pick, which shared the slow line with the heading's fonts (issue 17).
 */
const PHONE_AND_TABLET = {
  media: '(max-width: 1023.98px)',
  sizes: '100vw',
  largestWidth: 640,
} as const;

/** The home page's own label for a shop figure (the owner's typed figures bring theirs). */
const SHOP_FIGURE_LABELS = {
  customers: 'hero.happyCustomers',
  piecesSold: 'hero.productsSold',
  rating: 'hero.averageRating',
} as const;

/**
 * docs/product.md §3.2: the figures the owner chose (decision 080), with the page's data: nothing is asked
 * for after the page loads. None to show: no row at all.
 */
function HeroFigures({ figures }: { figures: HeroFigure[] }) {
  const t = useT();
  if (figures.length === 0) return null;
  return (
    <dl className="grid max-w-md grid-cols-3 gap-4 border-t border-border pt-6">
      {figures.map((figure) => (
        <div key={figure.key} className="flex flex-col-reverse justify-end gap-0.5">
          <dt className="text-sm text-muted">
            {figure.label ?? t(SHOP_FIGURE_LABELS[figure.key])}
            {figure.reviews !== null && (
              <span className="block text-xs">
                {t('hero.reviewCount', {
                  count: figure.reviews,
                  n: formatCount(figure.reviews),
                })}
              </span>
            )}
          </dt>
          <dd className="flex items-center gap-1 font-serif text-2xl font-semibold break-all sm:text-3xl">
            {figure.value}
            {figure.reviews !== null && (
              <Star aria-hidden="true" size={20} strokeWidth={1.75} className="fill-accent text-accent" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface HeroProps {
  /** e.g. 'Free Shipping on orders of ₹500 or more', derived from the store's shipping rule. */
  freeShippingText: string;
  /**
   * Shown as a collage when the admin has not set a hero image (usually category covers).
   * `undefined` while they load; an empty list shows the default picture.
   */
  fallbackImages: ProductImage[] | undefined;
}

function CollageTile({
  image,
  sizes,
  priority,
  className,
}: {
  image: ProductImage | null | undefined;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (image === undefined) return <Skeleton className={className} />;
  return (
    <ResponsiveImage
      image={image}
      alt=""
      sizes={sizes}
      priority={priority}
      className={`size-full ${className}`}
    />
  );
}

function HeroVisual({
  imageUrl,
  fallbackImages,
}: {
  imageUrl: string | null;
  fallbackImages: ProductImage[] | undefined;
}) {
  const t = useT();
  if (imageUrl) {
    return (
      <ResponsiveImage
        image={storedImage(imageUrl)}
        fallback={fallbackImages?.[0]}
        alt={t('hero.imageAlt')}
        sizes="(min-width: 1024px) 560px, 100vw"
        narrowScreens={PHONE_AND_TABLET}
        priority
        className="aspect-[4/3] w-full rounded-card"
      />
    );
  }
  // While loading every tile is a skeleton; once loaded, a missing cover shows the default picture.
  const tile = (i: number) => (fallbackImages === undefined ? undefined : (fallbackImages[i] ?? null));
  return (
    <div className="grid aspect-[4/3] grid-cols-5 grid-rows-2 gap-3 lg:aspect-[5/6]">
      <CollageTile
        image={tile(0)}
        sizes="(min-width: 1024px) 330px, 60vw"
        priority
        className="col-span-3 row-span-2 rounded-card"
      />
      <CollageTile
        image={tile(1)}
        sizes="(min-width: 1024px) 220px, 40vw"
        className="col-span-2 rounded-card"
      />
      <CollageTile
        image={tile(2)}
        sizes="(min-width: 1024px) 220px, 40vw"
        className="col-span-2 rounded-card"
      />
    </div>
  );
}

export function Hero({ freeShippingText, fallbackImages }: HeroProps) {
  const { lang, t } = useI18n();
  const { data, isPending } = useQuery(homepageQueryOptions(lang));
  // A failed load falls back to the default hero text.
  const content = data ?? DEFAULT_HOMEPAGE_CONTENT;

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-sand/60">
      {/* minmax(0, …): the picture's own width, once loaded, must not widen its column (a layout shift). */}
      <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14 lg:py-20">
        <div className="flex flex-col gap-6">
          {isPending ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              <Skeleton className="h-5 w-56" />
              <Skeleton className="h-12 w-full max-w-md" />
              <Skeleton className="h-12 w-3/4 max-w-sm" />
              <Skeleton className="h-20 w-full max-w-lg" />
              <h1 id="hero-title" className="sr-only">
                {DEFAULT_HOMEPAGE_CONTENT.heroTitle}
              </h1>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {content.heroSubtitle && (
                <p className="text-sm font-semibold tracking-wide text-secondary uppercase">
                  {content.heroSubtitle}
                </p>
              )}
              <h1 id="hero-title" className="text-4xl font-bold sm:text-[3.25rem] sm:leading-[1.05]">
                {content.heroTitle || DEFAULT_HOMEPAGE_CONTENT.heroTitle}
              </h1>
              {content.heroDescription && (
                <p className="max-w-xl text-lg text-muted">{content.heroDescription}</p>
              )}
            </div>
          )}

          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.products.href()}>
                {t('hero.shopNow')}
                <ArrowRight aria-hidden="true" strokeWidth={1.75} />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.about.href()}>{t('nav.aboutUs')}</Link>
            </Button>
          </div>

          <ul className="flex flex-wrap gap-2" aria-label={t('hero.why')}>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-secondary/10 px-3 py-1.5 text-sm font-semibold text-secondary">
              <Hand aria-hidden="true" size={16} strokeWidth={1.75} />
              {t('hero.handmade')}
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full bg-secondary/10 px-3 py-1.5 text-sm font-semibold text-secondary">
              <Truck aria-hidden="true" size={16} strokeWidth={1.75} />
              {freeShippingText}
            </li>
          </ul>

          {isPending ? (
            <Skeleton className="h-[5.25rem] max-w-md border-t border-border" />
          ) : (
            <HeroFigures figures={content.figures} />
          )}
        </div>

        <HeroVisual imageUrl={isPending ? null : content.heroImageUrl} fallbackImages={fallbackImages} />
      </Container>
    </section>
  );
}
