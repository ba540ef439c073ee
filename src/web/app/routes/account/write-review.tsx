import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareHeart, PackageCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { PleaseLogin } from '#web/features/auth/components/please-login.tsx';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { myReviewQueryOptions, writeReview } from '#web/features/reviews/api/my-review.ts';
import { MyReviewCard } from '#web/features/reviews/components/my-review.tsx';
import { ReviewForm } from '#web/features/reviews/components/review-form.tsx';
import { useReviewMessages, useReviewsT } from '#web/features/reviews/i18n.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { lazyToast } from '#web/lib/lazy-toast.ts';
import { useSession } from '#web/lib/session.ts';

/** /review/:productId (docs/product.md §3.10): a verified buyer writes their one review, then adds photos. */
export function Component() {
  const t = useReviewsT();
  const say = useReviewMessages();
  usePageTitle(t('reviews.write.pageTitle'));
  const session = useSession();
  const productId = Number(useParams().productId);
  const userId = session.user?.id ?? '';
  const queryClient = useQueryClient();
  const product = useQuery({ ...productQueryOptions(String(productId)), enabled: Boolean(userId) });
  const mine = useQuery({ ...myReviewQueryOptions(userId, productId), enabled: Boolean(userId) });

  if (session.status === 'signed-out') {
    return (
      <PleaseLogin icon={<MessageSquareHeart aria-hidden="true" />}>
        <p>{t('reviews.write.signIn')}</p>
      </PleaseLogin>
    );
  }
  const myOrders = (
    <Button asChild size="lg">
      <Link to={paths.orderHistory.href()}>{t('reviews.write.yourOrders')}</Link>
    </Button>
  );
  if (product.isError || mine.isError) {
    return (
      <PageMessage
        icon={<MessageSquareHeart aria-hidden="true" />}
        title={t('reviews.write.title')}
        action={myOrders}
      >
        <p role="alert">
          {product.isError ? t('reviews.msg.productNotFound') : t('reviews.write.loadFailed')}
        </p>
      </PageMessage>
    );
  }
  if (!product.data || !mine.data) return <WriteReviewSkeleton />;
  const { canReview, review } = mine.data;
  if (!canReview && !review) {
    return (
      <PageMessage
        icon={<PackageCheck aria-hidden="true" />}
        title={t('reviews.write.title')}
        action={myOrders}
      >
        <p>{t('reviews.msg.notAVerifiedBuyer')}</p>
      </PageMessage>
    );
  }

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-6 sm:py-10">
      <div>
        <BackLink to={paths.orderHistory.href()}>{t('reviews.write.backToOrders')}</BackLink>
        <h1 className="mt-2 text-3xl sm:text-4xl">{t('reviews.write.title')}</h1>
        <p className="mt-1 text-lg text-muted">
          <Link
            to={paths.product.href(product.data)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {product.data.name}
          </Link>
        </p>
      </div>
      {review ? (
        <MyReviewCard review={review} userId={userId} />
      ) : (
        <section
          className="rounded-card border border-border bg-surface p-5 sm:p-6"
          aria-label={t('reviews.write.yourReview')}
        >
          <ReviewForm
            productId={productId}
            onSubmit={async (input) => {
              const written = await writeReview(input);
              void lazyToast().then((toast) => toast.success(say(written.message)));
              await queryClient.invalidateQueries({
                queryKey: myReviewQueryOptions(userId, productId).queryKey,
              });
            }}
          />
        </section>
      )}
    </Container>
  );
}

function WriteReviewSkeleton() {
  const t = useReviewsT();
  return (
    <Container className="flex max-w-2xl flex-col gap-4 py-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        {t('reviews.write.loading')}
      </span>
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-72 w-full rounded-card" />
    </Container>
  );
}
