import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type AdminBlogCategory,
  type AdminBlogPost,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type BlogPostInput,
  blogPostInputSchema,
  slugify,
} from '#shared/blog/blog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  CheckboxField,
  ControlledField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Markdown } from '#web/features/blog/components/markdown.tsx';
import { ImageUploadField } from '#web/features/uploads/components/image-upload-field.tsx';

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
  titleHi: string;
  excerptHi: string;
  contentHi: string;
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
  titleHi: '',
  excerptHi: '',
  contentHi: '',
};

function valuesOf(post: AdminBlogPost): Values {
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
    titleHi: post.titleHi,
    excerptHi: post.excerptHi,
    contentHi: post.contentHi,
  };
}

const toBody = (v: Values): BlogPostInput => ({ ...v, category: v.category || null });

/** The three fields docs/product.md §7.7 names in 'Please fill in Title, Content, and Author fields.' */
const REQUIRED = ['title', 'content', 'author'] as const;

interface PostFormProps {
  /** The post being edited; none for a new post. */
  post?: AdminBlogPost;
  categories: readonly AdminBlogCategory[];
  /** Saves the body; rejects with the server's error (its field errors land on the fields). */
  onSubmit: (body: BlogPostInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The post editor (docs/product.md §7.7): typing a title fills the slug while the slug is blank or still the
 * one the title made; the content has a live preview drawn by the same renderer as the post page.
 */
export function PostForm({ post, categories, onSubmit, onCancel }: PostFormProps) {
  const form = useSchemaForm<Values, BlogPostInput>(blogPostInputSchema, {
    defaultValues: post ? valuesOf(post) : EMPTY,
    toBody,
  });
  const { control, setValue, getValues } = form;
  const [title, slug, content] = useWatch({ control, name: ['title', 'slug', 'content'] });
  // A new post's slug follows its title until the admin types a slug of their own (or clears it again).
  const [slugFromTitle, setSlugFromTitle] = useState(!post);
  const titleSlug = slugify(title);
  useEffect(() => {
    if (slugFromTitle && slug !== titleSlug) setValue('slug', titleSlug);
  }, [slugFromTitle, titleSlug, slug, setValue]);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={() => {
        if (REQUIRED.some((name) => !getValues(name).trim()))
          toast.error(BLOG_MESSAGES.validationErrorTitle, { description: BLOG_MESSAGES.postFieldsRequired });
      }}
      className="flex flex-col gap-4"
    >
      <TextField name="title" label="Title" maxLength={BLOG_LIMITS.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="slug"
          label="Slug"
          maxLength={BLOG_LIMITS.slug}
          description="The web address: /blog/your-slug. Left blank, one is made from the title."
          onChange={(event) => setSlugFromTitle(event.target.value.trim() === '')}
        />
        <TextField name="author" label="Author" maxLength={BLOG_LIMITS.author} />
      </div>
      <TextAreaField
        name="excerpt"
        label="Excerpt"
        rows={2}
        maxLength={BLOG_LIMITS.excerpt}
        description="A sentence or two for the post cards."
      />
      {/* Stacked, not side by side: the dialog is too narrow for two readable columns. */}
      <div className="flex flex-col gap-4">
        <TextAreaField
          name="content"
          label="Content"
          rows={12}
          maxLength={BLOG_LIMITS.content}
          controlClassName="min-h-64 font-mono text-sm"
          description="Markdown: # Heading, ## Subheading, * bullet, **bold**, *italic*; a blank line starts a paragraph."
        />
        <section aria-label="Preview" className="flex min-w-0 flex-col gap-1.5">
          <h3 className="font-sans text-sm font-semibold">Preview</h3>
          <div className="max-h-80 min-h-24 overflow-y-auto rounded-control border border-border bg-background p-4">
            {content.trim() ? (
              <Markdown source={content} className="sm:text-base" />
            ) : (
              <p className="text-muted">The post as readers will see it appears here.</p>
            )}
          </div>
        </section>
      </div>
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">हिन्दी (Hindi)</legend>
        <TextField
          name="titleHi"
          label="शीर्षक"
          maxLength={BLOG_LIMITS.title}
          description="Hindi pages show the Hindi where entered; an empty field shows its English."
        />
        <TextAreaField name="excerptHi" label="सारांश" rows={2} maxLength={BLOG_LIMITS.excerpt} />
        <TextAreaField
          name="contentHi"
          label="सामग्री"
          rows={8}
          maxLength={BLOG_LIMITS.content}
          controlClassName="min-h-48 font-mono text-sm"
          description="Markdown, as the English content."
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="category" label="Category">
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="tags"
          label="Tags"
          placeholder="lippan, kutch, wall art"
          description="Separate tags with commas."
        />
      </div>
      <ControlledField<string>
        name="featuredImage"
        render={({ id, value, onChange, error }) => (
          <ImageUploadField
            label="Featured image"
            folder="blog"
            id={id}
            value={value}
            onChange={onChange}
            error={error}
            hint="A picture for the post and its card: a URL, or upload a JPG, PNG, GIF or WebP under 5MB."
          />
        )}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <CheckboxField name="isPublished" label="Published" variant="switch" />
        <CheckboxField name="isFeatured" label="Featured" variant="switch" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving…">{post ? 'Update Post' : 'Create Post'}</SubmitButton>
      </div>
    </Form>
  );
}
