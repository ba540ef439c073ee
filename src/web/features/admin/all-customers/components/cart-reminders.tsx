import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type {
  CartRecoveryAdmin,
  CartRecoverySettingsInput,
} from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, api } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAllCustomersT } from '../i18n.ts';
import { StatCard } from './stat-card.tsx';

const cartRecoveryKey = ['admin', 'cart-recovery'] as const;

/**
 * Cart reminders (docs/product.md §9.20, decision 075): the owner's switch and coupon, and the last 30 days' figures
 * with the recovered revenue. A refused code is said beside its field.
 */
export function CartReminders() {
  const t = useAllCustomersT();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: cartRecoveryKey,
    queryFn: ({ signal }) => api.get<CartRecoveryAdmin>('/admin/cart-recovery', { signal }),
  });
  const [enabled, setEnabled] = useState(false);
  const [coupon, setCoupon] = useState('');
  useEffect(() => {
    if (!view.data) return;
    setEnabled(view.data.enabled);
    setCoupon(view.data.couponCode ?? '');
  }, [view.data]);
  const save = useMutation({
    mutationFn: (body: CartRecoverySettingsInput) => api.put<CartRecoveryAdmin>('/admin/cart-recovery', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(cartRecoveryKey, saved);
      toast.success(t('carts.saved'));
    },
    onError: (error) =>
      toast.error(t('carts.notSaved'), {
        description: error instanceof ApiError ? error.message : undefined,
      }),
  });
  const couponError = save.error instanceof ApiError ? save.error.fields?.couponCode : undefined;
  const ids = { switch: useId(), coupon: useId(), couponError: useId() };
  const figures = view.data;

  return (
    <section aria-labelledby="cart-reminders-heading" className="flex flex-col gap-4">
      <div>
        <h3 id="cart-reminders-heading" className="text-xl">
          {t('carts.heading')}
        </h3>
        <p className="text-sm text-muted">{t('carts.intro')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('carts.remembered')} value={figures?.remembered} />
        <StatCard label={t('carts.reminded')} value={figures?.reminded} />
        <StatCard label={t('carts.recoveredOrders')} value={figures?.recoveredOrders} />
        <StatCard
          label={t('carts.recoveredRevenue')}
          value={figures && formatRupees(figures.recoveredRevenue, locale)}
        />
      </div>
      <form
        className="flex max-w-md flex-col gap-4 rounded-card border border-border bg-surface p-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ enabled, couponCode: coupon.trim() || null });
        }}
      >
        <label htmlFor={ids.switch} className="inline-flex items-center gap-2 font-semibold">
          <input
            id={ids.switch}
            type="checkbox"
            className="size-4 accent-primary"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('carts.enabled')}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.coupon} className="font-semibold">
            {t('carts.coupon')}
          </label>
          <input
            id={ids.coupon}
            className="h-11 rounded-md border border-border bg-surface px-3 uppercase"
            value={coupon}
            maxLength={40}
            aria-invalid={couponError ? true : undefined}
            aria-describedby={couponError ? ids.couponError : undefined}
            onChange={(event) => setCoupon(event.target.value)}
          />
          <p className="text-sm text-muted">{t('carts.couponHint')}</p>
          {couponError && (
            <p id={ids.couponError} role="alert" className="text-sm text-danger">
              {t('carts.couponUnknown')}
            </p>
          )}
        </div>
        <Button type="submit" disabled={save.isPending || !view.data} className="self-start">
          {t('carts.save')}
        </Button>
      </form>
    </section>
  );
}
