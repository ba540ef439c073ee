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
import { EmptyList } from './admin-parts.tsx';

/** The spec gives no category toasts; these follow its pattern. */
const SAVED = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
} as const;
const SAVE_FAILED = 'Failed to save category. Please try again.';
const DELETED = 'Category deleted successfully!';
const DELETE_FAILED = 'Failed to delete category. Please try again.';

/** docs/product.md §9.13's question; its posts stay, without a category (§7.7). */
const confirmDelete = (category: AdminBlogCategory) =>
  category.postCount === 0
    ? 'Are you sure you want to delete this category?'
    : `Are you sure you want to delete this category? Its ${category.postCount} published ${
        category.postCount === 1 ? 'post stays' : 'posts stay'
      } on the blog, without a category.`;

/**
 * docs/product.md §7.7: categories with name, description and slug; create, edit (issue 8) and delete after a
 * confirmation (audit B3).
 */
export function CategoriesPanel({ categories }: { categories: readonly AdminBlogCategory[] }) {
  const queryClient = useQueryClient();
  // null: closed; 'new': creating; a category: editing it.
  const [editing, setEditing] = useState<AdminBlogCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  // Its posts lose the category, so the posts refresh too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BlogCategoryInput }) => saveCategory(id, body),
    onSuccess: (_category, { id }) => {
      toast.success(id === null ? SAVED.created : SAVED.updated);
      setEditing(null);
      // A renamed slug follows to its posts, so the posts refresh too.
      void refresh();
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields)) toast.error(errorMessage(error, SAVE_FAILED));
    },
  });
  const remove = useMutation({
    mutationFn: (category: AdminBlogCategory) => deleteCategory(category.id),
    onSuccess: () => toast.success(DELETED),
    onError: () => toast.error(DELETE_FAILED),
    onSettled: () => void refresh(),
  });

  return (
    <div className="flex flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" strokeWidth={1.75} />
        New Category
      </Button>
      {categories.length === 0 ? (
        <EmptyList icon={<FolderOpen aria-hidden="true" />} title="No Categories">
          Categories group posts on the blog page, e.g. Craft Stories or Care Guides.
        </EmptyList>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {categories.map((category) => (
            <li key={category.id} className="flex gap-3 rounded-card border border-border bg-surface p-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-sans text-base font-semibold break-words">{category.name}</h3>
                {category.description && <p className="text-sm text-muted">{category.description}</p>}
                <p className="text-sm break-all text-muted">
                  Slug: <code className="text-foreground">{category.slug}</code> · {category.postCount}{' '}
                  published {category.postCount === 1 ? 'post' : 'posts'}
                </p>
              </div>
              <div className="flex shrink-0 gap-1 self-start">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => setEditing(category)}
                >
                  <Pencil aria-hidden="true" strokeWidth={1.75} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${category.name}`}
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
        title={editing === 'new' ? 'New Category' : 'Edit Category'}
        description={
          editing === 'new' || editing === null ? 'Name, web address and a short description.' : editing.name
        }
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
        title="Delete Category"
        description={
          deleting && (
            <>
              {confirmDelete(deleting)}
              <span className="mt-1 block font-semibold text-foreground">{deleting.name}</span>
            </>
          )
        }
        confirmLabel="Delete"
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
  const form = useSchemaForm<Required<BlogCategoryInput>, BlogCategoryInput>(blogCategoryInputSchema, {
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
        <TextField name="name" label="Name" maxLength={BLOG_LIMITS.categoryName} />
        <TextField
          name="slug"
          label="Slug"
          maxLength={BLOG_LIMITS.slug}
          description="Left blank, one is made from the name."
        />
      </div>
      <TextAreaField
        name="description"
        label="Description"
        rows={3}
        maxLength={BLOG_LIMITS.categoryDescription}
      />
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">हिन्दी (Hindi)</legend>
        <TextField
          name="nameHi"
          label="नाम"
          maxLength={BLOG_LIMITS.categoryName}
          description="Hindi pages show it; left empty, they show the English name."
        />
        <TextAreaField
          name="descriptionHi"
          label="विवरण"
          rows={3}
          maxLength={BLOG_LIMITS.categoryDescription}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving…">{category ? 'Update Category' : 'Create Category'}</SubmitButton>
      </div>
    </Form>
  );
}
