import type { BlogComment } from '#shared/blog/blog.schemas.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useBlogT } from '../i18n.ts';

/** Approved comments, oldest first as the server sends them; plain text only. */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  const t = useBlogT();
  const { locale } = useI18n();
  if (comments.length === 0) {
    return <p className="text-muted">{t('blog.noComments')}</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {comments.map((comment) => {
        const date = new Date(comment.createdAt);
        return (
          <li
            key={comment.id}
            className="flex flex-col gap-1.5 rounded-card border border-border bg-surface p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold break-words">{comment.userName}</p>
              <time dateTime={date.toISOString()} className="text-sm text-muted">
                {formatDateTime(date, locale)}
              </time>
            </div>
            <p className="break-words whitespace-pre-line">{comment.content}</p>
          </li>
        );
      })}
    </ol>
  );
}
