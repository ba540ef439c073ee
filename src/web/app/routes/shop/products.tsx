import { useNavigate, useSearchParams } from 'react-router';
import type { ProductSort } from '#shared/catalog/product-sorts.ts';
import type { Category } from '#shared/constants/categories.ts';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { ProductList } from '#web/features/catalog/components/product-list.tsx';
import { ProductListToolbar } from '#web/features/catalog/components/product-list-toolbar.tsx';
import {
  type ProductListFilters,
  parseProductFilters,
  productFiltersSearch,
  productListTitle,
  withFilters,
} from '#web/features/catalog/lib/product-filters.ts';
import { OfferBanner } from '#web/features/promotions/components/offer-banner.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { WishlistButton } from '#web/features/wishlist/components/wishlist-button.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** /products: the whole shop or one category, sorted and searched. The URL holds every filter. */
export function Component() {
  const [searchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams);
  const navigate = useNavigate();
  const t = useT();
  usePageTitle(productListTitle(t, filters.category));

  /** A picked category or sort is a step back can undo; typed search text replaces the entry. */
  function update(patch: Partial<ProductListFilters>, replace = false) {
    navigate(
      { pathname: paths.products.path, search: productFiltersSearch(withFilters(filters, patch)) },
      { replace, preventScrollReset: true },
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <BackLink to={paths.home.href()}>{t('notFound.backHome')}</BackLink>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">
          {filters.category ? t(`category.${filters.category}`) : t('nav.allProducts')}
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          {filters.category ? t('list.categoryText') : t('list.allText')}
        </p>
      </header>
      <OfferBanner />
      <ProductListToolbar
        filters={filters}
        onCategoryChange={(category: Category | null) => update({ category })}
        onSortChange={(sort: ProductSort) => update({ sort })}
        onSearchChange={(q) => update({ q }, true)}
      />
      <ProductList
        filters={filters}
        renderAction={(product) => <AddToCartButton product={product} />}
        renderCorner={(product) => <WishlistButton product={product} variant="card" />}
        onShowAll={() => update({ category: null, q: '' })}
        onSearch={(q) => update({ q })}
      />
    </Container>
  );
}
