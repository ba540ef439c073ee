import { useEffect } from 'react';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { useT } from '#web/lib/i18n.tsx';

/**
 * Sets `document.title` on client navigation: 'About Us · Karigar'; pass `null` for the home page
 * ('Karigar — Handmade Craft Treasures', in the page's language). The server sets the first load's title from
 * the same pattern (src/server/features/seo/page-meta.ts).
 */
export function usePageTitle(title: string | null): void {
  const { storeName } = useStoreSettings();
  const t = useT();
  const homeTitle = t('site.homeTitle', { store: storeName });
  useEffect(() => {
    document.title = title ? `${title} · ${storeName}` : homeTitle;
  }, [title, storeName, homeTitle]);
}
