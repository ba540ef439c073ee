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
import { ImageUploadField } from '#web/features/uploads/components/image-upload-field.tsx';
import { useAdminBlogT, useBlogMessages } from '../i18n.ts';
import { MarkdownField } from './markdown-field.tsx';

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
  const t = useAdminBlogT();
  const say = useBlogMessages();
  const form = useSchemaForm<Values, BlogPostInput>(blogPostInputSchema, {
    defaultValues: post ? valuesOf(post) : EMPTY,
    toBody,
    reword: say,
  });
  const { control, setValue, getValues } = form;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });
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
          toast.error(say(BLOG_MESSAGES.validationErrorTitle), {
            description: say(BLOG_MESSAGES.postFieldsRequired),
          });
      }}
      className="flex flex-col gap-4"
    >
      <TextField name="title" label={t('adminBlog.form.title')} maxLength={BLOG_LIMITS.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="slug"
          label={t('adminBlog.form.slug')}
          maxLength={BLOG_LIMITS.slug}
          description={t('adminBlog.form.slugHint')}
          onChange={(event) => setSlugFromTitle(event.target.value.trim() === '')}
        />
        <TextField name="author" label={t('adminBlog.form.author')} maxLength={BLOG_LIMITS.author} />
      </div>
      <TextAreaField
        name="excerpt"
        label={t('adminBlog.form.excerpt')}
        rows={2}
        maxLength={BLOG_LIMITS.excerpt}
        description={t('adminBlog.form.excerptHint')}
      />
      <MarkdownField
        name="content"
        label={t('adminBlog.form.content')}
        maxLength={BLOG_LIMITS.content}
        description={t('adminBlog.form.contentHint')}
        previewLabel={t('adminBlog.form.preview')}
        previewEmpty={t('adminBlog.form.previewEmpty')}
      />
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">{t('adminBlog.form.hindi')}</legend>
        <TextField
          name="titleHi"
          label={t('adminBlog.form.titleHi')}
          maxLength={BLOG_LIMITS.title}
          description={t('adminBlog.form.titleHiHint')}
        />
        <TextAreaField
          name="excerptHi"
          label={t('adminBlog.form.excerptHi')}
          rows={2}
          maxLength={BLOG_LIMITS.excerpt}
        />
        <TextAreaField
          name="contentHi"
          label={t('adminBlog.form.contentHi')}
          rows={8}
          maxLength={BLOG_LIMITS.content}
          controlClassName="min-h-48 font-mono text-sm"
          description={t('adminBlog.form.contentHiHint')}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="category" label={t('adminBlog.form.category')}>
          <option value="">{t('adminBlog.form.noCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="tags"
          label={t('adminBlog.form.tags')}
          placeholder="lippan, kutch, wall art"
          description={t('adminBlog.form.tagsHint')}
        />
      </div>
      <ControlledField<string>
        name="featuredImage"
        render={({ id, value, onChange, error }) => (
          <ImageUploadField
            label={t('adminBlog.form.image')}
            folder="blog"
            id={id}
            value={value}
            onChange={onChange}
            error={error}
            hint={t('adminBlog.form.imageHint')}
          />
        )}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <CheckboxField name="isPublished" label={t('adminBlog.form.published')} variant="switch" />
        <CheckboxField name="isFeatured" label={t('adminBlog.form.featured')} variant="switch" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminBlog.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminBlog.form.saving')}>
          {post ? t('adminBlog.form.updatePost') : t('adminBlog.form.createPost')}
        </SubmitButton>
      </div>
    </Form>
  );
}
