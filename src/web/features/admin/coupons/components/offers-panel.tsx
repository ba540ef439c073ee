import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import {
  OFFER_MESSAGES as M,
  type Offer,
  type OfferInput,
  offerInputSchema,
} from '#shared/promotions/offer.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api } from '#web/lib/api-client.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';
import { FormCard } from '../../shell/components/form-card.tsx';
import { isoOf } from '../../shell/lib/datetime-input.ts';
import { useCouponsT, useOfferMessages } from '../i18n.ts';

const offersQuery = {
  queryKey: [...adminKeys.all, 'offers'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<{ items: Offer[] }>('/admin/offers', { signal }),
  meta: { errorMessage: ADMIN_FETCH_FAILED },
};

type Values = { title: string; percent: string; category: string; startsAt: string; endsAt: string };
const EMPTY: Values = { title: '', percent: '', category: '', startsAt: '', endsAt: '' };
const toBody = (v: Values): OfferInput => ({
  title: v.title,
  percent: Number(v.percent || 0),
  category: (v.category || null) as OfferInput['category'],
  startsAt: isoOf(v.startsAt) ?? '',
  endsAt: isoOf(v.endsAt) ?? '',
});

/** docs/product.md §7.12: store-wide offers (a percentage off a category or everything, for a date range, no code). */
export function OffersPanel() {
  const t = useCouponsT();
  const shopT = useT();
  const { locale } = useI18n();
  const say = useOfferMessages();
  const queryClient = useQueryClient();
  const list = useQuery(offersQuery);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const form = useSchemaForm<Values, OfferInput>(offerInputSchema, {
    defaultValues: EMPTY,
    toBody,
    reword: say,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: offersQuery.queryKey });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/offers/${id}`),
    onSuccess: () => {
      toast.success(say(M.deleted));
      void refresh();
    },
  });
  return (
    <FormCard title={t('adminCoupons.offers.title')} description={t('adminCoupons.offers.description')}>
      <Form
        form={form}
        onSubmit={async (body) => {
          await api.post<Offer>('/admin/offers', body);
          toast.success(say(M.created));
          form.reset(EMPTY);
          void refresh();
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField name="title" label={t('adminCoupons.offers.banner')} />
        <TextField
          name="percent"
          label={t('adminCoupons.form.percentOff')}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          step={1}
        />
        <SelectField name="category" label={t('adminCoupons.offers.on')}>
          <option value="">{t('adminCoupons.offers.everyProduct')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {shopT(`category.${category}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <TextField name="startsAt" label={t('adminCoupons.offers.starts')} type="datetime-local" />
          <TextField name="endsAt" label={t('adminCoupons.offers.ends')} type="datetime-local" />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton pendingLabel={t('adminCoupons.form.saving')}>
            {t('adminCoupons.offers.save')}
          </SubmitButton>
        </div>
      </Form>
      {(list.data?.items.length ?? 0) > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {list.data!.items.map((offer) => (
            <li key={offer.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <span className="font-semibold">{offer.title}</span>
                <span className="text-sm text-muted">
                  {t('adminCoupons.offers.line', {
                    percent: offer.percent,
                    on: offer.category
                      ? shopT(`category.${offer.category}` as never)
                      : t('adminCoupons.offers.everyProductLower'),
                    from: formatDateTime(new Date(offer.startsAt), locale),
                    to: formatDateTime(new Date(offer.endsAt), locale),
                  })}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('adminCoupons.offers.delete', { title: offer.title })}
                onClick={() => setDeleting(offer)}
                className="text-danger hover:bg-danger/8"
              >
                <Trash2 aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('adminCoupons.offers.deleteTitle')}
        description={say(M.confirmDelete)}
        confirmLabel={t('adminCoupons.delete')}
        cancelLabel={t('adminCoupons.cancel')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </FormCard>
  );
}
