import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Plus, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import type {
  AdminBlogComment,
  AdminBlogPost,
  BlogPostInput,
  CommentStatus,
} from '#shared/blog/blog.schemas.ts';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { AdminDialog } from '#web/features/admin/shell/components/admin-dialog.tsx';
import { blogKeys } from '#web/features/blog/api/blog-keys.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { LoadFailed, LoadMoreButton } from '../../shell/components/list-parts.tsx';
import {
  adminCategoriesQueryOptions,
  adminCommentsQueryOptions,
  adminPostsQueryOptions,
  createPost,
  deleteComment,
  deletePost,
  moderateComment,
  updatePost,
} from '../api/admin-blog-api.ts';
import { useAdminBlogT, useBlogMessages } from '../i18n.ts';
import { RowsSkeleton } from './admin-parts.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { PostForm } from './post-form.tsx';
import { PostsPanel } from './posts-panel.tsx';

const SECTIONS = ['posts', 'comments', 'categories'] as const;
type Section = (typeof SECTIONS)[number];

const hasFieldErrors = (error: unknown) =>
  error instanceof ApiError && Boolean(error.fields && Object.keys(error.fields).length);

/** docs/product.md §7.7: the spec's toasts; unapprove says rejected (back to not approved), restore its own. */
function moderatedMessage(from: CommentStatus, to: CommentStatus): string {
  if (to === 'approved') return BLOG_MESSAGES.commentApproved;
  return from === 'rejected' && to === 'pending'
    ? BLOG_MESSAGES.commentRestored
    : BLOG_MESSAGES.commentRejected;
}

/**
 * docs/product.md §7.7, the admin Blog tab: View Blog, Refresh, New Post; Posts, Comments and Categories with
 * their counts.
 */
