import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CRAFT_GUIDES } from '#shared/constants/craft-guides.ts';
import { NotFoundView } from '#web/components/errors/not-found.tsx';
import { categoriesQueryOptions } from '#web/features/catalog/api/get-categories.ts';
import { CraftGuideArticle } from '#web/features/craft-guides/components/craft-guide-article.tsx';
import { type CraftGuide, findCraftGuide } from '#web/features/craft-guides/lib/guides.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';

function GuidePage({ guide }: { guide: CraftGuide }) {
  const { lang } = useI18n();
  const titleHi = CRAFT_GUIDES.find((g) => g.slug === guide.slug)?.titleHi;
  usePageTitle((lang === 'hi' && titleHi) || guide.title);
  const { data } = useQuery(categoriesQueryOptions());
  const cover = data?.find((c) => c.name === guide.category)?.coverImage ?? null;
  return <CraftGuideArticle key={guide.slug} guide={guide} cover={cover} />;
}

function UnknownGuide() {
  usePageTitle(useT()('notFound.pageTitle'));
  return <NotFoundView />;
}

/** /blogDetails/{slug}: any of the eight craft guides; an unknown slug is the 404 page. */
export function Component() {
  const { slug } = useParams();
  const guide = findCraftGuide(slug);
  return guide ? <GuidePage guide={guide} /> : <UnknownGuide />;
}
