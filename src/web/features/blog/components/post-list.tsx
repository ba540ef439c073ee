import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2, NotebookPen, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { BLOG_PAGE_SIZE } from '#shared/blog/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { blogPostListQueryOptions } from '../api/blog-api.ts';
import { useBlogT } from '../i18n.ts';
import { type BlogFilters, isFiltered } from '../lib/blog-filters.ts';
import { POST_GRID, PostCard, PostCardSkeleton } from './post-card.tsx';

/** Skeleton cards while a list loads: one row on every screen size. */
const SKELETON_CARDS = 3;

export function PostGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <div className={POST_GRID} aria-busy="true">
      <span className="sr-only" role="status">
        Loading posts…
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <PostCardSkeleton key={i} className={clsx(i === 1 && 'max-sm:hidden', i === 2 && 'max-lg:hidden')} />
      ))}
    </div>
  );
}

/**
 * The post grid under its heading: skeletons, the cards, 'Load more' while the server has more, and the
 * spec's empty states ('No posts found' + 'View All Posts' when filtered, 'No blog posts yet' otherwise).
 */
export function PostList({
  filters,
  heading,
  onShowAll,
}: {
  filters: BlogFilters;
  heading: string;
  onShowAll: () => void;
}) {
  const t = useBlogT();
  const query = useInfiniteQuery(blogPostListQueryOptions(filters, useI18n().lang));
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = <PostGridSkeleton count={SKELETON_CARDS} />;
  } else if (query.isError && !query.data) {
    body = (
      <EmptyState
        icon={<RotateCcw aria-hidden="true" size={26} strokeWidth={1.75} />}
        title={t('blog.loadFailed')}
        text={t('blog.loadFailedText')}
        action={<Button onClick={() => void query.refetch()}>{t('blog.tryAgain')}</Button>}
      />
    );
  } else if (posts.length === 0 && isFiltered(filters)) {
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" size={26} strokeWidth={1.75} />}
        title={t('blog.noPostsFound')}
        text={t('blog.noPostsFoundText')}
        action={<Button onClick={onShowAll}>{t('blog.viewAllPosts')}</Button>}
      />
    );
  } else if (posts.length === 0) {
    body = (
      <EmptyState
        icon={<NotebookPen aria-hidden="true" size={26} strokeWidth={1.75} />}
        title={t('blog.noPostsYet')}
        text={t('blog.noPostsYetText')}
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-6">
        <ul className={clsx(POST_GRID, 'w-full')}>
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} priority={index < 2} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="lg"
            className="min-w-48"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
            {query.isFetchingNextPage ? t('blog.loadingMore') : t('blog.loadMore')}
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-danger">
            {t('blog.loadMoreFailed')}
          </p>
        )}
      </div>
    );
  }

  const total = query.data?.pages[0]?.total;
  return (
    <section aria-labelledby="post-list-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="post-list-heading" className="text-2xl break-words sm:text-3xl">
          {heading}
        </h2>
        {total !== undefined && total > 0 && (
          <p className="text-sm text-muted" role="status">
            {t('blog.postCount', { count: total })}
            {total > BLOG_PAGE_SIZE && ` · ${t('blog.shown', { count: posts.length })}`}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-sand text-primary">{icon}</span>
      <h3 className="text-2xl">{title}</h3>
      <p className="max-w-md text-muted">{text}</p>
      {action}
    </div>
  );
}
