import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareQuote, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '#shared/format/dates.ts';
import type { AdminTestimonial } from '#shared/home/testimonial-admin.schemas.ts';
import { TESTIMONIAL_ADMIN_MESSAGES as M } from '#shared/home/testimonial-admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import { CardListSkeleton, LoadMoreButton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import {
  adminTestimonialsQueryOptions,
  createTestimonial,
  deleteTestimonial,
  refreshAfterTestimonialWrite,
  setTestimonialFeatured,
  updateTestimonial,
} from '../api/testimonials-api.ts';
import { useTestimonialMessages, useTestimonialsT } from '../i18n.ts';
import { TestimonialForm } from './testimonial-form.tsx';

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/**
 * docs/product.md §7.8, the Testimonials tab: the add form, Refresh Data, and the list (20 a page with 'Load
 * more') with Feature/Unfeature, edit and delete.
 */
export default function TestimonialsTab() {
  const tt = useTestimonialsT();
  const say = useTestimonialMessages();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(adminTestimonialsQueryOptions());
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const refresh = () => refreshAfterTestimonialWrite(queryClient);

  const add = useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => {
      toast.success(say(M.added));
      void refresh();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(say(M.addFailed));
    },
  });
  const edit = useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => {
      toast.success(say(M.updated));
      setEditing(null);
      void refresh();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(say(M.updateFailed));
    },
  });
  const feature = useMutation({
    mutationFn: setTestimonialFeatured,
    onSuccess: (saved) => {
      toast.success(
        saved.isFeatured ? tt('adminTestimonials.featuredToast') : tt('adminTestimonials.unfeaturedToast'),
      );
      void refresh();
    },
    onError: () => {
      toast.error(say(M.updateFailed));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => {
      toast.success(say(M.deleted));
      void refresh();
    },
    onError: () => {
      toast.error(say(M.deleteFailed));
      void refresh();
    },
  });

  // A failed load shows an empty list (docs/product.md §9.12), as the spec's dashboard does.
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  return (
    <div className="flex flex-col gap-8">
      <FormCard title={tt('adminTestimonials.addTitle')} description={tt('adminTestimonials.addDescription')}>
        <TestimonialForm onSubmit={(body) => add.mutateAsync(body)} />
      </FormCard>

      <section aria-labelledby="admin-testimonials-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-testimonials-title" className="text-2xl">
            {tt('adminTestimonials.listTitle')}{' '}
            {total !== undefined && <span className="text-muted">({total})</span>}
          </h2>
          <RefreshDataButton query={list} />
        </div>

        {list.isPending ? (
          <CardListSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
            <MessageSquareQuote aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
            {tt('adminTestimonials.empty')}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((t) => (
              <li
                key={t.id}
                className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex flex-col gap-1">
                    <h3 className="font-sans text-base font-semibold">{t.customerName}</h3>
                    {t.customerEmail && <p className="text-sm break-all text-muted">{t.customerEmail}</p>}
                    <RatingStars rating={t.rating} />
                  </div>
                  <Badge variant={t.isFeatured ? 'accent' : 'outline'}>
                    {t.isFeatured ? tt('adminTestimonials.featured') : tt('adminTestimonials.notFeatured')}
                  </Badge>
                </div>
                <p className="whitespace-pre-line">{t.reviewText}</p>
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
                  <time dateTime={t.createdAt} className="text-sm text-muted">
                    {formatDateTime(new Date(t.createdAt), locale)}
                  </time>
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={tt('adminTestimonials.edit', { name: t.customerName })}
                      onClick={() => setEditing(t)}
                    >
                      <Pencil aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={feature.isPending && feature.variables?.id === t.id}
                      aria-label={tt(
                        t.isFeatured ? 'adminTestimonials.unfeatureLabel' : 'adminTestimonials.featureLabel',
                        { name: t.customerName },
                      )}
                      onClick={() => feature.mutate({ id: t.id, isFeatured: !t.isFeatured })}
                    >
                      {t.isFeatured ? (
                        <StarOff aria-hidden="true" strokeWidth={1.75} />
                      ) : (
                        <Star aria-hidden="true" strokeWidth={1.75} />
                      )}
                      {t.isFeatured ? tt('adminTestimonials.unfeature') : tt('adminTestimonials.feature')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={tt('adminTestimonials.deleteLabel', { name: t.customerName })}
                      onClick={() => setDeleting(t)}
                      className="text-danger hover:bg-danger/8"
                    >
                      <Trash2 aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {total !== undefined && <LoadMoreButton query={list} counted={{ shown: items.length, total }} />}
      </section>

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={tt('adminTestimonials.editTitle')}
        description={editing?.customerName ?? ''}
      >
        {editing && (
          <TestimonialForm
            key={editing.id}
            testimonial={editing}
            onSubmit={(body) => edit.mutateAsync({ id: editing.id, body })}
          />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={tt('adminTestimonials.deleteTitle')}
        description={say(M.confirmDelete)}
        confirmLabel={tt('adminTestimonials.delete')}
        cancelLabel={tt('adminTestimonials.cancel')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </div>
  );
}
