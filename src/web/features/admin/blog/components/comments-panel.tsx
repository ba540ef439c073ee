import { Check, MessageSquare, RotateCcw, Trash2, Undo2, X } from 'lucide-react';
import type { AdminBlogComment, CommentStatus } from '#shared/blog/blog.schemas.ts';
import { BLOG_TEXTS } from '#shared/blog/blog.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { EmptyList } from './admin-parts.tsx';

interface CommentsPanelProps {
  comments: readonly AdminBlogComment[];
  /** Moves the comment to another moderation state. */
  onModerate: (comment: AdminBlogComment, status: CommentStatus) => void;
  onDelete: (comment: AdminBlogComment) => void;
  /** The comment whose moderation is on its way (its buttons wait). */
  busyId: number | null;
}

const BADGES = {
  approved: { variant: 'secondary', label: BLOG_TEXTS.approved },
  pending: { variant: 'accent', label: BLOG_TEXTS.pending },
  rejected: { variant: 'outline', label: BLOG_TEXTS.rejected },
} as const;

/**
 * docs/product.md §7.7: name, email, Approved/Pending/Rejected, content, date; approve + reject on pending
 * ones, unapprove on approved ones, restore on rejected ones, delete on all.
 */
export function CommentsPanel({ comments, onModerate, onDelete, busyId }: CommentsPanelProps) {
  if (comments.length === 0) {
    return (
      <EmptyList icon={<MessageSquare aria-hidden="true" />} title={BLOG_TEXTS.noComments}>
        Readers' comments wait here for your approval.
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
              <Badge variant={BADGES[comment.status].variant}>{BADGES[comment.status].label}</Badge>
            </div>
            <p className="text-sm break-all text-muted">{comment.userEmail}</p>
            <p className="break-words whitespace-pre-line">{comment.content}</p>
            <p className="text-sm text-muted">
              <time dateTime={date.toISOString()}>{formatDateTime(date)}</time> on{' '}
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
                  Unapprove
                </Button>
              )}
              {comment.status === 'pending' && (
                <>
                  <Button size="sm" disabled={busy} onClick={() => onModerate(comment, 'approved')}>
                    <Check aria-hidden="true" strokeWidth={1.75} />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => onModerate(comment, 'rejected')}
                  >
                    <X aria-hidden="true" strokeWidth={1.75} />
                    Reject
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
                  Restore
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
                Delete
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
