import { useT } from '#web/lib/i18n.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the header to the page content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-control bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skip')}
    </a>
  );
}
