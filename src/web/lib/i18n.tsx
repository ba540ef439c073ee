import { createContext, type ReactNode, use, useMemo } from 'react';
import {
  createTranslator,
  DEFAULT_LANG,
  type Lang,
  LOCALES,
  type Messages,
  type Params,
} from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/storefront.json';

/** A catalog's keys as `t` takes them: plural forms (`x_one`, `x_other`) are asked for as `x` with a count. */
type KeyOf<C> = keyof C extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
export type StorefrontKey = KeyOf<typeof en> & string;

/** `t` of the storefront catalog. */
export type StorefrontT = (key: StorefrontKey, params?: Params) => string;

interface I18n {
  lang: Lang;
  /** The Intl locale of the language (`en-IN`, `hi-IN`). */
  locale: string;
  t: StorefrontT;
}

const englishT = createTranslator(DEFAULT_LANG, en);
const I18nContext = createContext<I18n>({ lang: DEFAULT_LANG, locale: LOCALES.en, t: englishT });

/**
 * The storefront's catalog of a language (decision 035): English is in the app's own chunk, every other
 * language downloads only on its own pages, so an English page never carries the Hindi catalog.
 */
export async function loadStorefrontCatalog(lang: Lang): Promise<Messages> {
  if (lang === 'hi') return (await import('#web/i18n/hi/storefront.json')).default;
  return en;
}

/** The page's language and its messages, per render (the server renders each request in its own language). */
export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(
    // English underneath: a key a catalog lacks still reads (the CI check keeps catalogs complete).
    () => ({
      lang,
      locale: LOCALES[lang],
      t: lang === DEFAULT_LANG ? englishT : createTranslator(lang, messages, en),
    }),
    [lang, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language, its locale and `t`. */
export const useI18n = () => use(I18nContext);
/** `t('key', { name })` in the page's language. */
export const useT = () => use(I18nContext).t;
