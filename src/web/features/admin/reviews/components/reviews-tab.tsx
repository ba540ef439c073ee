import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, EyeOff, MessageSquareReply, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '#shared/format/dates.ts';
import type { AdminReview } from '#shared/reviews/reviews.schemas.ts';
import { REVIEW_STATUSES } from '#shared/reviews/reviews.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { CardListSkeleton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReviewFilters,
  adminReviewsQueryOptions,
  deleteReview,
  moderateReview,
  refreshAfterReviewChange,
  replyToReview,
} from '../api/reviews-api.ts';
import { useReviewMessages, useReviewsT } from '../i18n.ts';
import { HideReviewForm, ReplyForm } from './review-forms.tsx';

type Done = 'published' | 'hidden' | 'replySaved' | 'replyRemoved' | 'deleted';

/**
 * docs/product.md §7.11, the Reviews tab: reviews by verified buyers, pending first; publish, hide with a
 * reason, reply as the shop, delete. Review text is shown as text.
 */
export default function ReviewsTab() {
  const t = useReviewsT();
  const say = useReviewMessages();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AdminReviewFilters>({ status: 'pending' });
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const starsId = useId();
  const list = useQuery({ ...adminReviewsQueryOptions(filters, page), placeholderData: keepPreviousData });

  // Said here in the page's language (the server's answer says the same in English).
  const done = (what: Done) => {
    toast.success(t(`adminReviews.done.${what}`));
    return refreshAfterReviewChange(queryClient);
  };
  const failed = (error: unknown) => toast.error(say(errorMessage(error)));
  const moderate = useMutation({
    mutationFn: moderateReview,
    onSuccess: (_answer, { status }) => done(status),
    onError: failed,
  });
  const remove = useMutation({ mutationFn: deleteReview, onSuccess: () => done('deleted'), onError: failed });

  const choose = (next: AdminReviewFilters) => {
    setFilters(next);
    setPage(1);
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="admin-reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-reviews-title" className="text-2xl">
          {t('adminReviews.title')}
        </h2>
        <RefreshDataButton query={list} />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('adminReviews.showWhich')}</legend>
          {REVIEW_STATUSES.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={filters.status === status ? 'primary' : 'secondary'}
              aria-pressed={filters.status === status}
              onClick={() => choose({ ...filters, status })}
            >
              {t(`adminReviews.status.${status}`)}
              {data && <span className="tabular-nums">({data.counts[status]})</span>}
            </Button>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={starsId} className="text-sm font-semibold">
            {t('adminReviews.stars')}
          </label>
          <NativeSelect
            id={starsId}
            value={filters.stars ?? ''}
            onChange={(event) =>
              choose({
                status: filters.status,
                ...(event.target.value ? { stars: Number(event.target.value) } : {}),
              })
            }
          >
            <option value="">{t('adminReviews.allStars')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('adminReviews.starCount', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {list.isPending ? (
        <CardListSkeleton />
      ) : !data || data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
          <Star aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
          {list.isError ? t('adminReviews.loadFailed') : t(`adminReviews.empty.${filters.status}`)}
        </div>
      ) : (
        <ul aria-label={t(`adminReviews.listLabel.${filters.status}`)} className="flex flex-col gap-3">
          {data.items.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              busy={
                (moderate.isPending && moderate.variables?.id === review.id) || remove.variables === review.id
              }
              onPublish={() => moderate.mutate({ id: review.id, status: 'published' })}
              onHide={() => setHiding(review)}
              onDelete={() => setDeleting(review)}
              onReply={async (text) => {
                await replyToReview({ id: review.id, text });
                return done(text ? 'replySaved' : 'replyRemoved');
              }}
            />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t('adminReviews.pages')} className="flex items-center justify-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('adminReviews.previous')}
          </Button>
          <span className="text-sm text-muted tabular-nums">{t('adminReviews.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('adminReviews.next')}
          </Button>
        </nav>
      )}

      <AdminDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t('adminReviews.hideTitle')}
        description={t('adminReviews.hideDescription')}
      >
        {hiding && (
          <HideReviewForm
            onCancel={() => setHiding(null)}
            onSubmit={async (body) => {
              await moderate.mutateAsync({ id: hiding.id, ...body });
              setHiding(null);
            }}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('adminReviews.deleteTitle')}
        description={t('adminReviews.deleteDescription')}
        confirmLabel={t('adminReviews.delete')}
        cancelLabel={t('adminReviews.cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </section>
  );
}

interface ReviewRowProps {
  review: AdminReview;
  busy: boolean;
  onPublish: () => void;
  onHide: () => void;
  onDelete: () => void;
  onReply: (text: string) => Promise<unknown>;
}

function ReviewRow({ review, busy, onPublish, onHide, onDelete, onReply }: ReviewRowProps) {
  const t = useReviewsT();
  const { locale } = useI18n();
  const [replying, setReplying] = useState(false);
  const heading = review.title || t('adminReviews.starHeading', { stars: review.stars });
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <a
            href={paths.product.href({ id: review.productId })}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-muted hover:text-primary hover:underline"
          >
            {review.productName}
          </a>
          <h3 className="font-sans text-base font-semibold break-words">{heading}</h3>
          <RatingStars rating={review.stars} />
        </div>
        <Badge
          variant={
            review.status === 'pending' ? 'accent' : review.status === 'hidden' ? 'outline' : 'secondary'
          }
        >
          {t(`adminReviews.status.${review.status}`)}
        </Badge>
      </div>
      {review.body && <p className="break-words whitespace-pre-line">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul aria-label={t('adminReviews.photos')} className="flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.variants?.[0]?.url ?? photo.url}
                  alt={t('adminReviews.photoAlt', {
                    number: index + 1,
                    count: review.photos.length,
                    author: review.authorName,
                  })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-control object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted">
        {review.authorName} · <span className="break-all">{review.customerEmail}</span> ·{' '}
        <time dateTime={review.createdAt}>{formatDateTime(new Date(review.createdAt), locale)}</time>
        {review.helpful > 0 && t('adminReviews.helpful', { count: review.helpful })}
      </p>
      {review.status === 'hidden' && review.hiddenReason && (
        <p className="text-sm">
          <span className="font-semibold">{t('adminReviews.hiddenBecause')}</span>
          {review.hiddenReason}
        </p>
      )}
      {review.reply && !replying && (
        <div className="rounded-control border-l-4 border-primary bg-sand/60 px-3 py-2 text-sm">
          <p className="font-semibold">{t('adminReviews.replyFromShop')}</p>
          <p className="break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {replying ? (
        <ReplyForm
          initial={review.reply?.text ?? ''}
          onCancel={() => setReplying(false)}
          onSubmit={async (text) => {
            await onReply(text);
            setReplying(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2 pt-1">
          {review.status !== 'published' && (
            <Button size="sm" disabled={busy} onClick={onPublish}>
              <Check aria-hidden="true" strokeWidth={1.75} />
              {t('adminReviews.publish')}
            </Button>
          )}
          {review.status !== 'hidden' && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onHide}>
              <EyeOff aria-hidden="true" strokeWidth={1.75} />
              {t('adminReviews.hide')}
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" strokeWidth={1.75} />
            {review.reply ? t('adminReviews.editReply') : t('adminReviews.reply')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={onDelete}
            className="text-danger hover:bg-danger/8"
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
            {t('adminReviews.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
