import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CategorySummary } from '#shared/catalog/catalog.schemas.ts';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { categoriesQueryOptions } from '../api/get-categories.ts';

const GRID = 'grid grid-cols-3 gap-3 sm:gap-5 lg:gap-6';
const SIZES = '(min-width: 1200px) 380px, 33vw';

function CategoryCard({
  name,
  count,
  cover,
}: {
  name: CategorySummary['name'];
  count: number | null;
  cover: CategorySummary['coverImage'];
}) {
  const t = useT();
  const label = count === null ? null : count === 0 ? t('home.comingSoon') : t('home.items', { count });
  return (
    <li>
      <Link
        to={paths.products.href(name)}
        className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface transition-shadow duration-200 hover:shadow-soft"
      >
        <div className="aspect-square overflow-hidden md:aspect-[4/3] lg:aspect-[16/10]">
          <ResponsiveImage
            image={cover}
            alt=""
            sizes={SIZES}
            className="size-full transition-transform duration-300 group-hover:scale-[1.04]"
          />
        </div>
        <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:p-4">
          <h3 className="font-serif text-sm leading-snug font-semibold sm:text-lg">
            {t(`category.${name}`)}
          </h3>
          {label && <p className={count === 0 ? 'text-sm text-muted' : 'text-sm text-muted'}>{label}</p>}
        </div>
      </Link>
    </li>
  );
}

/** The nine categories as picture cards, each opening /products?category={name}. */
export function CategoryGrid() {
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  const t = useT();

  if (isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">{t('home.loadingCategories')}</span>
        {CATEGORIES.map((name) => (
          <div key={name} className="overflow-hidden rounded-card border border-border bg-surface">
            <Skeleton className="aspect-square rounded-none md:aspect-[4/3] lg:aspect-[16/10]" />
            <div className="flex flex-col gap-2 p-2.5 sm:p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3.5 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  // docs/product.md §9.12: a failed load is quiet; the nine categories are still worth showing, just without counts.
  const byName = new Map((isError ? [] : data).map((c) => [c.name, c]));
  return (
    <ul className={GRID}>
      {CATEGORIES.map((name) => {
        const summary = byName.get(name);
        return (
          <CategoryCard
            key={name}
            name={name}
            count={summary?.productCount ?? null}
            cover={summary?.coverImage ?? null}
          />
        );
      })}
    </ul>
  );
}
