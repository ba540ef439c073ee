import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CategorySummary } from '#shared/catalog/catalog.schemas.ts';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { Container } from '#web/components/ui/container.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { CRAFT_GUIDE_INDEX, guideName } from '#web/features/craft-guides/lib/guide-index.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import en from '#web/i18n/en/gallery.json';
import { defineCatalog, useI18n } from '#web/lib/i18n.tsx';

const CARD_COUNT = 6;

/** The page's own texts (decision 035): English in this chunk, Hindi downloaded on /hi/vlog only. */
const useGalleryT = defineCatalog(en, { hi: () => import('#web/i18n/hi/gallery.json') });

/** Six categories for the wall: those with pictures and products first, in the shop's order. */
function pickSix(categories: CategorySummary[]): CategorySummary[] {
  const order = (c: CategorySummary) => (c.coverImage ? 0 : 2) + (c.productCount > 0 ? 0 : 1);
  return [...categories]
    .sort((a, b) => order(a) - order(b) || CATEGORIES.indexOf(a.name) - CATEGORIES.indexOf(b.name))
    .slice(0, CARD_COUNT);
}

export function Component() {
  const { t: shopT, lang } = useI18n();
  const t = useGalleryT();
  usePageTitle(t('gallery.title'));
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  const fallback = CATEGORIES.slice(0, CARD_COUNT).map((name) => ({
    name,
    productCount: 0,
    coverImage: null,
  }));
  const cards = isPending ? [] : pickSix(isError || data.length === 0 ? fallback : data);

  return (
    <>
      <section className="py-12 sm:py-16">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            as="h1"
            eyebrow="Gallery"
            title={t('gallery.heading')}
            description={t('gallery.intro')}
          />
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {isPending
              ? Array.from({ length: CARD_COUNT }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <li key={i} className="overflow-hidden rounded-card border border-border bg-surface">
                    <Skeleton className="aspect-[4/3] rounded-none" />
                    <div className="flex flex-col gap-2 p-5">
                      <Skeleton className="h-5 w-1/2" />
                      <Skeleton className="h-4 w-full" />
                    </div>
                  </li>
                ))
              : cards.map((c, i) => (
                  <li key={c.name}>
                    <figure className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface transition-shadow hover:shadow-soft">
                      <div className="aspect-[4/3] overflow-hidden">
                        <ResponsiveImage
                          image={c.coverImage}
                          alt={t('gallery.alt', { category: shopT(`category.${c.name}`) })}
                          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                          priority={i < 3}
                          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
                        />
                      </div>
                      <figcaption className="flex flex-1 flex-col gap-1 p-5">
                        <Link
                          to={paths.products.href(c.name)}
                          className="font-serif text-xl font-semibold underline-offset-4 hover:text-primary hover:underline"
                        >
                          {shopT(`category.${c.name}`)}
                        </Link>
                        <span className="text-base text-muted">{t(`gallery.caption.${c.name}`)}</span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="story-title" className="bg-sand/60">
        <Container className="flex flex-col gap-5 py-14 text-lg sm:py-16 lg:max-w-3xl">
          <h2 id="story-title" className="text-2xl sm:text-3xl">
            {t('gallery.whyTitle')}
          </h2>
          <p>{t('gallery.why1')}</p>
          <p>{t('gallery.why2')}</p>
          <p className="text-muted">{t('gallery.guidesText')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('gallery.guides')}>
            {CRAFT_GUIDE_INDEX.map((g) => (
              <li key={g.slug}>
                <Link
                  to={paths.craftGuide.href(g.slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-base hover:border-primary hover:text-primary"
                >
                  {guideName(g, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
