import { useMutation } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { BLOG_LIMITS, BLOG_MESSAGES, BLOG_TEXTS } from '#shared/blog/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, FormNote, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { type CommentBody, submitComment } from '../api/blog-api.ts';

const EMPTY: CommentBody = { name: '', email: '', content: '' };
/** A light check before sending; the server has the final word (and the same message). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = keyof CommentBody;

/**
 * Spec §2/§5/§8: name, email and comment, all required after trimming ('Please fill in all fields.'); sent
 * trimmed; stored pending ('Comment Submitted' toast) and the form clears.
 */
export function CommentForm({ slug }: { slug: string }) {
  const id = useId();
  const [values, setValues] = useState<CommentBody>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const mutation = useMutation({
    mutationFn: (body: CommentBody) => submitComment(slug, body),
    onSuccess: () => {
      toast.success(BLOG_MESSAGES.commentSubmittedTitle, { description: BLOG_MESSAGES.commentSubmitted });
      setValues(EMPTY);
    },
    onError: (error) => {
      // A 4xx says what to fix (a field, too many comments); anything else is the spec's failure toast.
      if (error instanceof ApiError && error.isClientError) {
        setFieldErrors((error.fields ?? {}) as Partial<Record<Field, string>>);
        setFormError(error.fields ? null : error.message);
      } else {
        toast.error(BLOG_MESSAGES.commentFailed);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const body: CommentBody = {
      name: values.name.trim(),
      email: values.email.trim(),
      content: values.content.trim(),
    };
    setFieldErrors({});
    if (!body.name || !body.email || !body.content) {
      setFormError(BLOG_MESSAGES.commentFieldsRequired);
      return;
    }
    if (!EMAIL_SHAPE.test(body.email)) {
      setFormError(null);
      setFieldErrors({ email: BLOG_MESSAGES.invalidEmail });
      return;
    }
    setFormError(null);
    mutation.mutate(body);
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-2xl">
          {BLOG_TEXTS.leaveComment}
        </h3>
        <p className="text-sm text-muted">{BLOG_TEXTS.commentNote}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError && <FormNote tone="danger">{formError}</FormNote>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-name`} className="text-sm font-semibold">
              Name
            </label>
            <input
              {...field('name')}
              autoComplete="name"
              maxLength={BLOG_LIMITS.commentName}
              className={inputClass}
            />
            <FieldError id={`${id}-name-error`}>{fieldErrors.name}</FieldError>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              Email
            </label>
            <input
              {...field('email')}
              type="email"
              autoComplete="email"
              maxLength={BLOG_LIMITS.commentEmail}
              className={inputClass}
            />
            <FieldError id={`${id}-email-error`}>{fieldErrors.email}</FieldError>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-content`} className="text-sm font-semibold">
            Comment
          </label>
          <textarea
            {...field('content')}
            rows={5}
            maxLength={BLOG_LIMITS.commentContent}
            className={cn(inputClass, 'min-h-32 py-3')}
          />
          <FieldError id={`${id}-content-error`}>{fieldErrors.content}</FieldError>
        </div>
        <Button
          type="submit"
          className="self-start max-sm:w-full"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" strokeWidth={1.75} />
          )}
          {mutation.isPending ? 'Submitting…' : 'Submit Comment'}
        </Button>
      </form>
    </section>
  );
}
