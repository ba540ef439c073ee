import { ExternalLink, NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminBlogPost } from '#shared/blog/blog.schemas.ts';
import { BLOG_TEXTS } from '#shared/blog/blog.ts';
import { formatDate } from '#shared/format/dates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { viewsLabel } from '#web/features/blog/components/post-meta.tsx';
import { EmptyList } from './admin-parts.tsx';

interface PostsPanelProps {
  posts: readonly AdminBlogPost[];
  onNew: () => void;
  onEdit: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
}

/**
 * docs/product.md §7.7: title (opens the post in a new tab), badges, excerpt, author, published date, views,
 * edit, delete.
 */
export function PostsPanel({ posts, onNew, onEdit, onDelete }: PostsPanelProps) {
  if (posts.length === 0) {
    return (
      <EmptyList
        icon={<NotebookPen aria-hidden="true" />}
        title={BLOG_TEXTS.noBlogPosts}
        action={
          <Button onClick={onNew} className="mt-2">
            <Plus aria-hidden="true" strokeWidth={1.75} />
            {BLOG_TEXTS.createFirstPost}
          </Button>
        }
      >
        Write the first story from the studio.
      </EmptyList>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {posts.map((post) => (
        <li
          key={post.id}
          className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-start sm:gap-4"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h3 className="font-sans text-base font-semibold">
              <a
                href={paths.blogPost.href(post.slug)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-baseline gap-1.5 break-words hover:text-primary hover:underline"
              >
                {post.title}
                <ExternalLink aria-hidden="true" size={14} strokeWidth={1.75} className="shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </h3>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={post.isPublished ? 'secondary' : 'outline'}>
                {post.isPublished ? BLOG_TEXTS.published : BLOG_TEXTS.draft}
              </Badge>
              {post.isFeatured && <Badge variant="accent">{BLOG_TEXTS.featured}</Badge>}
              {post.categoryName && <Badge variant="soft">{post.categoryName}</Badge>}
            </div>
            {post.excerpt && <p className="line-clamp-2 text-sm text-muted">{post.excerpt}</p>}
            <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
              <span>By {post.author}</span>
              <span>
                {post.publishedAt
                  ? `Published ${formatDate(new Date(post.publishedAt))}`
                  : BLOG_TEXTS.notPublished}
              </span>
              <span>{viewsLabel(post.viewCount)}</span>
            </p>
          </div>
          <div className="flex shrink-0 gap-1 self-end sm:self-start">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${post.title}`}
              onClick={() => onEdit(post)}
            >
              <Pencil aria-hidden="true" strokeWidth={1.75} />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${post.title}`}
              onClick={() => onDelete(post)}
              className="text-danger hover:bg-danger/8"
            >
              <Trash2 aria-hidden="true" strokeWidth={1.75} />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
