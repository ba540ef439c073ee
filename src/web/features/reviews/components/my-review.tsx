import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { MyReview } from '#shared/reviews/reviews.schemas.ts';
import { REVIEW_LIMITS } from '#shared/reviews/reviews.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { checkImageFile, sniffImageType } from '#web/features/uploads/api/upload-image.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { lazyToast } from '#web/lib/lazy-toast.ts';
import { addReviewPhoto, type MyReviewAnswer, myReviewQueryOptions } from '../api/my-review.ts';
import { useReviewsT } from '../i18n.ts';

/** The customer's own review of a product: its state, and photos while they may still be added. */
export function MyReviewCard({ review, userId }: { review: MyReview; userId: string }) {
  const photosOpenUntil = Date.parse(review.createdAt) + REVIEW_LIMITS.photosWindowHours * 3_600_000;
  const mayAddPhotos = review.photos.length < REVIEW_LIMITS.photosMax && Date.now() < photosOpenUntil;
  const t = useReviewsT();
  return (
    <article
      aria-labelledby="my-review-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-review-title" className="text-xl">
          {t('reviews.write.yourReview')}
        </h2>
        <Badge variant={review.status === 'published' ? 'soft' : 'outline'}>
          {t(`reviews.mine.status.${review.status}`)}
        </Badge>
      </div>
      <RatingStars rating={review.stars} size={18} />
      {review.title && <p className="font-semibold break-words">{review.title}</p>}
      {review.body && <p className="break-words whitespace-pre-line">{review.body}</p>}
      {review.photos.length > 0 && (
        <ul aria-label={t('reviews.mine.yourPhotos')} className="flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.url}>
              <img
                src={photo.variants?.[0]?.url ?? photo.url}
                alt={t('reviews.mine.photoAlt', { index: index + 1, count: review.photos.length })}
                width={72}
                height={72}
                className="size-18 rounded-control object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {mayAddPhotos && <PhotoAdder review={review} userId={userId} />}
    </article>
  );
}

/** Up to 3 photos, one file at a time, with progress; checked by content here and again on the server. */
function PhotoAdder({ review, userId }: { review: MyReview; userId: string }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const left = REVIEW_LIMITS.photosMax - review.photos.length;
  const t = useReviewsT();

  async function add(file: File) {
    const toast = await lazyToast();
    const problem = checkImageFile({ type: await sniffImageType(file), size: file.size });
    if (problem) return void toast.error(UPLOAD_MESSAGES.failedTitle, { description: problem });
    setProgress(0);
    try {
      const { review: updated } = await addReviewPhoto(review.id, file, setProgress);
      queryClient.setQueryData<MyReviewAnswer>(
        myReviewQueryOptions(userId, review.productId).queryKey,
        (old) => (old?.review ? { ...old, review: { ...old.review, photos: updated.photos } } : old),
      );
      toast.success(UPLOAD_MESSAGES.uploaded);
    } catch (error) {
      toast.error(UPLOAD_MESSAGES.failedTitle, { description: errorMessage(error, UPLOAD_MESSAGES.failed) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className="ui-button ui-button-secondary ui-button-default w-fit cursor-pointer has-[:disabled]:opacity-55"
      >
        <ImagePlus aria-hidden="true" />
        {t('reviews.mine.addPhoto', { count: left })}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add(file);
          }}
        />
      </label>
      {progress !== null && (
        <progress
          max={100}
          value={progress}
          aria-label={t('reviews.mine.uploading')}
          className="h-2 w-full max-w-xs accent-primary"
        >
          {progress}%
        </progress>
      )}
      <p className="text-sm text-muted">
        {t('reviews.mine.photoRules', {
          max: REVIEW_LIMITS.photosMax,
          hours: REVIEW_LIMITS.photosWindowHours,
        })}
      </p>
    </div>
  );
}
