import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundView } from '#web/components/errors/not-found.tsx';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { CraftGuideArticle } from '#web/features/craft-guides/components/craft-guide-article.tsx';
import { type CraftGuide, findCraftGuide } from '#web/features/craft-guides/lib/guides.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

function GuidePage({ guide }: { guide: CraftGuide }) {
  usePageTitle(guide.title);
  const { data } = useQuery(categoriesQueryOptions());
  const cover = data?.find((c) => c.name === guide.category)?.coverImage ?? null;
  return <CraftGuideArticle key={guide.slug} guide={guide} cover={cover} />;
}

function UnknownGuide() {
  usePageTitle('Page not found');
  return <NotFoundView />;
}

/** /blogDetails/{slug}: any of the eight craft guides; an unknown slug is the 404 page. */
export function Component() {
  const { slug } = useParams();
  const guide = findCraftGuide(slug);
  return guide ? <GuidePage guide={guide} /> : <UnknownGuide />;
}
