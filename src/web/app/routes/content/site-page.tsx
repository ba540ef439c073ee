import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDate } from '#shared/format/dates.ts';
import { NotFoundView } from '#web/components/errors/not-found.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Markdown } from '#web/features/blog/components/markdown.tsx';
import { isPageNotFound, sitePageQueryOptions } from '#web/features/pages/api/site-page-api.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';

/**
 * /pages/:slug (decision 077): a policy page or one of the owner's free pages, served in full with its head;
 * the owner's markdown as text nodes (the blog's renderer), never as HTML.
 */
export function Component() {
  const { slug = '' } = useParams();
  const { lang, locale } = useI18n();
  const t = useT();
  const query = useQuery(sitePageQueryOptions(slug, lang));
  const page = query.data;
  const notFound = !page && isPageNotFound(query.error);
  usePageTitle(page?.title ?? (notFound ? t('notFound.pageTitle') : null));

  if (notFound) return <NotFoundView />;
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      {!page && query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-lg">{t('policy.loadFailed')}</p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : page ? (
        <article className="flex flex-col gap-5">
          <h1 className="text-3xl sm:text-4xl">{page.title}</h1>
          <Markdown source={page.body} className="sm:text-lg" />
          {page.updatedAt && (
            <p className="text-sm text-muted">
              {t('policy.updated', { date: formatDate(new Date(page.updatedAt), locale) })}
            </p>
          )}
        </article>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      )}
    </Container>
  );
}
