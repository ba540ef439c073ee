import { useWatch } from 'react-hook-form';
import {
  type AdminTestimonial,
  type TestimonialCreateBody,
  testimonialCreateSchema,
} from '#shared/home/testimonial-admin.schemas.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';

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
  const form = useSchemaForm<Values, TestimonialCreateBody>(testimonialCreateSchema, {
    defaultValues: testimonial ? toValues(testimonial) : EMPTY,
    toBody,
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
        <TextField name="customerName" label="Customer name" />
        <TextField
          name="customerEmail"
          label="Customer email (optional)"
          type="email"
          inputMode="email"
          description="Never shown on the shop."
        />
        <SelectField name="rating" label="Rating">
          <option value="">Select a rating</option>
          {STARS.map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} {n} {n === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField name="reviewText" label="Review text" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CheckboxField name="isFeatured" label="Featured on the home page" variant="switch" />
        <SaveButton editing={Boolean(testimonial)} />
      </div>
    </Form>
  );
}

/** Add (or Save Changes) needs a name, a rating and the review text. */
function SaveButton({ editing }: { editing: boolean }) {
  const [name, rating, text] = useWatch<Values, ['customerName', 'rating', 'reviewText']>({
    name: ['customerName', 'rating', 'reviewText'],
  });
  return (
    <SubmitButton
      pendingLabel={editing ? 'Saving…' : 'Adding…'}
      disabled={!name.trim() || !rating || !text.trim()}
    >
      {editing ? 'Save Changes' : 'Add Testimonial'}
    </SubmitButton>
  );
}
