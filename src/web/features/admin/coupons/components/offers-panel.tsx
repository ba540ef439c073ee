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
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';
import { FormCard } from '../../shell/components/form-card.tsx';
import { isoOf } from '../../shell/lib/datetime-input.ts';

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
  const queryClient = useQueryClient();
  const list = useQuery(offersQuery);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const form = useSchemaForm<Values, OfferInput>(offerInputSchema, { defaultValues: EMPTY, toBody });
  const refresh = () => queryClient.invalidateQueries({ queryKey: offersQuery.queryKey });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/offers/${id}`),
    onSuccess: () => {
      toast.success(M.deleted);
      void refresh();
    },
  });
  return (
    <FormCard
      title="Store-wide Offers"
      description="A percentage off one category or everything, for a date range, without a code. Prices and a banner change by themselves."
    >
      <Form
        form={form}
        onSubmit={async (body) => {
          await api.post<Offer>('/admin/offers', body);
          toast.success(M.created);
          form.reset(EMPTY);
          void refresh();
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField name="title" label="Banner text" />
        <TextField
          name="percent"
          label="Percent off"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          step={1}
        />
        <SelectField name="category" label="On">
          <option value="">Every product</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <TextField name="startsAt" label="Starts" type="datetime-local" />
          <TextField name="endsAt" label="Ends" type="datetime-local" />
        </div>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton pendingLabel="Saving...">Save Offer</SubmitButton>
        </div>
      </Form>
      {(list.data?.items.length ?? 0) > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {list.data!.items.map((offer) => (
            <li key={offer.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <span className="font-semibold">{offer.title}</span>
                <span className="text-sm text-muted">
                  {offer.percent}% off {offer.category ?? 'every product'} ·{' '}
                  {formatDateTime(new Date(offer.startsAt))} – {formatDateTime(new Date(offer.endsAt))}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete offer ${offer.title}`}
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
        title="Delete Offer"
        description={M.confirmDelete}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </FormCard>
  );
}
