import { clsx } from 'clsx';
import { CalendarDays, Eye, UserRound } from 'lucide-react';
import type { BlogPostSummary } from '#shared/blog/blog.schemas.ts';
import { formatDate } from '#shared/format/dates.ts';
import { formatCount } from '#shared/format/numbers.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useBlogT } from '../i18n.ts';

/** The date a reader sees: when it was published (a draft never reaches the public pages). */
export const postDate = (post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>) =>
  new Date(post.publishedAt ?? post.createdAt);

/** The admin's post list (English). */
export const viewsLabel = (n: number) => `${formatCount(n)} ${n === 1 ? 'view' : 'views'}`;

/** Date, author and (when above 0, docs/product.md §6.1) the view count, in one quiet line. */
export function PostMeta({
  post,
  viewCount = post.viewCount,
  className,
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt' | 'author' | 'viewCount'>;
  /** The count just returned by the view endpoint, when newer than the post's. */
  viewCount?: number;
  className?: string;
}) {
  const { locale } = useI18n();
  const t = useBlogT();
  const date = postDate(post);
  return (
    <ul className={clsx('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted', className)}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" size={16} strokeWidth={1.75} />
        <time dateTime={date.toISOString()}>{formatDate(date, locale)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" size={16} strokeWidth={1.75} />
        <span>
          <span className="sr-only">{t('blog.by')} </span>
          {post.author}
        </span>
      </li>
      {viewCount > 0 && (
        <li className="inline-flex items-center gap-1.5">
          <Eye aria-hidden="true" size={16} strokeWidth={1.75} />
          {t('blog.views', { count: viewCount, views: formatCount(viewCount, locale) })}
        </li>
      )}
    </ul>
  );
}
