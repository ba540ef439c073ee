import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { PackageSearch, Search } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminProduct, AdminProductView } from '#shared/catalog/product-admin.schemas.ts';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.ts';
import { CATEGORIES, type Category, isCategory } from '#shared/constants/categories.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { inputClass } from '#web/components/ui/form/field-parts.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import { useDebouncedValue } from '../../shell/hooks/use-debounced-value.ts';
import {
  adminProductsQueryOptions,
  createProduct,
  deleteProduct,
  refreshAfterProductWrite,
  restoreProduct,
  updateProduct,
} from '../api/products-api.ts';
import { ProductForm } from './product-form.tsx';
import { ProductRow } from './product-row.tsx';

const VIEW_LABELS: Record<AdminProductView, string> = {
  all: 'All products',
  'in-shop': 'In the shop',
  archived: 'Archived',
};
const isView = (value: string): value is AdminProductView => value in VIEW_LABELS;

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/**
 * The server's words help for a refused edit (4xx); a 5xx or no connection gets the plain sentence of
 * docs/product.md §7.3.
 */
const updateFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? M.updateFailedWith(error.message)
    : M.updateFailed;

/**
 * docs/product.md §7.2, §7.3, the Products tab: the add form, then the list with search, category filter,
 * edit and delete.
 */
export default function ProductsTab() {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [view, setView] = useState<AdminProductView>('all');
  const search = useDebouncedValue(q.trim());
  const filters = {
    ...(search && { q: search }),
    ...(category && { category }),
    ...(view !== 'all' && { view }),
  };
  const list = useInfiniteQuery({ ...adminProductsQueryOptions(filters), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const refresh = () => refreshAfterProductWrite(queryClient);

  const add = useMutation({
    mutationFn: createProduct,
    onSuccess: () => {
      toast.success(M.added);
      void refresh();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(M.addFailed);
    },
  });

  const update = useMutation({
    mutationFn: updateProduct,
    onSuccess: () => {
      toast.success(M.updated);
      setEditing(null);
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        toast.error(M.notFound);
        setEditing(null);
        void refresh();
      } else if (!hasFieldErrors(error)) toast.error(updateFailure(error));
    },
  });

  const remove = useMutation({
    mutationFn: deleteProduct,
    onSuccess: (result) => {
      // A product with orders is archived instead (hidden from the shop; old orders keep their lines).
      if (result.outcome === 'archived') toast.success('Product archived', { description: M.archivedNote });
      else toast.success(M.deleted);
      void refresh();
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status === 404 ? M.notFound : M.deleteFailed);
      void refresh();
    },
  });

  const restore = useMutation({
    mutationFn: (product: AdminProduct) => restoreProduct(product.id),
    onSuccess: () => {
      toast.success(M.restored, { description: M.restoredNote });
      void refresh();
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status === 404 ? M.notFound : M.restoreFailed);
      void refresh();
    },
  });

  const products = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(search || category || view !== 'all');

  return (
    <div className="flex flex-col gap-8">
      <FormCard
        title="Add New Product"
        description="Name, price, category, catalog number and stock are needed; the rest can follow. Ratings come from buyers' reviews."
      >
        <ProductForm
          submitLabel="Add Product"
          pendingLabel="Adding…"
          onSubmit={(body) => add.mutateAsync(body)}
        />
      </FormCard>

      <section aria-labelledby="admin-products-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="admin-products-title" className="text-2xl">
            Products {list.data && <span className="text-muted">({total})</span>}
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative sm:w-64">
              <label htmlFor="admin-products-search" className="sr-only">
                Search products
              </label>
              <Search
                aria-hidden="true"
                size={18}
                strokeWidth={1.75}
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
              />
              <input
                id="admin-products-search"
                type="search"
                placeholder="Search name or catalog number"
                value={q}
                maxLength={100}
                onChange={(event) => setQ(event.target.value)}
                className={`${inputClass} min-h-11 pl-10`}
              />
            </div>
            <label htmlFor="admin-products-category" className="sr-only">
              Filter by category
            </label>
            <NativeSelect
              id="admin-products-category"
              value={category}
              onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
              className="sm:w-52"
            >
              <option value="">All Categories</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
            <label htmlFor="admin-products-view" className="sr-only">
              Show
            </label>
            <NativeSelect
              id="admin-products-view"
              value={view}
              onChange={(event) => setView(isView(event.target.value) ? event.target.value : 'all')}
              className="sm:w-44"
            >
              {Object.entries(VIEW_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {list.isPending ? (
          <ul aria-busy="true" className="flex flex-col gap-3">
            {[0, 1, 2, 3].map((row) => (
              <li key={row}>
                <Skeleton className="h-24 rounded-card" />
              </li>
            ))}
          </ul>
        ) : products.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
            <PackageSearch aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
            {view === 'archived' && !search && !category
              ? 'No archived products.'
              : filtered
                ? 'No products match this search.'
                : 'No products yet. Add your first one above.'}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                onEdit={setEditing}
                onDelete={setDeleting}
                onRestore={(p) => restore.mutate(p)}
              />
            ))}
          </ul>
        )}

        {list.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : `Load more (${products.length} of ${total})`}
          </Button>
        )}
      </section>

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title="Edit Product"
        description={editing?.name}
      >
        {editing && (
          <ProductForm
            key={editing.id}
            product={editing}
            submitLabel="Update Product"
            pendingLabel="Saving…"
            onCancel={() => setEditing(null)}
            onSubmit={(body) => update.mutateAsync({ id: editing.id, body })}
          />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Product"
        description={
          <>
            <p>{M.confirmDelete}</p>
            {deleting && <p className="mt-1 font-semibold text-foreground">{deleting.name}</p>}
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </div>
  );
}
