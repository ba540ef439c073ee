import { clsx } from 'clsx';
import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '#shared/blog/blog.schemas.ts';
import { CARD_TAGS_SHOWN } from '#shared/blog/blog.ts';
import { storedImage } from '#shared/uploads/stored-image.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useBlogT } from '../i18n.ts';
import { PostMeta } from './post-meta.tsx';

/** Post grids: one column on phones, two from sm, three from lg. */
export const POST_GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';
const POST_GRID_SIZES = '(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

/** The featured badge over a post's picture (cards and the post page). */
export function FeaturedBadge({ className }: { className?: string }) {
  const t = useBlogT();
  return (
    <Badge variant="accent" className={className}>
      <Star aria-hidden="true" strokeWidth={1.75} className="fill-current" />
      {t('blog.featured')}
    </Badge>
  );
}

/** Tags as small chips ('#lippan'); `limit` keeps the first few (docs/product.md §6.1: cards show 2). */
export function PostTags({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const t = useBlogT();
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('blog.tags')}>
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-sand px-2.5 py-0.5 text-sm text-muted">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** A post tile: picture, badges, date/author/views, title link, excerpt, category, tags, Read More. */
export function PostCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const t = useBlogT();
  const href = paths.blogPost.href(post.slug);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface transition-shadow duration-200 hover:shadow-soft">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/10] overflow-hidden"
      >
        <ResponsiveImage
          image={storedImage(post.featuredImage)}
          alt=""
          sizes={POST_GRID_SIZES}
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {post.isFeatured && <FeaturedBadge className="absolute top-2 left-2" />}
      </Link>
      <div className="flex flex-1 flex-col gap-2.5 p-4 sm:p-5">
        <PostMeta post={post} />
        <h3 className="font-serif text-lg leading-snug font-semibold sm:text-xl">
          <Link to={href} className="rounded-control hover:text-primary">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-muted">{post.excerpt}</p>}
        <div className="flex flex-wrap items-center gap-1.5">
          {post.categoryName && <Badge variant="soft">{post.categoryName}</Badge>}
          <PostTags tags={post.tags} limit={CARD_TAGS_SHOWN} />
        </div>
        <Link
          to={href}
          className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start rounded-control font-semibold text-primary hover:underline"
        >
          {t('blog.readMore')}
          <span className="sr-only"> {t('blog.readMoreAbout', { title: post.title })}</span>
          <ArrowRight aria-hidden="true" size={18} strokeWidth={1.75} />
        </Link>
      </div>
    </article>
  );
}

export function PostCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={clsx(
        'flex flex-col overflow-hidden rounded-card border border-border bg-surface',
        className,
      )}
    >
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-2.5 p-4 sm:p-5">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-6 w-24" />
      </div>
    </div>
  );
}
