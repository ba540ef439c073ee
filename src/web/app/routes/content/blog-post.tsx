import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { adminPostPreviewQueryOptions } from '#web/features/admin/blog/api/admin-blog-api.ts';
import { blogPostQueryOptions } from '#web/features/blog/api/blog-api.ts';
import { CommentList } from '#web/features/blog/components/comment-list.tsx';
import { PostArticle, PostArticleSkeleton } from '#web/features/blog/components/post-article.tsx';
import { RelatedPosts } from '#web/features/blog/components/related-posts.tsx';
import { usePostViews } from '#web/features/blog/hooks/use-post-views.ts';
import { useBlogT } from '#web/features/blog/i18n.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useHydrated } from '#web/hooks/use-hydrated.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { lazyToast } from '#web/lib/lazy-toast.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The comment form comes with the form kit (react-hook-form), which a reader of the post does not need to
 * see it: loaded after the post, so the post page's JS stays what it was before the kit (issue 15).
 */
const CommentForm = lazy(() =>
  import('#web/features/blog/components/comment-form.tsx').then((m) => ({ default: m.CommentForm })),
);

/**
 * /blog/:slug. An unknown slug, a draft or a failed load goes back to /blog with the toast of docs/product.md
 * §6.2; except that an admin sees a draft as a preview (audit 2.7; the served page is a guest's, so the preview
 * is read in the browser once the session says admin).
 */
export function Component() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { lang } = useI18n();
  const query = useQuery({ ...blogPostQueryOptions(slug, lang), retryOnMount: false });
  const detail = query.data;
  const views = usePostViews(detail?.post.slug);
  const session = useSession();
  const publicFailed = !detail && query.isError;
  const preview = useQuery({
    ...adminPostPreviewQueryOptions(slug, lang),
    enabled: publicFailed && session.isAdmin,
  });
  // Only a draft: a published post the public read could not load fails as it does for everyone.
  const draft = publicFailed && preview.data?.isPublished === false ? preview.data : undefined;
  const t = useBlogT();
  usePageTitle(detail?.post.title ?? draft?.title ?? t('blog.title'));

  const hydrated = useHydrated();
  const formPlaceholder = <Skeleton className="h-[28rem] rounded-card" />;

  // For a guest or shopper as soon as the session is known; for an admin once the preview failed too.
  const failed =
    publicFailed &&
    session.status !== 'loading' &&
    (!session.isAdmin || preview.isError || preview.data?.isPublished === true);
  useEffect(() => {
    if (!failed) return;
    // Through lazyToast: a page served with its failed load toasts at hydration, before the Toaster is up.
    void lazyToast().then((toast) => toast.error(BLOG_MESSAGES.loadPostFailed));
    navigate(paths.blog.href(), { replace: true });
  }, [failed, navigate]);

  if (draft)
    return (
      <Container className="flex flex-col gap-6 py-6 sm:py-10">
        <BackLink to={paths.blog.href()}>{t('blog.backToBlog')}</BackLink>
        <p role="status" className="rounded-card border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
          <strong>Preview.</strong> This post is a draft: only admins see it until it is published.
        </p>
        <div className="max-w-3xl">
          <PostArticle post={draft} viewCount={draft.viewCount} />
        </div>
      </Container>
    );

  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <BackLink to={paths.blog.href()}>{t('blog.backToBlog')}</BackLink>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
        <div className="flex min-w-0 flex-col gap-10">
          {detail ? (
            <PostArticle post={detail.post} viewCount={views ?? detail.post.viewCount} />
          ) : (
            <PostArticleSkeleton />
          )}
          {detail && (
            <section
              aria-labelledby="comments-heading"
              className="flex flex-col gap-5 border-t border-border pt-8"
            >
              <h2 id="comments-heading" className="text-2xl sm:text-3xl">
                {t('blog.comments', { count: detail.commentCount })}
              </h2>
              <CommentList comments={detail.comments} />
              {/* The form needs JavaScript: served and until the page is live, its place is held (decision 026). */}
              {hydrated ? (
                <Suspense fallback={formPlaceholder}>
                  <CommentForm slug={detail.post.slug} />
                </Suspense>
              ) : (
                formPlaceholder
              )}
            </section>
          )}
        </div>
        {detail && <RelatedPosts posts={detail.related} />}
      </div>
    </Container>
  );
}
