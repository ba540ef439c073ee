import { useMutation } from '@tanstack/react-query';
import { Loader2, Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { BlogCommentInput } from '#shared/blog/blog.ts';
import { BLOG_LIMITS, BLOG_MESSAGES } from '#shared/blog/blog.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { submitComment } from '../api/blog-api.ts';
import { useBlogMessages, useBlogT } from '../i18n.ts';
import { commentResolver } from '../lib/comment-form.ts';

const EMPTY: BlogCommentInput = { name: '', email: '', content: '' };

/**
 * docs/product.md §6.2: name, email and comment, all required after trimming ('Please fill in all fields.');
 * sent trimmed; stored pending ('Comment Submitted' toast) and the form clears. Errors stay until the next
 * submit. Its texts and messages are in the page's language (the blog catalog, D-m16).
 */
export function CommentForm({ slug }: { slug: string }) {
  const id = useId();
  const t = useBlogT();
  const say = useBlogMessages();
  const form = useForm<BlogCommentInput>({
    defaultValues: EMPTY,
    resolver: useMemo(() => commentResolver(say), [say]),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const formError = form.formState.errors.root?.form?.message;
  const mutation = useMutation({
    mutationFn: (body: BlogCommentInput) => submitComment(slug, body),
    onSuccess: () => {
      toast.success(say(BLOG_MESSAGES.commentSubmittedTitle), {
        description: say(BLOG_MESSAGES.commentSubmitted),
      });
      form.reset(EMPTY);
    },
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-2xl">
          {t('blog.comment.title')}
        </h3>
        <p className="text-sm text-muted">{t('blog.comment.note')}</p>
      </div>
      <Form
        form={form}
        onSubmit={(body) => mutation.mutateAsync(body)}
        onError={(error) => {
          // A 4xx says what to fix (too many comments); anything else is the failure toast (docs/product.md
          // §6.2).
          if (error instanceof ApiError && error.isClientError)
            form.setError('root.form', { message: say(error.message) });
          else toast.error(say(BLOG_MESSAGES.commentFailed));
        }}
        className="flex flex-col gap-4"
      >
        {formError && <FormNote tone="danger">{formError}</FormNote>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={t('blog.comment.name')}
            autoComplete="name"
            maxLength={BLOG_LIMITS.commentName}
          />
          <TextField
            name="email"
            label={t('blog.comment.email')}
            type="email"
            autoComplete="email"
            maxLength={BLOG_LIMITS.commentEmail}
          />
        </div>
        <TextAreaField
          name="content"
          label={t('blog.comment.content')}
          rows={5}
          maxLength={BLOG_LIMITS.commentContent}
          controlClassName="min-h-32 py-3"
        />
        <SubmitButton
          className="self-start max-sm:w-full"
          icon={<Send aria-hidden="true" strokeWidth={1.75} />}
          pendingIcon={<Loader2 aria-hidden="true" className="animate-spin" />}
          pendingLabel={t('blog.comment.submitting')}
        >
          {t('blog.comment.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
