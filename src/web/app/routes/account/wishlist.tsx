import { Heart, RotateCcw, ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { PleaseLogin } from '#web/features/auth/components/please-login.tsx';
import { AddToCartButton } from '#web/features/cart/components/add-to-cart-button.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { WishlistList, WishlistSkeleton } from '#web/features/wishlist/components/wishlist-list.tsx';
import { useWishlist, useWishlistChange } from '#web/features/wishlist/hooks/use-wishlist.ts';
import { useWishlistT } from '#web/features/wishlist/i18n.ts';

/** /wishlist (docs/product.md §5.5): the signed-in shopper's saved products; 'Please Login' for guests. */
export function Component() {
  const t = useWishlistT();
  usePageTitle(t('wishlist.pageTitle'));
  const { session, query } = useWishlist();
  const change = useWishlistChange();
  const heading = useRef<HTMLHeadingElement>(null);

  if (session.status === 'signed-out') {
    return (
      <PleaseLogin icon={<Heart aria-hidden="true" />}>
        <p>{t('wishlist.signInText')}</p>
      </PleaseLogin>
    );
  }

  const items = query.data;
  if (items?.length === 0) {
    return (
      <PageMessage
        icon={<Heart aria-hidden="true" />}
        title={t('wishlist.emptyTitle')}
        action={
          <Button asChild size="lg">
            <Link to={paths.products.href()}>
              <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
              {t('wishlist.browseProducts')}
            </Link>
          </Button>
        }
      >
        <p>{t('wishlist.emptyText')}</p>
      </PageMessage>
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col gap-1">
        <h1 ref={heading} tabIndex={-1} className="text-3xl focus:outline-none sm:text-4xl">
          {t('wishlist.title')}
        </h1>
        {items && (
          <p className="text-lg text-muted" role="status">
            {t('wishlist.saved', { count: items.length })}
          </p>
        )}
      </header>

      {items ? (
        <WishlistList
          items={items}
          renderAction={(product) => <AddToCartButton product={product} />}
          onRemove={(item) => {
            if (!session.user) return;
            change.mutate({ userId: session.user.id, product: item.product, add: false });
            // The row and its button go at once: keep the keyboard on the page, not lost on <body>.
            heading.current?.focus();
          }}
        />
      ) : query.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center">
          <p className="text-lg" role="alert">
            {t('wishlist.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCcw
              aria-hidden="true"
              strokeWidth={1.75}
              className={query.isFetching ? 'animate-spin' : undefined}
            />
            {t('wishlist.tryAgain')}
          </Button>
        </div>
      ) : (
        <WishlistSkeleton />
      )}
    </Container>
  );
}
