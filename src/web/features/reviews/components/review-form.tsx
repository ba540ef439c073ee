import { Send, Star } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { type ReviewInput, reviewInputSchema } from '#shared/reviews/reviews.schemas.ts';
import { REVIEW_LIMITS } from '#shared/reviews/reviews.ts';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import { TextAreaField, TextField, useFieldError } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { lazyToast } from '#web/lib/lazy-toast.ts';
import { useReviewMessages, useReviewsT } from '../i18n.ts';

interface ReviewFormValues {
  stars: string;
  title: string;
  body: string;
}

/** Stars, title and text of a new review (docs/product.md §3.10); `onSubmit` sends the checked body. */
export function ReviewForm({
  productId,
  onSubmit,
}: {
  productId: number;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
}) {
  const t = useReviewsT();
  const say = useReviewMessages();
  const form = useSchemaForm<ReviewFormValues, ReviewInput>(reviewInputSchema, {
    defaultValues: { stars: '', title: '', body: '' },
    reword: say,
    // The stars are radios (text); the contract takes a whole number, none when nothing is chosen.
    toBody: (values) => ({ ...values, productId, stars: values.stars ? Number(values.stars) : undefined }),
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onError={(error) => void lazyToast().then((toast) => toast.error(say(errorMessage(error))))}
      className="flex flex-col gap-5"
    >
      <StarsField />
      <TextField name="title" label={t('reviews.form.title')} maxLength={REVIEW_LIMITS.titleMax} />
      <TextAreaField
        name="body"
        label={t('reviews.form.body')}
        description={t('reviews.form.bodyHint')}
        rows={6}
        maxLength={REVIEW_LIMITS.bodyMax}
      />
      <SubmitButton size="lg" icon={<Send aria-hidden="true" />} pendingLabel={t('reviews.form.sending')}>
        {t('reviews.form.submit')}
      </SubmitButton>
    </Form>
  );
}

/** 1 to 5 stars as radios: arrow keys move between them, each says its count to a screen reader. */
function StarsField() {
  const errorId = useId();
  const { register, watch } = useFormContext<ReviewFormValues>();
  const chosen = Number(watch('stars') || 0);
  const error = useFieldError('stars');
  const t = useReviewsT();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t('reviews.form.rating')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="grid size-11 cursor-pointer place-items-center rounded-control has-focus-visible:outline-2 has-focus-visible:outline-foreground"
          >
            <input type="radio" value={String(n)} {...register('stars')} className="sr-only" />
            <span className="sr-only">{t('reviews.stars', { count: n })}</span>
            <Star
              aria-hidden="true"
              size={30}
              strokeWidth={1.75}
              className={n <= chosen ? 'fill-accent text-accent' : 'text-accent'}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
