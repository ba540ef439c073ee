import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CategorySummary } from '#shared/catalog/catalog.schemas.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import { Container } from '#web/components/ui/container.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { CRAFT_GUIDE_INDEX } from '#web/features/craft-guides/lib/guide-index.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

const CARD_COUNT = 6;

const CAPTIONS: Record<Category, string> = {
  'Dream Catcher': 'Webs knotted from one unbroken thread, finished with feathers and beads.',
  Embroidery: 'Afternoons of satin stitch and French knots on soft cotton.',
  'Lippan Arts': 'Clay ropes and tiny mirrors, the way Kutch has done it for centuries.',
  'Resin Art Work': 'Garland flowers and ocean blues, held still in clear resin.',
  Illustration: 'Ink and watercolour stories of everyday India.',
  Candles: 'Soy wax poured by hand, left to cure for two quiet weeks.',
  Calligraphy: 'Names and verses written stroke by stroke, with no undo.',
  'Hair Accessories': 'Festive offcuts turned into scrunchies, bows and clips.',
  Others: 'Small pieces that do not fit a box, made with the same care.',
};

/** Six categories for the wall: those with pictures and products first, in the shop's order. */
function pickSix(categories: CategorySummary[]): CategorySummary[] {
  const order = (c: CategorySummary) => (c.coverImage ? 0 : 2) + (c.productCount > 0 ? 0 : 1);
  return [...categories]
    .sort((a, b) => order(a) - order(b) || CATEGORIES.indexOf(a.name) - CATEGORIES.indexOf(b.name))
    .slice(0, CARD_COUNT);
}

export function Component() {
  usePageTitle('Gallery');
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
            title="Stories from the Workbench"
            description="A look at the crafts our artisans practise, and the hands behind them."
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
                          alt={`${c.name}, handmade by our artisans`}
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
                          {c.name}
                        </Link>
                        <span className="text-base text-muted">{CAPTIONS[c.name]}</span>
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
            Why we make things by hand
          </h2>
          <p>
            A machine can make a thousand identical things in an hour. A craftsperson makes one, and puts a
            little of themselves into it: the way they tie a knot, the colours they reach for, the pattern
            their grandmother taught them.
          </p>
          <p>
            These photographs are a small window into that work. Behind every piece is a kitchen table, a
            quiet corner of a home or a sunny studio somewhere in India, and hours of patient making. When you
            bring one of these pieces home, you carry that story forward.
          </p>
          <p className="text-muted">
            Want to know how they are made? Our craft guides walk through each process, step by step.
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Craft guides">
            {CRAFT_GUIDE_INDEX.map((g) => (
              <li key={g.slug}>
                <Link
                  to={paths.craftGuide.href(g.slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-base hover:border-primary hover:text-primary"
                >
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
