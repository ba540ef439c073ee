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

type CatalogImport = () => Promise<{ default: Messages }>;
const partLoaders = new Set<(lang: Lang) => Promise<Messages>>();

/**
 * The catalog of one part of the app (checkout, account, an admin tab…), shipped with that part's code
 * (decision 035): its English is in the part's own chunk, another language downloads the first time a page of
 * the part renders in it. Returns the part's `useT`, typed by its English keys:
 *
 *   export const useCheckoutT = defineCatalog(en, { hi: () => import('#web/i18n/hi/checkout.json') });
 */
export function defineCatalog<C extends Messages>(en: C, others: Record<Exclude<Lang, 'en'>, CatalogImport>) {
  const englishT = createTranslator(DEFAULT_LANG, en);
  const loading = new Map<Lang, Promise<Messages>>();
  const load = (lang: Lang): Promise<Messages> => {
    if (lang === 'en') return Promise.resolve(en);
    let promise = loading.get(lang);
    if (!promise) {
      const started: Promise<Messages> & { status?: string; value?: Messages } = others[lang]().then(
        ({ default: messages }) => {
          // React's mark of a settled promise: `use` then reads the value without suspending.
          started.status = 'fulfilled';
          started.value = messages;
          return messages;
        },
      );
      promise = started;
      loading.set(lang, promise);
    }
    return promise;
  };
  partLoaders.add(load);
  return function usePartT(): (key: KeyOf<C> & string, params?: Params) => string {
    const { lang } = useI18n();
    // Suspends only until the part's catalog has arrived (a loaded one is a fulfilled promise, read at once).
    // Always through `use`: a suspended first render is replayed, and React needs the same `use` call there
    // before the hooks that follow (else 'Update hook called on initial render', React error 467).
    const messages = lang === DEFAULT_LANG ? en : use(load(lang));
    return useMemo(
      () => (lang === DEFAULT_LANG ? englishT : createTranslator(lang, messages, en)),
      [lang, messages],
    );
  };
}

/** Every part catalog the loaded code has defined, in a language: awaited before the first render. */
export async function loadPartCatalogs(lang: Lang): Promise<void> {
  if (lang !== DEFAULT_LANG) await Promise.all([...partLoaders].map((load) => load(lang)));
}
