import { useWatch } from 'react-hook-form';
import {
  type AdminTestimonial,
  type TestimonialCreateBody,
  testimonialCreateSchema,
} from '#shared/home/testimonial-admin.schemas.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useTestimonialMessages, useTestimonialsT } from '../i18n.ts';

type Values = {
  customerName: string;
  customerEmail: string;
  rating: string;
  reviewText: string;
  isFeatured: boolean;
};

const EMPTY: Values = { customerName: '', customerEmail: '', rating: '', reviewText: '', isFeatured: false };

const toBody = (v: Values) => ({ ...v, rating: v.rating ? Number(v.rating) : undefined });

const toValues = (t: AdminTestimonial): Values => ({
  customerName: t.customerName,
  customerEmail: t.customerEmail ?? '',
  rating: String(t.rating),
  reviewText: t.reviewText,
  isFeatured: t.isFeatured,
});

const STARS = [5, 4, 3, 2, 1] as const;

interface TestimonialFormProps {
  /** The one being edited (audit B3); none: a new one, the form empties once added. */
  testimonial?: AdminTestimonial;
  /** Saves the body; rejects with the server's error (field errors land on the fields). */
  onSubmit: (body: TestimonialCreateBody) => Promise<unknown>;
}

/**
 * docs/product.md §7.8: customer name, optional email, rating 1–5 stars, featured, review text; Add (or Save
 * Changes) needs name, rating, text.
 */
export function TestimonialForm({ testimonial, onSubmit }: TestimonialFormProps) {
  const t = useTestimonialsT();
  const form = useSchemaForm<Values, TestimonialCreateBody>(testimonialCreateSchema, {
    defaultValues: testimonial ? toValues(testimonial) : EMPTY,
    toBody,
    reword: useTestimonialMessages(),
  });

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        await onSubmit(body);
        if (!testimonial) form.reset(EMPTY);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="customerName" label={t('adminTestimonials.form.name')} />
        <TextField
          name="customerEmail"
          label={t('adminTestimonials.form.email')}
          type="email"
          inputMode="email"
          description={t('adminTestimonials.form.emailHint')}
        />
        <SelectField name="rating" label={t('adminTestimonials.form.rating')}>
          <option value="">{t('adminTestimonials.form.selectRating')}</option>
          {STARS.map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} {t('adminTestimonials.form.stars', { count: n })}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField name="reviewText" label={t('adminTestimonials.form.review')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CheckboxField name="isFeatured" label={t('adminTestimonials.form.featured')} variant="switch" />
        <SaveButton editing={Boolean(testimonial)} />
      </div>
    </Form>
  );
}

/** Add (or Save Changes) needs a name, a rating and the review text. */
function SaveButton({ editing }: { editing: boolean }) {
  const t = useTestimonialsT();
  const [name, rating, text] = useWatch<Values, ['customerName', 'rating', 'reviewText']>({
    name: ['customerName', 'rating', 'reviewText'],
  });
  return (
    <SubmitButton
      pendingLabel={editing ? t('adminTestimonials.form.saving') : t('adminTestimonials.form.adding')}
      disabled={!name.trim() || !rating || !text.trim()}
    >
      {editing ? t('adminTestimonials.form.save') : t('adminTestimonials.form.add')}
    </SubmitButton>
  );
}
