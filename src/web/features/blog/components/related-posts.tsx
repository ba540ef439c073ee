import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '#shared/blog/blog.schemas.ts';
import { formatDate } from '#shared/format/dates.ts';
import { storedImage } from '#shared/uploads/stored-image.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useBlogT } from '../i18n.ts';
import { postDate } from './post-meta.tsx';

/** docs/product.md §6.2: up to 3 other posts of the same category, then 'View All Posts'. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const t = useBlogT();
  const { locale } = useI18n();
  return (
    <aside aria-labelledby="related-posts" className="flex flex-col gap-4">
      {posts.length > 0 && (
        <>
          <h2 id="related-posts" className="text-2xl">
            {t('blog.relatedPosts')}
          </h2>
          <ul className="flex flex-col gap-3">
            {posts.map((post) => (
              <li key={post.id}>
                <Link
                  to={paths.blogPost.href(post.slug)}
                  className="group flex gap-3 rounded-card border border-border bg-surface p-2.5 transition-shadow hover:shadow-soft"
                >
                  <ResponsiveImage
                    image={storedImage(post.featuredImage)}
                    alt=""
                    sizes="96px"
                    className="aspect-square w-20 shrink-0 rounded-control"
                  />
                  <span className="flex min-w-0 flex-col justify-center gap-1">
                    <span className="line-clamp-2 font-serif leading-snug font-semibold group-hover:text-primary">
                      {post.title}
                    </span>
                    <span className="text-sm text-muted">{formatDate(postDate(post), locale)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to={paths.blog.href()}
        className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-control font-semibold text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={18} strokeWidth={1.75} />
        {t('blog.viewAllPosts')}
      </Link>
    </aside>
  );
}
