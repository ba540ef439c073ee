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
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import { CardListSkeleton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import { adminCouponsQueryOptions, createCoupon, updateCoupon } from '../api/coupons-api.ts';
import { CouponForm } from './coupon-form.tsx';
import { OffersPanel } from './offers-panel.tsx';

const SAVE_FAILED = 'Failed to save the coupon. Please try again.';
const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

function terms(c: AdminCoupon): string {
  const off =
    c.kind === 'percent'
      ? `${c.value}% off${c.maxDiscount !== null ? ` (up to ${formatRupees(c.maxDiscount)})` : ''}`
      : c.kind === 'fixed'
        ? `${formatRupees(c.value)} off`
        : 'Free shipping';
  const parts = [off];
  if (c.minSubtotal !== null) parts.push(`on ${formatRupees(c.minSubtotal)} or more`);
  if (c.categories.length) parts.push(`only ${c.categories.join(', ')}`);
  if (c.productIds.length) parts.push(`only products ${c.productIds.join(', ')}`);
  if (c.firstOrderOnly) parts.push('first order only');
  if (c.usageLimit !== null) parts.push(`${c.usageLimit} uses in all`);
  if (c.perCustomerLimit !== null) parts.push(`${c.perCustomerLimit} per customer`);
  return parts.join(' · ');
}

function windowText(c: AdminCoupon): string | null {
  if (!c.startsAt && !c.endsAt) return null;
  const from = c.startsAt ? formatDateTime(new Date(c.startsAt)) : 'now';
  return c.endsAt ? `${from} – ${formatDateTime(new Date(c.endsAt))}` : `from ${from}`;
}

/** docs/product.md §7.12, the Coupons tab: the create form, and each coupon with its figures and Edit. */
export default function CouponsTab() {
  const queryClient = useQueryClient();
  const list = useQuery(adminCouponsQueryOptions());
  const [editing, setEditing] = useState<AdminCoupon | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey });
  const onError = (error: unknown) => {
    if (!hasFieldErrors(error)) toast.error(SAVE_FAILED);
  };
  const add = useMutation({
    mutationFn: createCoupon,
    onSuccess: () => {
      toast.success(M.created);
      void refresh();
    },
    onError,
  });
  const edit = useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => {
      toast.success(M.updated);
      setEditing(null);
      void refresh();
    },
    onError,
  });

  const items = list.data?.items ?? [];
  return (
    <div className="flex flex-col gap-8">
      <FormCard title="Create Coupon" description="A code shoppers type in the cart or at checkout.">
        <CouponForm onSubmit={(body) => add.mutateAsync(body)} />
      </FormCard>

      <section aria-labelledby="admin-coupons-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-coupons-title" className="text-2xl">
            Coupons {list.data && <span className="text-muted">({items.length})</span>}
          </h2>
          <RefreshDataButton query={list} />
        </div>
        {list.isPending ? (
          <CardListSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
            <TicketPercent aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
            No coupons yet. Create the first one above.
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((c) => (
              <li
                key={c.id}
                aria-label={`Coupon ${c.code}`}
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
                    <Badge variant={c.active ? 'accent' : 'outline'}>{c.active ? 'Active' : 'Paused'}</Badge>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit coupon ${c.code}`}
                      onClick={() => setEditing(c)}
                    >
                      <Pencil aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </div>
                </div>
                <dl className="grid grid-cols-3 gap-2 border-t border-border pt-3 text-sm">
                  <div>
                    <dt className="text-muted">Uses</dt>
                    <dd className="font-semibold tabular-nums">{c.report.uses}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Revenue</dt>
                    <dd className="font-semibold tabular-nums">{formatRupees(c.report.revenue)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Discount given</dt>
                    <dd className="font-semibold tabular-nums">{formatRupees(c.report.discountGiven)}</dd>
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
        title="Edit Coupon"
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
