import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { WishlistItem } from '#shared/wishlist/wishlist.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { deferredToast as toast } from '#web/lib/lazy-toast.ts';
import { useCurrentPath } from '#web/lib/return-path.ts';
import { sessionQueryKey, useSession } from '#web/lib/session.ts';
import { wishlistApi, wishlistKeys, wishlistQueryOptions } from '../api/wishlist-api.ts';
import { useWishlistT } from '../i18n.ts';
import { pendingItem, wishlistIds, withItem, withoutItem } from '../lib/wishlist-list.ts';

/** The signed-in shopper's wishlist; idle (no request) while signed out. */
export function useWishlist() {
  const session = useSession();
  const userId = session.user?.id;
  const query = useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return { session, query };
}

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The saved product ids, for the hearts: every heart on a page reads the same cached list (one request),
 * and optimistic changes show at once. A failed load is quiet: the hearts just show as not saved.
 */
export function useWishlistIds(): ReadonlySet<number> {
  const { user } = useSession();
  const { data } = useQuery({
    ...wishlistQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    select: wishlistIds,
  });
  return data ?? NO_IDS;
}

/** docs/product.md §5.5: the wishlist needs an account. The toast offers the way to sign in. */
export function useLoginToast() {
  const navigate = useNavigate();
  const here = useCurrentPath();
  const t = useWishlistT();
  return () =>
    toast(t('wishlist.loginRequired'), {
      description: t('wishlist.loginRequiredText'),
      // Audit 6.1: signed in, the shopper is back on this page (the product whose heart asked).
      action: { label: t('wishlist.signIn'), onClick: () => void navigate(paths.auth.href(here)) },
    });
}

export interface WishlistChange {
  userId: string;
  product: Product;
  /** true: add to the wishlist; false: remove from it. */
  add: boolean;
}

type WishlistAnswer = Awaited<ReturnType<typeof wishlistApi.add | typeof wishlistApi.remove>>;

/**
 * Add or remove one product, optimistically: the list (and every heart) changes at once, and a failure puts
 * back just this product, so other changes made meanwhile stay. 'Item already in wishlist' (409) and a remove
 * of something already gone (404) leave the list as the shopper wanted it, then re-read it.
 */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const showLoginToast = useLoginToast();
  const t = useWishlistT();

  /** Edit the cached list, only if it was loaded (a partial list would pass for the whole one). */
  const edit = (userId: string, change: (items: WishlistItem[]) => WishlistItem[]) =>
    queryClient.setQueryData<WishlistItem[]>(wishlistKeys.of(userId), (items) => items && change(items));
  const reload = (userId: string) => queryClient.invalidateQueries({ queryKey: wishlistKeys.of(userId) });

  return useMutation<WishlistAnswer, Error, WishlistChange, { previous?: WishlistItem }>({
    mutationKey: wishlistKeys.all,
    mutationFn: ({ product, add }) => (add ? wishlistApi.add(product.id) : wishlistApi.remove(product.id)),
    onMutate: async ({ userId, product, add }) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.of(userId) });
      const previous = queryClient
        .getQueryData<WishlistItem[]>(wishlistKeys.of(userId))
        ?.find((item) => item.productId === product.id);
      edit(userId, (items) => (add ? withItem(items, pendingItem(product)) : withoutItem(items, product.id)));
      return { previous };
    },
    onSuccess: (answer, { userId, add }) => {
      if ('item' in answer) edit(userId, (items) => withItem(items, answer.item));
      if (!queryClient.getQueryData(wishlistKeys.of(userId))) void reload(userId);
      toast.success(add ? t('wishlist.added') : t('wishlist.removed'));
    },
    onError: (error, { userId, product, add }, context) => {
      const status = error instanceof ApiError ? error.status : 0;
      if (add && status === 409) {
        toast(t('wishlist.duplicate'));
        void reload(userId);
        return;
      }
      if (!add && status === 404) {
        toast(t('wishlist.notInWishlist'));
        void reload(userId);
        return;
      }
      // Undo this product's optimistic change.
      const previous = context?.previous;
      edit(userId, (items) =>
        add ? withoutItem(items, product.id) : previous ? withItem(items, previous) : items,
      );
      if (status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        showLoginToast();
        return;
      }
      toast.error(t('wishlist.updateFailed'), { description: errorMessage(error) });
    },
  });
}
