import {
  type TestimonialCreateBody,
  testimonialCreateSchema,
} from '#shared/home/testimonial-admin.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Field, Switch, TextAreaField, TextInputField } from '../../shell/form-controls.tsx';
import { useAdminForm } from '../../shell/use-admin-form.ts';

type Values = {
  customerName: string;
  customerEmail: string;
  rating: string;
  reviewText: string;
  isFeatured: boolean;
};

const EMPTY: Values = { customerName: '', customerEmail: '', rating: '', reviewText: '', isFeatured: false };

const toBody = (v: Values) => ({ ...v, rating: v.rating ? Number(v.rating) : undefined });

const STARS = [5, 4, 3, 2, 1] as const;

interface TestimonialFormProps {
  onSubmit: (body: TestimonialCreateBody) => Promise<unknown>;
  pending: boolean;
}

/** Spec §2: customer name, optional email, rating 1–5 stars, featured, review text; Add needs name, rating, text. */
export function TestimonialForm({ onSubmit, pending }: TestimonialFormProps) {
  const form = useAdminForm(testimonialCreateSchema, toBody, EMPTY);
  const { values, errors, set, idOf } = form;
  const incomplete = !values.customerName.trim() || !values.rating || !values.reviewText.trim();

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, EMPTY)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInputField label="Customer name" {...form.text('customerName')} />
        <TextInputField
          label="Customer email (optional)"
          type="email"
          inputMode="email"
          hint="Never shown on the shop."
          {...form.text('customerEmail')}
        />
        <Field id={idOf('rating')} label="Rating" error={errors.rating}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={values.rating}
              onChange={(event) => set('rating', event.target.value)}
            >
              <option value="">Select a rating</option>
              {STARS.map((n) => (
                <option key={n} value={n}>
                  {'★'.repeat(n)} {n} {n === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <TextAreaField label="Review text" {...form.text('reviewText')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Switch
          label="Featured on the home page"
          checked={values.isFeatured}
          onChange={(on) => set('isFeatured', on)}
        />
        <Button type="submit" disabled={pending || incomplete} aria-busy={pending || undefined}>
          {pending ? 'Adding…' : 'Add Testimonial'}
        </Button>
      </div>
    </form>
  );
}
