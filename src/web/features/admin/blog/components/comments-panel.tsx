import { Check, MessageSquare, RotateCcw, Trash2, Undo2, X } from 'lucide-react';
import type { AdminBlogComment, CommentStatus } from '#shared/blog/blog.schemas.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminBlogT } from '../i18n.ts';
import { EmptyList } from './admin-parts.tsx';

interface CommentsPanelProps {
  comments: readonly AdminBlogComment[];
  /** Moves the comment to another moderation state. */
  onModerate: (comment: AdminBlogComment, status: CommentStatus) => void;
  onDelete: (comment: AdminBlogComment) => void;
  /** The comment whose moderation is on its way (its buttons wait). */
  busyId: number | null;
}

const BADGES = { approved: 'secondary', pending: 'accent', rejected: 'outline' } as const;

/**
 * docs/product.md §7.7: name, email, Approved/Pending/Rejected, content, date; approve + reject on pending
 * ones, unapprove on approved ones, restore on rejected ones, delete on all.
 */
export function CommentsPanel({ comments, onModerate, onDelete, busyId }: CommentsPanelProps) {
  const t = useAdminBlogT();
  const { locale } = useI18n();
  if (comments.length === 0) {
    return (
      <EmptyList icon={<MessageSquare aria-hidden="true" />} title={t('adminBlog.text.noComments')}>
        {t('adminBlog.commentsEmpty')}
      </EmptyList>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((comment) => {
        const date = new Date(comment.createdAt);
        const busy = busyId === comment.id;
        return (
          <li
            key={comment.id}
            className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-sans text-base font-semibold break-words">{comment.userName}</h3>
              <Badge variant={BADGES[comment.status]}>{t(`adminBlog.text.${comment.status}`)}</Badge>
            </div>
            <p className="text-sm break-all text-muted">{comment.userEmail}</p>
            <p className="break-words whitespace-pre-line">{comment.content}</p>
            <p className="text-sm text-muted">
              <time dateTime={date.toISOString()}>{formatDateTime(date, locale)}</time> {t('adminBlog.on')}{' '}
              <a
                href={paths.blogPost.href(comment.postSlug)}
                target="_blank"
                rel="noopener"
                className="font-semibold text-foreground hover:text-primary hover:underline"
              >
                {comment.postTitle}
              </a>
            </p>
            <div className="flex flex-wrap gap-2 pt-1">
              {comment.status === 'approved' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onModerate(comment, 'pending')}
                >
                  <Undo2 aria-hidden="true" strokeWidth={1.75} />
                  {t('adminBlog.unapprove')}
                </Button>
              )}
              {comment.status === 'pending' && (
                <>
                  <Button size="sm" disabled={busy} onClick={() => onModerate(comment, 'approved')}>
                    <Check aria-hidden="true" strokeWidth={1.75} />
                    {t('adminBlog.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onModerate(comment, 'rejected')}
                  >
                    <X aria-hidden="true" strokeWidth={1.75} />
                    {t('adminBlog.reject')}
                  </Button>
                </>
              )}
              {comment.status === 'rejected' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onModerate(comment, 'pending')}
                >
                  <RotateCcw aria-hidden="true" strokeWidth={1.75} />
                  {t('adminBlog.restore')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onDelete(comment)}
                className="text-danger hover:bg-danger/8"
              >
                <Trash2 aria-hidden="true" strokeWidth={1.75} />
                {t('adminBlog.delete')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
