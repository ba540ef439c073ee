import {
  DEFAULT_PRODUCT_SORT,
  defaultSortFor,
  isProductSort,
  type ProductSort,
} from '#shared/catalog/product-sorts.ts';
import { type Category, isCategory } from '#shared/constants/categories.ts';
import type { StorefrontT } from '#web/lib/i18n.tsx';

/** The server refuses longer search text (400); the list never sends more. */
export const SEARCH_MAX_LENGTH = 100;

/** The /products list's filters. The URL is their only home: `?category=…&sort=…&q=…`. */
export interface ProductListFilters {
  /** `null`: all categories. */
  category: Category | null;
  sort: ProductSort;
  /** Trimmed search text; '' when not searching. */
  q: string;
}

export const DEFAULT_PRODUCT_FILTERS: ProductListFilters = {
  category: null,
  sort: DEFAULT_PRODUCT_SORT,
  q: '',
};

export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

/**
 * Read the filters from the URL. Anything the server would refuse (an unknown category or sort) reads as
 * the default, so an old or hand-typed link still shows products instead of an error. Without a sort, a search
 * shows its best matches first (decision 067); best match without a search is the newest.
 */
export function parseProductFilters(params: URLSearchParams): ProductListFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const q = normalizeSearch(params.get('q') ?? '');
  return {
    category: category !== null && isCategory(category) ? category : null,
    sort: sort !== null && isProductSort(sort) && (sort !== 'relevance' || q) ? sort : defaultSortFor(q),
    q,
  };
}

/**
 * The query string for some filters, defaults left out: `''`, `?category=Candles`, `?sort=price_asc&q=bell`.
 * Spaces are `%20` like `productsHref`, so a picked category gives the same URL as the category links.
 */
export function productFiltersSearch(filters: Partial<ProductListFilters>): string {
  const parts: string[] = [];
  if (filters.category) parts.push(`category=${encodeURIComponent(filters.category)}`);
  const q = normalizeSearch(filters.q ?? '');
  if (filters.sort && filters.sort !== defaultSortFor(q) && (filters.sort !== 'relevance' || q))
    parts.push(`sort=${filters.sort}`);
  if (q) parts.push(`q=${encodeURIComponent(q)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The filters with some of them changed, for the next URL. */
export function withFilters(
  current: ProductListFilters,
  patch: Partial<ProductListFilters>,
): ProductListFilters {
  const q = normalizeSearch(patch.q ?? current.q);
  // A sort left at its default follows the search: best match while searching, newest after.
  const sort = patch.sort ?? (current.sort === defaultSortFor(current.q) ? defaultSortFor(q) : current.sort);
  return { ...current, ...patch, q, sort };
}

/** 'Showing 12 products in Candles' (docs/product.md §3.4), in the page's language. */
export function showingLine(t: StorefrontT, total: number, category: Category | null): string {
  return t('list.showing', {
    count: total,
    category: category ? t(`category.${category}`) : t('list.allCategories'),
  });
}

/** document.title of the list (the server sends the same on the first load). */
export function productListTitle(t: StorefrontT, category: Category | null): string {
  return category ? t('list.titleCategory', { category: t(`category.${category}`) }) : t('nav.allProducts');
}
