import { useQuery } from '@tanstack/react-query';
import { useI18n } from '#web/lib/i18n.tsx';
import { featuredPostsQueryOptions } from '../api/blog-api.ts';
import { useBlogT } from '../i18n.ts';
import { POST_GRID, PostCard } from './post-card.tsx';
import { PostGridSkeleton } from './post-list.tsx';

/** docs/product.md §6.1: up to 3 featured posts above the list (the page shows this only without search or filter). */
export function FeaturedPosts() {
  const t = useBlogT();
  const query = useQuery(featuredPostsQueryOptions(useI18n().lang));
  if (query.isPending) return <PostGridSkeleton />;
  const posts = query.data ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="featured-posts" className="flex flex-col gap-5">
      <h2 id="featured-posts" className="text-2xl sm:text-3xl">
        {t('blog.featuredPosts')}
      </h2>
      <ul className={POST_GRID}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
