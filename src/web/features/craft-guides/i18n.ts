import { useMemo } from 'react';
import bodies from '#web/i18n/en/guide-bodies.json';
import en from '#web/i18n/en/guides.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import type { CraftGuideSlug } from './lib/guide-index.ts';

/** The craft guide page's own texts (decision 035); the guides' titles and summaries are in #shared/constants. */
export const useGuidesT = defineCatalog(en, { hi: () => import('#web/i18n/hi/guides.json') });

/** The guides' bodies: their English ships with the guide page, their Hindi downloads only on Hindi pages. */
const useGuideBodiesT = defineCatalog(bodies, { hi: () => import('#web/i18n/hi/guide-bodies.json') });

export interface GuideBody {
  intro: string[];
  /** How long one piece takes, in plain words. */
  time: string;
  materials: string[];
  steps: { title: string; text: string }[];
  care: string[];
  closing: string;
}

/**
 * The numbers of a guide's list (`guideBody.DreamCatcher.steps.` → 1…5), from the English keys: every language
 * has exactly those (the catalog check).
 */
function numbersOf(prefix: string): number[] {
  const found = Object.keys(bodies)
    .filter((key) => key.startsWith(prefix))
    .map((key) => Number(key.slice(prefix.length).split('.')[0]));
  return [...new Set(found)].sort((a, b) => a - b);
}

/** One guide's body in the page's language. */
export function useGuideBody(slug: CraftGuideSlug): GuideBody {
  const t = useGuideBodiesT() as (key: string) => string;
  return useMemo(() => {
    const say = (rest: string) => t(`guideBody.${slug}.${rest}`);
    const list = (name: string) => numbersOf(`guideBody.${slug}.${name}.`).map((n) => say(`${name}.${n}`));
    return {
      intro: list('intro'),
      time: say('time'),
      materials: list('materials'),
      steps: numbersOf(`guideBody.${slug}.steps.`).map((n) => ({
        title: say(`steps.${n}.title`),
        text: say(`steps.${n}.text`),
      })),
      care: list('care'),
      closing: say('closing'),
    };
  }, [t, slug]);
}
