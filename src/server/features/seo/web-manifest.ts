import { type Lang, LOCALES, pathInLang } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';

/** The brand's warm paper (shared/brand.md), as the pages' `theme-color` meta: the installed app's bars match the header. */
export const APP_COLOUR = '#FBF7F2';

/** The icons scripts/app-icons.ts draws into src/web/public (served from the web build). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The manifest's address in a language: Hindi pages link `/hi/manifest.webmanifest`, which opens the app in Hindi. */
export const manifestPath = (lang: Lang) => pathInLang('/manifest.webmanifest', lang);

/**
 * The web app manifest (decision 089): the store's name from Store Settings, so a renamed shop installs under its
 * new name; one app (`id`, `scope` `/`) for both languages, opening on the home page of the language it was
 * installed from.
 */
export function webManifest(settings: StoreSettings, lang: Lang) {
  return {
    id: '/',
    name: settings.storeName,
    short_name: settings.storeName.slice(0, 12),
    description:
      lang === 'hi'
        ? 'भारतीय कारीगरों के हाथ से बना शिल्प: ड्रीम कैचर, लिप्पन कला, मोमबत्तियाँ और भी बहुत कुछ।'
        : settings.tagline,
    lang: LOCALES[lang],
    dir: 'ltr',
    start_url: pathInLang('/', lang),
    scope: '/',
    display: 'standalone',
    background_color: APP_COLOUR,
    theme_color: APP_COLOUR,
    categories: ['shopping'],
    icons: APP_ICONS,
  };
}
