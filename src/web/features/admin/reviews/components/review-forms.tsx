import {
  type ReviewHide,
  reviewHideSchema,
  reviewReplyInputSchema,
} from '#shared/reviews/reviews.schemas.ts';
import { REVIEW_LIMITS } from '#shared/reviews/reviews.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useReviewMessages, useReviewsT } from '../i18n.ts';

type ReasonValues = { reason: string };

/** Hiding a review asks why (the reason stays with the shop). */
export function HideReviewForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: ReviewHide) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useReviewsT();
  const form = useSchemaForm<ReasonValues, ReviewHide>(reviewHideSchema, {
    defaultValues: { reason: '' },
    toBody: (v) => ({ status: 'hidden', reason: v.reason }),
    reword: useReviewMessages(),
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextAreaField
        name="reason"
        label={t('adminReviews.form.reason')}
        description={t('adminReviews.form.reasonHint')}
        maxLength={REVIEW_LIMITS.hiddenReasonMax}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('adminReviews.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminReviews.form.hiding')}>
          {t('adminReviews.hideTitle')}
        </SubmitButton>
      </div>
    </Form>
  );
}

type ReplyValues = { text: string };

/** The shop's public reply under a review; saving it empty removes it. */
export function ReplyForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useReviewsT();
  const form = useSchemaForm<ReplyValues, ReplyValues>(reviewReplyInputSchema, {
    defaultValues: { text: initial },
    reword: useReviewMessages(),
  });
  return (
    <Form form={form} onSubmit={(body) => onSubmit(body.text)} className="flex flex-col gap-3">
      <TextAreaField
        name="text"
        label={t('adminReviews.form.replyLabel')}
        description={t('adminReviews.form.replyHint')}
        maxLength={REVIEW_LIMITS.replyMax}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('adminReviews.cancel')}
        </Button>
        <SubmitButton size="sm" pendingLabel={t('adminReviews.form.saving')}>
          {t('adminReviews.form.saveReply')}
        </SubmitButton>
      </div>
    </Form>
  );
}
