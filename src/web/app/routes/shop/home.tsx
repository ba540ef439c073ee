import { useQuery } from '@tanstack/react-query';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Container } from '#web/components/ui/container.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { CategoryGrid } from '#web/features/catalog/components/category-grid.tsx';
import { Hero } from '#web/features/home/components/hero.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { WishlistButton } from '#web/features/wishlist/components/wishlist-button.tsx';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';
import { useT } from '#web/lib/i18n.tsx';

// Below the fold on every screen: their code arrives once the page is live, not with the page's first code
// (issue 17's JS budget). The server renders them in full.
const FeaturedProducts = deferredPart(() =>
  import('#web/features/catalog/components/featured-products.tsx').then((m) => m.FeaturedProducts),
);
const TestimonialsSection = deferredPart(() =>
  import('#web/features/home/components/testimonials.tsx').then((m) => m.TestimonialsSection),
);
const TrustBadges = deferredPart(() =>
  import('#web/features/home/components/trust-badges.tsx').then((m) => m.TrustBadges),
);

/** Up to three category covers for the hero collage, taking categories that have products first. */
function useHeroCovers(): ProductImage[] | undefined {
  const { data, isPending } = useQuery(categoriesQueryOptions());
  if (isPending) return undefined;
  return [...(data ?? [])]
    .sort((a, b) => Number(b.productCount > 0) - Number(a.productCount > 0))
    .flatMap((c) => (c.coverImage ? [c.coverImage] : []))
    .slice(0, 3);
}

export function Component() {
  usePageTitle(null);
  const settings = useStoreSettings();
  const t = useT();
  const freeShippingOver = formatRupees(settings.freeShippingThreshold);
  const heroCovers = useHeroCovers();

  return (
    <>
      <Hero
        freeShippingText={t('hero.freeShipping', { amount: freeShippingOver })}
        fallbackImages={heroCovers}
      />

      <section aria-labelledby="categories-title" className="py-14 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            id="categories-title"
            eyebrow={t('home.shopByCraft')}
            title={t('home.exploreCategories')}
            description={t('home.categoriesText')}
          />
          <CategoryGrid />
        </Container>
      </section>

      <section aria-labelledby="featured-title" className="bg-sand/50 py-14 sm:py-20">
        <Container className="flex flex-col gap-10">
          <SectionHeading
            id="featured-title"
            eyebrow={t('home.fromWorkbench')}
            title={t('home.featured')}
            description={t('home.featuredText')}
          />
          <FeaturedProducts
            renderAction={(product) => <AddToCartButton product={product} />}
            renderCorner={(product) => <WishlistButton product={product} variant="card" />}
          />
        </Container>
      </section>

      <TestimonialsSection />
      <TrustBadges freeShippingOver={freeShippingOver} />
    </>
  );
}