export default function BlogTab() {
  const t = useAdminBlogT();
  const say = useBlogMessages();
  const queryClient = useQueryClient();
  const [section, setSection] = useState<Section>('posts');
  // null: closed; 'new': writing a new post; a post: editing it.
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const [deletingPost, setDeletingPost] = useState<AdminBlogPost | null>(null);
  const [deletingComment, setDeletingComment] = useState<AdminBlogComment | null>(null);

  const posts = useInfiniteQuery(adminPostsQueryOptions());
  const comments = useInfiniteQuery(adminCommentsQueryOptions());
  const categories = useQuery(adminCategoriesQueryOptions());

  // Admin writes change the public blog as well: both refresh.
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKeys.all });

  const savePost = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BlogPostInput }) =>
      id === null ? createPost(body) : updatePost(id, body),
    onSuccess: (_post, { id }) => {
      toast.success(say(id === null ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated));
      setEditing(null);
      void refresh();
    },
    onError: (error, { id }) => {
      if (hasFieldErrors(error)) return;
      // docs/product.md §7.7: a refused create shows the server's message; anything else its plain sentence.
      if (id === null)
        toast.error(
          say(error instanceof ApiError && error.isClientError ? error.message : BLOG_MESSAGES.createFailed),
        );
      else toast.error(say(BLOG_MESSAGES.updateFailed));
    },
  });

  const removePost = useMutation({
    mutationFn: (post: AdminBlogPost) => deletePost(post.id),
    onSuccess: () => toast.success(say(BLOG_MESSAGES.deleted)),
    onError: () => toast.error(say(BLOG_MESSAGES.deleteFailed)),
    onSettled: () => void refresh(),
  });

  const moderate = useMutation({
    mutationFn: ({ comment, status }: { comment: AdminBlogComment; status: CommentStatus }) =>
      moderateComment(comment.id, status),
    onSuccess: (_comment, { comment, status }) =>
      toast.success(say(moderatedMessage(comment.status, status))),
    onError: () => toast.error(say(BLOG_MESSAGES.moderateFailed)),
    onSettled: () => void refresh(),
  });

  const removeComment = useMutation({
    mutationFn: (comment: AdminBlogComment) => deleteComment(comment.id),
    onSuccess: () => toast.success(say(BLOG_MESSAGES.commentDeleted)),
    onError: () => toast.error(say(BLOG_MESSAGES.deleteCommentFailed)),
    onSettled: () => void refresh(),
  });

  const counts = posts.data?.pages[0]?.counts;
  const labels: Record<Section, string> = {
    posts: t('adminBlog.sectionCount', { label: t('adminBlog.text.posts'), count: counts?.posts ?? '…' }),
    comments: t('adminBlog.sectionCount', {
      label: t('adminBlog.text.comments'),
      count: counts?.pendingComments ?? '…',
    }),
    categories: t('adminBlog.sectionCount', {
      label: t('adminBlog.text.categories'),
      count: counts?.categories ?? '…',
    }),
  };

  const panel = () => {
    if (section === 'posts') {
      if (!posts.data)
        return posts.isError ? (
          <LoadFailed message={say(BLOG_MESSAGES.loadDataFailed)} onRetry={() => void posts.refetch()} />
        ) : (
          <RowsSkeleton />
        );
      return (
        <>
          <PostsPanel
            posts={posts.data.pages.flatMap((page) => page.items)}
            onNew={() => setEditing('new')}
            onEdit={setEditing}
            onDelete={setDeletingPost}
          />
          <LoadMoreButton query={posts} />
        </>
      );
    }
    if (section === 'comments') {
      if (!comments.data)
        return comments.isError ? (
          <LoadFailed message={say(BLOG_MESSAGES.loadDataFailed)} onRetry={() => void comments.refetch()} />
        ) : (
          <RowsSkeleton />
        );
      return (
        <>
          <CommentsPanel
            comments={comments.data.pages.flatMap((page) => page.items)}
            busyId={moderate.isPending ? (moderate.variables?.comment.id ?? null) : null}
            onModerate={(comment, status) => moderate.mutate({ comment, status })}
            onDelete={setDeletingComment}
          />
          <LoadMoreButton query={comments} />
        </>
      );
    }
    if (!categories.data)
      return categories.isError ? (
        <LoadFailed message={say(BLOG_MESSAGES.loadDataFailed)} onRetry={() => void categories.refetch()} />
      ) : (
        <RowsSkeleton rows={2} />
      );
    return <CategoriesPanel categories={categories.data} />;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-2xl">{t('adminBlog.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <a href={paths.blog.href()} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" strokeWidth={1.75} />
              {t('adminBlog.text.viewBlog')}
              <span className="sr-only">{t('adminBlog.newTab')}</span>
            </a>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void refresh()}
            disabled={posts.isFetching || comments.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              strokeWidth={1.75}
              className={cn((posts.isFetching || comments.isFetching) && 'animate-spin')}
            />
            {t('adminBlog.text.refresh')}
          </Button>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" strokeWidth={1.75} />
            {t('adminBlog.text.newPost')}
          </Button>
        </div>
      </div>

      <SectionTabs selected={section} labels={labels} label={t('adminBlog.sections')} onSelect={setSection} />
      <div role="tabpanel" id={`blog-panel-${section}`} aria-labelledby={`blog-tab-${section}`}>
        {panel()}
      </div>

      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === 'new' ? t('adminBlog.text.newPost') : t('adminBlog.editPost')}
        description={editing === 'new' || editing === null ? t('adminBlog.postDialogHint') : editing.title}
      >
        {editing !== null && (
          <PostForm
            key={editing === 'new' ? 'new' : editing.id}
            post={editing === 'new' ? undefined : editing}
            categories={categories.data ?? []}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => savePost.mutateAsync({ id: editing === 'new' ? null : editing.id, body })}
          />
        )}
      </AdminDialog>

      <ConfirmDialog
        open={deletingPost !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingPost(null);
        }}
        title={t('adminBlog.deletePost')}
        description={
          <>
            {say(BLOG_MESSAGES.confirmDeletePost)}
            {deletingPost && (
              <span className="mt-1 block font-semibold text-foreground">{deletingPost.title}</span>
            )}
          </>
        }
        confirmLabel={t('adminBlog.delete')}
        cancelLabel={t('adminBlog.cancel')}
        onConfirm={() => {
          if (deletingPost) removePost.mutate(deletingPost);
        }}
      />
      <ConfirmDialog
        open={deletingComment !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingComment(null);
        }}
        title={t('adminBlog.deleteComment')}
        description={say(BLOG_MESSAGES.confirmDeleteComment)}
        confirmLabel={t('adminBlog.delete')}
        cancelLabel={t('adminBlog.cancel')}
        onConfirm={() => {
          if (deletingComment) removeComment.mutate(deletingComment);
        }}
      />
    </div>
  );
}

/** The three sub-tabs (WAI-ARIA tabs: arrows move between them, the open one is in the Tab order). */
function SectionTabs({
  selected,
  labels,
  label,
  onSelect,
}: {
  selected: Section;
  labels: Record<Section, string>;
  label: string;
  onSelect: (section: Section) => void;
}) {
  const refs = useRef(new Map<Section, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SECTIONS[(index + step + SECTIONS.length) % SECTIONS.length]!;
    onSelect(next);
    refs.current.get(next)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-control bg-sand p-1">
      {SECTIONS.map((section, index) => {
        const active = section === selected;
        return (
          <button
            key={section}
            ref={(node) => {
              if (node) refs.current.set(section, node);
            }}
            type="button"
            role="tab"
            id={`blog-tab-${section}`}
            aria-selected={active}
            aria-controls={`blog-panel-${section}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(section)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'min-h-11 flex-1 rounded-control px-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap transition-colors',
              active ? 'bg-surface text-primary shadow-sm' : 'text-muted hover:text-foreground',
            )}
          >
            {labels[section]}
          </button>
        );
      })}
    </div>
  );
}
