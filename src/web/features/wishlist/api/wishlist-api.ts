import { queryOptions } from '@tanstack/react-query';
import type { WishlistItem } from '#shared/wishlist/wishlist.ts';
import { api } from '#web/lib/api-client.ts';

/** The signed-in shopper's wishlist (`/api/me/wishlist`), one cache entry per user. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (userId: string) => ['wishlist', userId] as const,
};

/** Newest first, as the server sends it. Every heart and the /wishlist page read this one query. */
export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.of(userId),
    queryFn: ({ signal }) =>
      api.get<{ items: WishlistItem[] }>('/me/wishlist', { signal }).then(({ items }) => items),
  });

export const wishlistApi = {
  add: (productId: number) =>
    api.post<{ item: WishlistItem; message: string }>('/me/wishlist', { productId }),
  remove: (productId: number) => api.delete<{ message: string }>(`/me/wishlist/${productId}`),
};
