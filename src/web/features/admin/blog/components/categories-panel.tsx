import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminBlogCategory,
  BLOG_LIMITS,
  type BlogCategoryInput,
  blogCategoryInputSchema,
} from '#shared/blog/blog.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { AdminDialog } from '#web/features/admin/shell/components/admin-dialog.tsx';
import { blogKeys } from '#web/features/blog/api/blog-keys.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { deleteCategory, saveCategory } from '../api/admin-blog-api.ts';
import { useAdminBlogT, useBlogMessages } from '../i18n.ts';
import { EmptyList } from './admin-parts.tsx';

/**
 * docs/product.md §7.7: categories with name, description and slug; create, edit (issue 8) and delete after a
 * confirmation (audit B3).
 */
export function CategoriesPanel({ categories }: { categories: readonly AdminBlogCategory[] }) {
  const t = useAdminBlogT();
  const say = useBlogMessages();
  /** docs/product.md §9.13's question; its posts stay, without a category (§7.7). */
  const confirmDelete = (category: AdminBlogCategory) =>
    category.postCount === 0
      ? t('adminBlog.cat.confirmDelete')
      : t('adminBlog.cat.confirmDeleteWithPosts', { count: category.postCount });
  const queryClient = useQueryClient();
  // null: closed; 'new': creating; a category: editing it.
  const [editing, setEditing] = useState<AdminBlogCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  // Its posts lose the category, so the posts refresh too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BlogCategoryInput }) => saveCategory(id, body),
    onSuccess: (_category, { id }) => {
      // The spec gives no category toasts; these follow its pattern.
      toast.success(id === null ? t('adminBlog.cat.created') : t('adminBlog.cat.updated'));
      setEditing(null);
      // A renamed slug follows to its posts, so the posts refresh too.
      void refresh();
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields))
        toast.error(say(errorMessage(error, t('adminBlog.cat.saveFailed'))));
    },
  });
  const remove = useMutation({
    mutationFn: (category: AdminBlogCategory) => deleteCategory(category.id),
    onSuccess: () => toast.success(t('adminBlog.cat.deleted')),
    onError: () => toast.error(t('adminBlog.cat.deleteFailed')),
    onSettled: () => void refresh(),
  });

  return (
    <div className="flex flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" strokeWidth={1.75} />
        {t('adminBlog.cat.new')}
      </Button>
      {categories.length === 0 ? (
        <EmptyList icon={<FolderOpen aria-hidden="true" />} title={t('adminBlog.cat.empty')}>
          {t('adminBlog.cat.emptyHint')}
        </EmptyList>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {categories.map((category) => (
            <li key={category.id} className="flex gap-3 rounded-card border border-border bg-surface p-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-sans text-base font-semibold break-words">{category.name}</h3>
                {category.description && <p className="text-sm text-muted">{category.description}</p>}
                <p className="text-sm break-all text-muted">
                  {t('adminBlog.cat.slug')}
                  <code className="text-foreground">{category.slug}</code> ·{' '}
                  {t('adminBlog.cat.postCount', { count: category.postCount })}
                </p>
              </div>
              <div className="flex shrink-0 gap-1 self-start">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('adminBlog.edit', { name: category.name })}
                  onClick={() => setEditing(category)}
                >
                  <Pencil aria-hidden="true" strokeWidth={1.75} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('adminBlog.deleteNamed', { name: category.name })}
                  onClick={() => setDeleting(category)}
                  className="text-danger hover:bg-danger/8"
                >
                  <Trash2 aria-hidden="true" strokeWidth={1.75} />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === 'new' ? t('adminBlog.cat.new') : t('adminBlog.cat.edit')}
        description={editing === 'new' || editing === null ? t('adminBlog.cat.dialogHint') : editing.name}
      >
        {editing !== null && (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            category={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, body })}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('adminBlog.cat.delete')}
        description={
          deleting && (
            <>
              {confirmDelete(deleting)}
              <span className="mt-1 block font-semibold text-foreground">{deleting.name}</span>
            </>
          )
        }
        confirmLabel={t('adminBlog.delete')}
        cancelLabel={t('adminBlog.cancel')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}

function CategoryForm({
  category,
  onSubmit,
  onCancel,
}: {
  category?: AdminBlogCategory;
  onSubmit: (body: BlogCategoryInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useAdminBlogT();
  const form = useSchemaForm<Required<BlogCategoryInput>, BlogCategoryInput>(blogCategoryInputSchema, {
    reword: useBlogMessages(),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      nameHi: category?.nameHi ?? '',
      descriptionHi: category?.descriptionHi ?? '',
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('adminBlog.cat.name')} maxLength={BLOG_LIMITS.categoryName} />
        <TextField
          name="slug"
          label={t('adminBlog.cat.slugLabel')}
          maxLength={BLOG_LIMITS.slug}
          description={t('adminBlog.cat.slugHint')}
        />
      </div>
      <TextAreaField
        name="description"
        label={t('adminBlog.cat.description')}
        rows={3}
        maxLength={BLOG_LIMITS.categoryDescription}
      />
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">{t('adminBlog.form.hindi')}</legend>
        <TextField
          name="nameHi"
          label={t('adminBlog.cat.nameHi')}
          maxLength={BLOG_LIMITS.categoryName}
          description={t('adminBlog.cat.nameHiHint')}
        />
        <TextAreaField
          name="descriptionHi"
          label={t('adminBlog.cat.descriptionHi')}
          rows={3}
          maxLength={BLOG_LIMITS.categoryDescription}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminBlog.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminBlog.form.saving')}>
          {category ? t('adminBlog.cat.update') : t('adminBlog.cat.create')}
        </SubmitButton>
      </div>
    </Form>
  );
}
