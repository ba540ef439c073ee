import type { BlogPost } from '#shared/blog/blog.schemas.ts';
import { storedImage } from '#shared/uploads/stored-image.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';
import { FeaturedBadge, PostTags } from './post-card.tsx';
import { PostMeta } from './post-meta.tsx';

const ARTICLE_IMAGE_SIZES = '(min-width: 1152px) 760px, (min-width: 1024px) 66vw, 100vw';

/** Lines standing in for a body whose code has not arrived, in a render of the browser's own. */
function PostBodySkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/**
 * The body, served in full, hydrates from its own chunk once the page is live (decision 046): a long post's
 * hydration is then a render and a commit of its own, not part of the whole page's (issue 17's TBT).
 */
const PostBody = deferredPart(() => import('./markdown.tsx').then((m) => m.Markdown), PostBodySkeleton);

/** The post itself: picture, badges, meta, title, category and tags, excerpt, and the markdown body. */
export function PostArticle({ post, viewCount }: { post: BlogPost; viewCount: number }) {
  const image = storedImage(post.featuredImage);
  return (
    <article className="flex flex-col gap-5">
      {image && (
        <div className="relative overflow-hidden rounded-card">
          <ResponsiveImage
            image={image}
            alt=""
            sizes={ARTICLE_IMAGE_SIZES}
            priority
            className="aspect-[16/9] w-full"
          />
        </div>
      )}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {post.isFeatured && <FeaturedBadge />}
          {post.categoryName && <Badge variant="soft">{post.categoryName}</Badge>}
        </div>
        <h1 className="text-3xl break-words sm:text-4xl">{post.title}</h1>
        <PostMeta post={post} viewCount={viewCount} />
        <PostTags tags={post.tags} />
        {post.excerpt && (
          <p className="border-l-4 border-primary/40 pl-4 text-lg text-muted italic">{post.excerpt}</p>
        )}
      </header>
      <PostBody source={post.content} />
    </article>
  );
}

export function PostArticleSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only" role="status">
        Loading post…
      </span>
      <Skeleton className="aspect-[16/9] w-full rounded-card" />
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-56" />
      <PostBodySkeleton />
    </div>
  );
}
