import { useEffect } from 'react';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';

/**
 * Sets `document.title` on client navigation: 'About Us · Karigar'; pass `null` for the home page
 * ('Karigar — Handmade Craft Treasures'). The server sets the first load's title from the same pattern.
 */
export function usePageTitle(title: string | null): void {
  const { storeName } = useStoreSettings();
  useEffect(() => {
    document.title = title ? `${title} · ${storeName}` : `${storeName} — Handmade Craft Treasures`;
  }, [title, storeName]);
}
