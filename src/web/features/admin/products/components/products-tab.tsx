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
import { AdminStockRequests } from '#web/features/stock-requests/components/admin-stock-requests.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useT } from '#web/lib/i18n.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { FormCard } from '../../shell/components/form-card.tsx';
import {
  adminProductsQueryOptions,
  createProduct,
  deleteProduct,
  refreshAfterProductWrite,
  restoreProduct,
  updateProduct,
} from '../api/products-api.ts';
import { useProductMessages, useProductsT } from '../i18n.ts';
import { CatalogCsvActions } from './catalog-import.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductRow } from './product-row.tsx';
import { VariantsEditor } from './variants-editor.tsx';

const VIEWS: readonly AdminProductView[] = ['all', 'in-shop', 'archived'];
const isView = (value: string): value is AdminProductView => (VIEWS as readonly string[]).includes(value);

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/**
 * docs/product.md §7.2, §7.3, the Products tab: the add form, then the list with search, category filter,
 * edit and delete.
 */
export default function ProductsTab() {
  const t = useProductsT();
  const say = useProductMessages();
  const shopT = useT();
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
  const [variantsOf, setVariantsOf] = useState<AdminProduct | null>(null);

  const refresh = () => refreshAfterProductWrite(queryClient);
  /**
   * The server's words help for a refused edit (4xx); a 5xx or no connection gets the plain sentence of
   * docs/product.md §7.3.
   */
  const updateFailure = (error: unknown) =>
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? t('adminProducts.updateFailedWith', { message: say(error.message) })
      : say(M.updateFailed);

  const add = useMutation({
    mutationFn: createProduct,
    onSuccess: () => {
      toast.success(say(M.added));
      void refresh();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(say(M.addFailed));
    },
  });

  const update = useMutation({
    mutationFn: updateProduct,
    onSuccess: () => {
      toast.success(say(M.updated));
      setEditing(null);
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        toast.error(say(M.notFound));
        setEditing(null);
        void refresh();
      } else if (!hasFieldErrors(error)) toast.error(updateFailure(error));
    },
  });

  const remove = useMutation({
    mutationFn: deleteProduct,
    onSuccess: (result) => {
      // A product with orders is archived instead (hidden from the shop; old orders keep their lines).
      if (result.outcome === 'archived')
        toast.success(t('adminProducts.archivedToast'), { description: say(M.archivedNote) });
      else toast.success(say(M.deleted));
      void refresh();
    },
    onError: (error) => {
      toast.error(say(error instanceof ApiError && error.status === 404 ? M.notFound : M.deleteFailed));
      void refresh();
    },
  });

  const restore = useMutation({
    mutationFn: (product: AdminProduct) => restoreProduct(product.id),
    onSuccess: () => {
      toast.success(say(M.restored), { description: say(M.restoredNote) });
      void refresh();
    },
    onError: (error) => {
      toast.error(say(error instanceof ApiError && error.status === 404 ? M.notFound : M.restoreFailed));
      void refresh();
    },
  });

  const products = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(search || category || view !== 'all');

  return (
    <div className="flex flex-col gap-8">
      <FormCard title={t('adminProducts.addTitle')} description={t('adminProducts.addDescription')}>
        <ProductForm
          submitLabel={t('adminProducts.addSubmit')}
          pendingLabel={t('adminProducts.adding')}
          onSubmit={(body) => add.mutateAsync(body)}
        />
      </FormCard>

      <section aria-labelledby="admin-products-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="admin-products-title" className="text-2xl">
            {t('adminProducts.listTitle')} {list.data && <span className="text-muted">({total})</span>}
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative sm:w-64">
              <label htmlFor="admin-products-search" className="sr-only">
                {t('adminProducts.search')}
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
                placeholder={t('adminProducts.searchPlaceholder')}
                value={q}
                maxLength={100}
                onChange={(event) => setQ(event.target.value)}
                className={`${inputClass} min-h-11 pl-10`}
              />
            </div>
            <label htmlFor="admin-products-category" className="sr-only">
              {t('adminProducts.filterCategory')}
            </label>
            <NativeSelect
              id="admin-products-category"
              value={category}
              onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
              className="sm:w-52"
            >
              <option value="">{t('adminProducts.allCategories')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {shopT(`category.${c}`)}
                </option>
              ))}
            </NativeSelect>
            <label htmlFor="admin-products-view" className="sr-only">
              {t('adminProducts.show')}
            </label>
            <NativeSelect
              id="admin-products-view"
              value={view}
              onChange={(event) => setView(isView(event.target.value) ? event.target.value : 'all')}
              className="sm:w-44"
            >
              {VIEWS.map((value) => (
                <option key={value} value={value}>
                  {t(`adminProducts.view.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <CatalogCsvActions />

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
              ? t('adminProducts.emptyArchived')
              : filtered
                ? t('adminProducts.emptyFiltered')
                : t('adminProducts.empty')}
          </div>
        ) : (
          // The previous filter's rows stay while the new ones load; dimmed and marked busy so they are not taken for the answer.
          <ul
            aria-busy={list.isPlaceholderData}
            className={cn('flex flex-col gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
          >
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                onEdit={setEditing}
                onVariants={setVariantsOf}
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
            {list.isFetchingNextPage
              ? t('adminProducts.loading')
              : t('adminProducts.loadMore', { shown: products.length, total })}
          </Button>
        )}
      </section>

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('adminProducts.editTitle')}
        description={editing?.name}
      >
        {editing && (
          <div className="flex flex-col gap-4">
            <AdminStockRequests key={`requests-${editing.id}`} productId={editing.id} />
            <ProductForm
              key={editing.id}
              product={editing}
              submitLabel={t('adminProducts.updateSubmit')}
              pendingLabel={t('adminProducts.saving')}
              onCancel={() => setEditing(null)}
              onSubmit={(body) => update.mutateAsync({ id: editing.id, body })}
            />
          </div>
        )}
      </AdminDialog>

      <AdminDialog
        open={variantsOf !== null}
        onOpenChange={(open) => {
          if (!open) setVariantsOf(null);
        }}
        title={t('adminProducts.variants.title')}
        description={variantsOf?.name}
      >
        {variantsOf && (
          <VariantsEditor key={variantsOf.id} product={variantsOf} onClose={() => setVariantsOf(null)} />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('adminProducts.deleteTitle')}
        description={
          <>
            <p>{say(M.confirmDelete)}</p>
            {deleting && <p className="mt-1 font-semibold text-foreground">{deleting.name}</p>}
          </>
        }
        confirmLabel={t('adminProducts.delete')}
        cancelLabel={t('adminProducts.cancel')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </div>
  );
}
