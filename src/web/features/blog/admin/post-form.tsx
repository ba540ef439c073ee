import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type BlogCategory,
  type BlogPost,
  type BlogPostInput,
  blogPostInputSchema,
  slugify,
} from '#shared/blog/blog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Field, inputClass, Switch } from '#web/features/admin/shell/form-controls.tsx';
import { useAdminForm } from '#web/features/admin/shell/use-admin-form.ts';
import { ImageUploadField } from '#web/features/uploads/image-upload-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { Markdown } from '../markdown/markdown.tsx';

type Values = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  /** A category slug; '' for none. */
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  featuredImage: string;
  isPublished: boolean;
  isFeatured: boolean;
};

const EMPTY: Values = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  author: '',
  category: '',
  tags: '',
  featuredImage: '',
  isPublished: false,
  isFeatured: false,
};

function valuesOf(post: BlogPost): Values {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category ?? '',
    tags: post.tags.join(', '),
    featuredImage: post.featuredImage ?? '',
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
  };
}

const toBody = (v: Values): BlogPostInput => ({ ...v, category: v.category || null });

/** The three fields spec §5 names in 'Please fill in Title, Content, and Author fields.' */
const REQUIRED = ['title', 'content', 'author'] as const;

interface PostFormProps {
  /** The post being edited; none for a new post. */
  post?: BlogPost;
  categories: readonly BlogCategory[];
  pending: boolean;
  /** Saves the body; rejects with the server's error (its field errors land on the fields). */
  onSubmit: (body: BlogPostInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The post editor (spec §2/§5): typing a title fills the slug while the slug is blank or still the one the
 * title made; the content has a live preview drawn by the same renderer as the post page.
 */
export function PostForm({ post, categories, pending, onSubmit, onCancel }: PostFormProps) {
  const form = useAdminForm(blogPostInputSchema, toBody, () => (post ? valuesOf(post) : EMPTY));
  const { values, errors, set, idOf } = form;
  // A new post's slug follows its title until the admin types a slug of their own (or clears it again).
  const [slugFromTitle, setSlugFromTitle] = useState(!post);
  const titleSlug = slugify(values.title);
  useEffect(() => {
    if (slugFromTitle && values.slug !== titleSlug) set('slug', titleSlug);
  }, [slugFromTitle, titleSlug, values.slug, set]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) {
      if (REQUIRED.some((name) => !values[name].trim()))
        toast.error(BLOG_MESSAGES.validationErrorTitle, { description: BLOG_MESSAGES.postFieldsRequired });
      return;
    }
    try {
      await onSubmit(body);
    } catch (error) {
      form.showServerErrors(error);
    }
  }

  const text = (
    name: 'title' | 'slug' | 'author',
    label: string,
    max: number,
    extra: { hint?: string; onChange?: (value: string) => void } = {},
  ) => (
    <Field id={idOf(name)} label={label} error={errors[name]} hint={extra.hint}>
      {(aria) => (
        <input
          {...aria}
          value={values[name]}
          maxLength={max}
          onChange={(event) => (extra.onChange ?? ((v: string) => set(name, v)))(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {text('title', 'Title', BLOG_LIMITS.title)}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('slug', 'Slug', BLOG_LIMITS.slug, {
          hint: 'The web address: /blog/your-slug. Left blank, one is made from the title.',
          onChange: (slug) => {
            set('slug', slug);
            setSlugFromTitle(slug.trim() === '');
          },
        })}
        {text('author', 'Author', BLOG_LIMITS.author)}
      </div>
      <Field
        id={idOf('excerpt')}
        label="Excerpt"
        error={errors.excerpt}
        hint="A sentence or two for the post cards."
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={2}
            maxLength={BLOG_LIMITS.excerpt}
            value={values.excerpt}
            onChange={(event) => set('excerpt', event.target.value)}
            className={cn(inputClass, 'resize-y py-2.5')}
          />
        )}
      </Field>
      {/* Stacked, not side by side: the dialog is too narrow for two readable columns. */}
      <div className="flex flex-col gap-4">
        <Field
          id={idOf('content')}
          label="Content"
          error={errors.content}
          hint="Markdown: # Heading, ## Subheading, * bullet, **bold**, *italic*; a blank line starts a paragraph."
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={12}
              maxLength={BLOG_LIMITS.content}
              value={values.content}
              onChange={(event) => set('content', event.target.value)}
              className={cn(inputClass, 'min-h-64 resize-y py-2.5 font-mono text-sm')}
            />
          )}
        </Field>
        <section aria-label="Preview" className="flex min-w-0 flex-col gap-1.5">
          <h3 className="font-sans text-sm font-semibold">Preview</h3>
          <div className="max-h-80 min-h-24 overflow-y-auto rounded-control border border-border bg-background p-4">
            {values.content.trim() ? (
              <Markdown source={values.content} className="sm:text-base" />
            ) : (
              <p className="text-muted">The post as readers will see it appears here.</p>
            )}
          </div>
        </section>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf('category')} label="Category" error={errors.category}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={values.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">No category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={idOf('tags')} label="Tags" error={errors.tags} hint="Separate tags with commas.">
          {(aria) => (
            <input
              {...aria}
              value={values.tags}
              onChange={(event) => set('tags', event.target.value)}
              placeholder="lippan, kutch, wall art"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <ImageUploadField
        label="Featured image"
        folder="blog"
        id={idOf('featuredImage')}
        value={values.featuredImage}
        onChange={(url) => set('featuredImage', url)}
        error={errors.featuredImage}
        hint="A picture for the post and its card: a URL, or upload a JPG, PNG, GIF or WebP under 5MB."
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <Switch label="Published" checked={values.isPublished} onChange={(on) => set('isPublished', on)} />
        <Switch label="Featured" checked={values.isFeatured} onChange={(on) => set('isFeatured', on)} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : post ? 'Update Post' : 'Create Post'}
        </Button>
      </div>
    </form>
  );
}
