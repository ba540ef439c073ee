import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { type AdminCoupon, COUPON_ADMIN_MESSAGES as M } from '#shared/promotions/coupon.schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import { CardListSkeleton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import { adminCouponsQueryOptions, createCoupon, updateCoupon } from '../api/coupons-api.ts';
import { useCouponMessages, useCouponsT } from '../i18n.ts';
import { CouponForm } from './coupon-form.tsx';
import { OffersPanel } from './offers-panel.tsx';

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/** A coupon's terms in one line, and its dates, in the page's language. */
function useCouponText() {
  const t = useCouponsT();
  const shopT = useT();
  const { locale } = useI18n();
  const rupees = (paise: number) => formatRupees(paise, locale);
  const when = (iso: string) => formatDateTime(new Date(iso), locale);

  function terms(c: AdminCoupon): string {
    const off =
      c.kind === 'percent'
        ? c.maxDiscount !== null
          ? t('adminCoupons.terms.percentOffCapped', { percent: c.value, cap: rupees(c.maxDiscount) })
          : t('adminCoupons.terms.percentOff', { percent: c.value })
        : c.kind === 'fixed'
          ? t('adminCoupons.terms.fixedOff', { amount: rupees(c.value) })
          : t('adminCoupons.freeShipping');
    const parts = [off];
    if (c.minSubtotal !== null)
      parts.push(t('adminCoupons.terms.minSubtotal', { amount: rupees(c.minSubtotal) }));
    if (c.categories.length) {
      const categories = c.categories.map((category) => shopT(`category.${category}` as never)).join(', ');
      parts.push(t('adminCoupons.terms.onlyCategories', { categories }));
    }
    if (c.products.length)
      parts.push(t('adminCoupons.terms.onlyProducts', { names: c.products.map((p) => p.name).join(', ') }));
    if (c.firstOrderOnly) parts.push(t('adminCoupons.terms.firstOrderOnly'));
    if (c.usageLimit !== null) parts.push(t('adminCoupons.terms.usageLimit', { limit: c.usageLimit }));
    if (c.perCustomerLimit !== null)
      parts.push(t('adminCoupons.terms.perCustomer', { limit: c.perCustomerLimit }));
    return parts.join(' · ');
  }

  function windowText(c: AdminCoupon): string | null {
    if (!c.startsAt && !c.endsAt) return null;
    const from = c.startsAt ? when(c.startsAt) : t('adminCoupons.window.now');
    return c.endsAt
      ? t('adminCoupons.window.range', { from, to: when(c.endsAt) })
      : t('adminCoupons.window.from', { from });
  }

  return { terms, windowText, rupees };
}

/** docs/product.md §7.12, the Coupons tab: the create form, and each coupon with its figures and Edit. */
export default function CouponsTab() {
  const t = useCouponsT();
  const say = useCouponMessages();
  const { terms, windowText, rupees } = useCouponText();
  const queryClient = useQueryClient();
  const list = useQuery(adminCouponsQueryOptions());
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey });
  const onError = (error: unknown) => {
    if (!hasFieldErrors(error)) toast.error(t('adminCoupons.saveFailed'));
  };
  const add = useMutation({
    mutationFn: createCoupon,
    onSuccess: () => {
      toast.success(say(M.created));
      void refresh();
    },
    onError,
  });
  const edit = useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => {
      toast.success(say(M.updated));
      setEditing(null);
      void refresh();
    },
    onError,
  });

  const items = list.data?.items ?? [];
  return (
    <div className="flex flex-col gap-8">
      <FormCard title={t('adminCoupons.createTitle')} description={t('adminCoupons.createDescription')}>
        <CouponForm onSubmit={(body) => add.mutateAsync(body)} />
      </FormCard>

      <section aria-labelledby="admin-coupons-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-coupons-title" className="text-2xl">
            {t('adminCoupons.listTitle')} {list.data && <span className="text-muted">({items.length})</span>}
          </h2>
          <RefreshDataButton query={list} />
        </div>
        {list.isPending ? (
          <CardListSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
            <TicketPercent aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
            {t('adminCoupons.empty')}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((c) => (
              <li
                key={c.id}
                aria-label={t('adminCoupons.couponLabel', { code: c.code })}
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex flex-col gap-1">
                    <h3 className="font-sans text-base font-semibold tracking-wide">{c.code}</h3>
                    {c.description && <p className="text-sm text-muted">{c.description}</p>}
                    <p className="text-sm">{terms(c)}</p>
                    {windowText(c) && <p className="text-sm text-muted">{windowText(c)}</p>}
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={c.active ? 'accent' : 'outline'}>
                      {c.active ? t('adminCoupons.active') : t('adminCoupons.paused')}
                    </Badge>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('adminCoupons.edit', { code: c.code })}
                      onClick={() => setEditing(c)}
                    >
                      <Pencil aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </div>
                </div>
                <dl className="grid grid-cols-3 gap-2 border-t border-border pt-3 text-sm">
                  <div>
                    <dt className="text-muted">{t('adminCoupons.uses')}</dt>
                    <dd className="font-semibold tabular-nums">{c.report.uses}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('adminCoupons.revenue')}</dt>
                    <dd className="font-semibold tabular-nums">{rupees(c.report.revenue)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t('adminCoupons.discountGiven')}</dt>
                    <dd className="font-semibold tabular-nums">{rupees(c.report.discountGiven)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <OffersPanel />

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('adminCoupons.editTitle')}
        description={editing?.code ?? ''}
      >
        {editing && (
          <CouponForm
            key={editing.id}
            coupon={editing}
            onSubmit={(body) => edit.mutateAsync({ id: editing.id, body })}
          />
        )}
      </AdminDialog>
    </div>
  );
}
