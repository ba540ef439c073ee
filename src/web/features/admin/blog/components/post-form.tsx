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
import { Field, Switch } from '#web/features/admin/shell/form-controls.tsx';
import { useAdminForm } from '#web/features/admin/shell/use-admin-form.ts';
import { Markdown } from '#web/features/blog/components/markdown.tsx';
import { ImageUploadField } from '#web/features/uploads/components/image-upload-field.tsx';
import { TextControl } from './text-control.tsx';

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

  /** Props of a text control bound to one field of the form. */
  const bind = (name: 'title' | 'slug' | 'author' | 'excerpt' | 'content' | 'tags') => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextControl {...bind('title')} label="Title" maxLength={BLOG_LIMITS.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextControl
          {...bind('slug')}
          label="Slug"
          maxLength={BLOG_LIMITS.slug}
          hint="The web address: /blog/your-slug. Left blank, one is made from the title."
          onChange={(slug) => {
            set('slug', slug);
            setSlugFromTitle(slug.trim() === '');
          }}
        />
        <TextControl {...bind('author')} label="Author" maxLength={BLOG_LIMITS.author} />
      </div>
      <TextControl
        {...bind('excerpt')}
        label="Excerpt"
        rows={2}
        maxLength={BLOG_LIMITS.excerpt}
        hint="A sentence or two for the post cards."
      />
      {/* Stacked, not side by side: the dialog is too narrow for two readable columns. */}
      <div className="flex flex-col gap-4">
        <TextControl
          {...bind('content')}
          label="Content"
          rows={12}
          maxLength={BLOG_LIMITS.content}
          className="min-h-64 font-mono text-sm"
          hint="Markdown: # Heading, ## Subheading, * bullet, **bold**, *italic*; a blank line starts a paragraph."
        />
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
        <TextControl
          {...bind('tags')}
          label="Tags"
          placeholder="lippan, kutch, wall art"
          hint="Separate tags with commas."
        />
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
