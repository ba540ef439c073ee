import { useMutation } from '@tanstack/react-query';
import { Loader2, ShoppingBag, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CART_RECOVERY_MESSAGES } from '#shared/cart-recovery/cart-recovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { cartRecoveryApi } from '#web/features/cart/api/cart-recovery-api.ts';
import { useCartT } from '#web/features/cart/i18n.ts';
import { restoreCart } from '#web/features/cart/lib/restore-cart.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * /cart/restore?token=… (docs/product.md §9.20): a cart reminder's link. The page asks the server for the cart
 * priced now and puts it in this browser's cart (any device); the request is sent by the page, never by a mail
 * scanner fetching the link.
 */
export function Component() {
  const t = useCartT();
  usePageTitle(t('cart.restore.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const restore = useMutation({
    mutationFn: async (value: string) => {
      const restored = await cartRecoveryApi.restore(value);
      return { ...restoreCart(restored), couponCode: restored.couponCode };
    },
  });
  const { mutate } = restore;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const shop = (
    <Button asChild size="lg" variant="secondary">
      <Link to={paths.home.href()}>{t('cart.restore.backToShop')}</Link>
    </Button>
  );
  if (restore.isSuccess && restore.data.saved) {
    const { soldOut, gone, couponCode } = restore.data;
    return (
      <PageMessage
        icon={<ShoppingBag aria-hidden="true" />}
        title={t('cart.restore.doneTitle')}
        action={
          <Button asChild size="lg">
            <Link to={paths.cart.href()}>{t('cart.restore.openCart')}</Link>
          </Button>
        }
      >
        <p role="status">{t('cart.restore.done')}</p>
        {soldOut.length > 0 && <p>{t('cart.restore.soldOut', { names: soldOut.join(', ') })}</p>}
        {gone > 0 && <p>{t('cart.restore.gone', { count: gone })}</p>}
        {couponCode && <p>{t('cart.restore.coupon', { code: couponCode })}</p>}
      </PageMessage>
    );
  }
  if (!token || restore.isError || restore.isSuccess) {
    const error = restore.error;
    const message = restore.isSuccess
      ? t('cart.restore.storageFailed')
      : error instanceof ApiError && error.message === CART_RECOVERY_MESSAGES.linkExpired
        ? t('cart.restore.expired')
        : error instanceof ApiError && error.message !== CART_RECOVERY_MESSAGES.linkInvalid
          ? error.message
          : t('cart.restore.invalid');
    return (
      <PageMessage icon={<TriangleAlert aria-hidden="true" />} title={t('cart.restore.title')} action={shop}>
        <p role="alert">{message}</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      icon={<Loader2 aria-hidden="true" className="animate-spin" />}
      title={t('cart.restore.title')}
    >
      <p role="status">{t('cart.restore.pending')}</p>
    </PageMessage>
  );
}
