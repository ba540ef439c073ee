import { useMutation, useQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageSquareQuote, ThumbsUp } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import type { PublicReview, ReviewSummary } from '#shared/reviews/reviews.schemas.ts';
import { REVIEW_SORTS, type ReviewSort } from '#shared/reviews/reviews.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatIsoDate } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { lazyToast } from '#web/lib/lazy-toast.ts';
import { markReviewHelpful, productReviewsQueryOptions } from '../api/product-reviews.ts';
import { useReviewMessages, useReviewsT } from '../i18n.ts';

// The larger photo is a dialog: its code loads only when a shopper opens one.
const ReviewPhotoViewer = lazy(() => import('./review-photo-viewer.tsx'));

interface ProductReviewsProps {
  productId: number;
  /** The shop's name, over its replies. */
  storeName: string;
}

/** The product page's reviews (docs/product.md §3.10): summary, stars' distribution, the list, paging. */
export function ProductReviews({ productId, storeName }: ProductReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const query = useQuery(productReviewsQueryOptions(productId, sort, page));
  const sectionRef = useRef<HTMLElement>(null);
  const sortId = useId();
  const t = useReviewsT();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby="reviews-title"
      aria-busy={query.isFetching}
      className="ui-container flex scroll-mt-20 flex-col gap-6 py-8 sm:py-10"
    >
      <h2 id="reviews-title" className="text-2xl sm:text-3xl">
        {t('reviews.customerReviews')}
      </h2>
      {!data ? (
        query.isError ? (
          <div className="flex flex-wrap items-center gap-3" role="alert">
            <p className="text-muted">{t('reviews.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('reviews.tryAgain')}
            </Button>
          </div>
        ) : (
          <ReviewsSkeleton />
        )
      ) : data.summary.count === 0 ? (
        <p className="text-muted">{t('reviews.none')}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-12">
          <ReviewSummaryPanel summary={data.summary} />
          <div className="flex min-w-0 flex-col gap-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-muted" aria-live="polite">
                {t('reviews.count', { count: data.total })}
                {pages > 1 && t('reviews.pageOf', { page: data.page, pages })}
              </p>
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm font-semibold">
                  {t('reviews.sort')}
                </label>
                <NativeSelect
                  id={sortId}
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                >
                  {REVIEW_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {t(`reviews.sort.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <ol className="flex flex-col divide-y divide-border">
              {data.items.map((review) => (
                <li key={review.id} className="py-5 first:pt-0">
                  <ReviewItem review={review} storeName={storeName} />
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav aria-label={t('reviews.pages')} className="flex items-center justify-between gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('reviews.previous')}
                </Button>
                <span className="text-sm text-muted">{t('reviews.page', { page: data.page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {t('reviews.next')}
                </Button>
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function ReviewSummaryPanel({ summary }: { summary: ReviewSummary }) {
  const t = useReviewsT();
  const average = summary.average ?? 0;
  return (
    <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 lg:self-start">
      <div className="flex items-center gap-3">
        <span className="text-4xl font-semibold tabular-nums" aria-hidden="true">
          {average.toFixed(1)}
        </span>
        <div className="flex flex-col gap-1">
          <RatingStars rating={average} size={18} />
          <span className="text-sm text-muted">{t('reviews.basedOn', { count: summary.count })}</span>
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('reviews.byStars')}</caption>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
            return (
              <tr key={stars}>
                <th scope="row" className="w-14 py-1 pr-2 text-left font-normal whitespace-nowrap">
                  {t('reviews.stars', { count: stars })}
                </th>
                <td className="py-1">
                  <span aria-hidden="true" className="block h-2.5 overflow-hidden rounded-full bg-sand">
                    <span className="block h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
                  </span>
                </td>
                <td className="w-10 py-1 pl-2 text-right tabular-nums text-muted">{n}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One published review: stars, title, author with the verified badge, what they bought, text, photos, votes, reply. */
export function ReviewItem({ review, storeName }: { review: PublicReview; storeName: string }) {
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const t = useReviewsT();
  const { lang, locale } = useI18n();
  const bought =
    review.bought &&
    (lang === 'hi' ? (review.bought.optionsHi ?? review.bought.options) : review.bought.options);
  return (
    <article className="flex flex-col gap-2" aria-label={t('reviews.reviewBy', { name: review.authorName })}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.stars} />
        {review.title && <h3 className="text-base font-semibold break-words">{review.title}</h3>}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span className="font-semibold text-foreground">{review.authorName}</span>
        <Badge>
          <BadgeCheck aria-hidden="true" />
          {t('reviews.verifiedBuyer')}
        </Badge>
        <time dateTime={review.publishedAt}>{formatIsoDate(review.publishedAt, locale)}</time>
        {bought && <span>{t('reviews.bought', { options: bought })}</span>}
      </p>
      {/* Text only: whatever a reviewer typed is shown as typed, never as markup. */}
      {review.body && <p className="break-words whitespace-pre-line">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul aria-label={t('reviews.photos')} className="flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setOpenPhoto(index)}
                className="block overflow-hidden rounded-control focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <img
                  src={thumbnailOf(photo)}
                  alt={t('reviews.photoOpen', {
                    index: index + 1,
                    count: review.photos.length,
                    name: review.authorName,
                  })}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {openPhoto !== null && (
        <Suspense fallback={null}>
          <ReviewPhotoViewer
            photos={review.photos}
            start={openPhoto}
            authorName={review.authorName}
            onClose={() => setOpenPhoto(null)}
          />
        </Suspense>
      )}
      {review.reply && (
        <div className="mt-1 flex gap-3 rounded-control border-l-4 border-secondary bg-sand/60 p-3">
          <MessageSquareQuote aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-secondary" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm font-semibold">{t('reviews.replyFrom', { store: storeName })}</p>
            <p className="break-words whitespace-pre-line">{review.reply.text}</p>
          </div>
        </div>
      )}
      <HelpfulVote review={review} />
    </article>
  );
}

/** "Was this helpful?": one tap per visitor; the server counts it once and says so. */
function HelpfulVote({ review }: { review: PublicReview }) {
  const [answer, setAnswer] = useState<{ helpful: number } | null>(null);
  const t = useReviewsT();
  const say = useReviewMessages();
  const vote = useMutation({
    mutationFn: () => markReviewHelpful(review.id),
    meta: { errorMessage: t('reviews.voteFailed') },
    onSuccess: (result) => {
      setAnswer({ helpful: result.helpful });
      void lazyToast().then((toast) => toast.success(say(result.message)));
    },
  });
  const helpful = answer?.helpful ?? review.helpful;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{t('reviews.wasHelpful')}</span>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={answer !== null}
        disabled={answer !== null || vote.isPending}
        onClick={() => vote.mutate()}
      >
        <ThumbsUp aria-hidden="true" />
        {t('reviews.yes', { count: helpful })}
      </Button>
    </div>
  );
}

/** The smallest WebP variant fits a thumbnail; the stored image when there are none. */
function thumbnailOf(photo: ProductImage): string {
  const smallest = [...(photo.variants ?? [])].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? photo.url;
}

function ReviewsSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-12" aria-hidden="true">
      <Skeleton className="h-48 w-full rounded-card" />
      <div className="flex flex-col gap-4">
        {[1, 2].map((n) => (
          <div key={n} className="flex flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
