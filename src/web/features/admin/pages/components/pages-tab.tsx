import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Lang } from '#shared/i18n/translate.ts';
import {
  type AdminSitePage,
  PAGE_MESSAGES as M,
  type SitePageInput,
  sitePageHref,
} from '#shared/pages/pages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { sitePageKeys } from '#web/features/pages/api/site-page-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { RowsSkeleton } from '../../blog/components/admin-parts.tsx';
import { ADMIN_FETCH_FAILED } from '../../shell/api/admin-keys.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { LoadFailed } from '../../shell/components/list-parts.tsx';
import { adminPagesQuery, createPage, deletePage, resetPage, savePage } from '../api/admin-pages-api.ts';
import { useAdminPagesT, usePageMessages } from '../i18n.ts';
import { PageForm } from './page-form.tsx';

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/**
 * Admin → Pages (decision 077, docs/product.md §7.18): the six policy pages, each in English and Hindi, and the
 * owner's free pages (add, edit, publish, delete after a confirm).
 */
export default function PagesTab() {
  const t = useAdminPagesT();
  const say = usePageMessages();
  const queryClient = useQueryClient();
  const pages = useQuery(adminPagesQuery);
  // null: closed; 'new': a new free page; a slug: editing that page.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminSitePage | null>(null);

  // The shop's pages read the public copy: refetched with the admin's list.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sitePageKeys.all }),
    ]);

  const save = useMutation({
    mutationFn: ({ slug, body }: { slug: string | null; body: SitePageInput }) =>
      slug === null ? createPage(body) : savePage(slug, body),
    onSuccess: (_page, { slug }) => {
      toast.success(say(slug === null ? M.created : M.saved));
      setEditing(null);
      void refresh();
    },
    onError: (error) => {
      if (!hasFieldErrors(error)) toast.error(say(M.saveFailed));
    },
  });
  const reset = useMutation({
    mutationFn: ({ slug, lang }: { slug: string; lang: Lang }) => resetPage(slug, lang),
    onSuccess: () => toast.success(say(M.reset)),
    onError: () => toast.error(say(M.resetFailed)),
    onSettled: () => void refresh(),
  });
  const remove = useMutation({
    mutationFn: (page: AdminSitePage) => deletePage(page.slug),
    onSuccess: () => toast.success(say(M.deleted)),
    onError: () => toast.error(say(M.deleteFailed)),
    onSettled: () => void refresh(),
  });

  if (!pages.data)
    return pages.isError ? (
      <LoadFailed
        message={say(ADMIN_FETCH_FAILED)}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    ) : (
      <RowsSkeleton rows={6} />
    );

  const policies = pages.data.filter((p) => p.kind !== 'custom');
  const free = pages.data.filter((p) => p.kind === 'custom');
  const open = editing === null || editing === 'new' ? undefined : pages.data.find((p) => p.slug === editing);
  const badge = (template: boolean, lang: string) => (
    <Badge variant={template ? 'outline' : 'secondary'}>
      {lang}: {template ? t('adminPages.template') : t('adminPages.edited')}
    </Badge>
  );
  const row = (page: AdminSitePage) => (
    <li
      key={page.slug}
      className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h4 className="font-sans text-base font-semibold break-words">{page.title}</h4>
        <p className="text-sm break-all text-muted">{sitePageHref(page.slug)}</p>
        <div className="flex flex-wrap gap-1.5">
          {page.kind === 'custom' ? (
            <Badge variant={page.isPublished ? 'secondary' : 'outline'}>
              {page.isPublished ? t('adminPages.published') : t('adminPages.draft')}
            </Badge>
          ) : (
            <>
              {badge(page.templateEn, 'EN')}
              {badge(page.templateHi, 'HI')}
            </>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-center">
        {page.isPublished && (
          <Button asChild variant="ghost" size="sm">
            <a href={sitePageHref(page.slug)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" strokeWidth={1.75} />
              {t('adminPages.view')}
              <span className="sr-only">{t('adminPages.newTab')}</span>
            </a>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(page.slug)}
          aria-label={t('adminPages.edit', { title: page.title })}
        >
          <Pencil aria-hidden="true" strokeWidth={1.75} />
        </Button>
        {page.kind === 'custom' && (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            onClick={() => setDeleting(page)}
            aria-label={t('adminPages.delete', { title: page.title })}
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
          </Button>
        )}
      </div>
    </li>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl">{t('adminPages.title')}</h2>
          <p className="max-w-2xl text-muted">{t('adminPages.description')}</p>
        </div>
        <Button size="sm" onClick={() => setEditing('new')} className="self-start">
          <Plus aria-hidden="true" strokeWidth={1.75} />
          {t('adminPages.addPage')}
        </Button>
      </div>
      <section aria-labelledby="policy-pages" className="flex flex-col gap-3">
        <h3 id="policy-pages" className="text-xl">
          {t('adminPages.policies')}
        </h3>
        <ul className="flex flex-col gap-3">{policies.map(row)}</ul>
      </section>
      <section aria-labelledby="free-pages" className="flex flex-col gap-3">
        <h3 id="free-pages" className="text-xl">
          {t('adminPages.freePages')}
        </h3>
        {free.length > 0 ? (
          <ul className="flex flex-col gap-3">{free.map(row)}</ul>
        ) : (
          <p className="flex items-center gap-2 text-muted">
            <FileText aria-hidden="true" size={18} strokeWidth={1.75} />
            {t('adminPages.noFreePages')}
          </p>
        )}
      </section>

      <AdminDialog
        open={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        title={open ? t('adminPages.form.editTitle') : t('adminPages.form.newTitle')}
        description={
          open
            ? t(
                open.kind === 'custom'
                  ? 'adminPages.form.descriptionFree'
                  : 'adminPages.form.descriptionPolicy',
                {
                  url: sitePageHref(open.slug),
                },
              )
            : t('adminPages.form.descriptionFree', { url: sitePageHref('…') })
        }
      >
        {editing !== null && (
          <PageForm
            // A reset (or a save elsewhere) gives the form the page's new text.
            key={open ? `${open.slug} ${open.updatedAt} ${open.templateEn} ${open.templateHi}` : 'new'}
            page={open}
            onSubmit={(body) => save.mutateAsync({ slug: open?.slug ?? null, body })}
            onReset={(lang) => open && reset.mutate({ slug: open.slug, lang })}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t('adminPages.confirmDelete.title')}
        description={t('adminPages.confirmDelete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('adminPages.confirmDelete.confirm')}
        cancelLabel={t('adminPages.form.cancel')}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
