import { ExternalLink, NotebookPen, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminBlogPost } from '#shared/blog/blog.schemas.ts';
import { formatDate } from '#shared/format/dates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { viewsLabel } from '#web/features/blog/components/post-meta.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminBlogT } from '../i18n.ts';
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
  const t = useAdminBlogT();
  const { locale } = useI18n();
  if (posts.length === 0) {
    return (
      <EmptyList
        icon={<NotebookPen aria-hidden="true" />}
        title={t('adminBlog.text.noBlogPosts')}
        action={
          <Button onClick={onNew} className="mt-2">
            <Plus aria-hidden="true" strokeWidth={1.75} />
            {t('adminBlog.text.createFirstPost')}
          </Button>
        }
      >
        {t('adminBlog.postsEmpty')}
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
                <span className="sr-only">{t('adminBlog.newTab')}</span>
              </a>
            </h3>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={post.isPublished ? 'secondary' : 'outline'}>
                {post.isPublished ? t('adminBlog.text.published') : t('adminBlog.text.draft')}
              </Badge>
              {post.isFeatured && <Badge variant="accent">{t('adminBlog.text.featured')}</Badge>}
              {post.categoryName && <Badge variant="soft">{post.categoryName}</Badge>}
            </div>
            {post.excerpt && <p className="line-clamp-2 text-sm text-muted">{post.excerpt}</p>}
            <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted">
              <span>{t('adminBlog.by', { author: post.author })}</span>
              <span>
                {post.publishedAt
                  ? t('adminBlog.publishedOn', { date: formatDate(new Date(post.publishedAt), locale) })
                  : t('adminBlog.text.notPublished')}
              </span>
              <span>{viewsLabel(post.viewCount)}</span>
            </p>
          </div>
          <div className="flex shrink-0 gap-1 self-end sm:self-start">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('adminBlog.edit', { name: post.title })}
              onClick={() => onEdit(post)}
            >
              <Pencil aria-hidden="true" strokeWidth={1.75} />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('adminBlog.deleteNamed', { name: post.title })}
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
