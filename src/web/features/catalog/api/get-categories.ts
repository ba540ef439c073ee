import { queryOptions } from '@tanstack/react-query';
import type { CategorySummary } from '#shared/catalog/catalog.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const categoryKeys = {
  all: ['categories'] as const,
};

export async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  const { items } = await api.get<{ items: CategorySummary[] }>('/categories', { signal });
  return items;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60 * 1000,
  });
