// The shop's languages and its message lookup (decision 035), for the web and the server's mails alike. Zod-free.

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The Intl locale of each language: Indian grouping (₹1,23,456) and Latin digits in both (decision 035). */
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

/** A catalog: flat keys to messages; `{{name}}` is a placeholder, `key_one`/`key_other` are plural forms. */
export type Messages = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
export type Translate<K extends string = string> = (key: K, params?: Params) => string;

/** The URL prefix of a language's pages: '' for English (the default), '/hi' for Hindi. */
export const langPrefix = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The language a page path is in: `/hi` and `/hi/...` are Hindi, everything else English. */
export function langOfPath(path: string): Lang {
  return path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en';
}

/** A page path without its language prefix (`/hi/products` → `/products`, `/hi` → `/`). */
export function stripLang(path: string): string {
  if (langOfPath(path) === DEFAULT_LANG) return path;
  return path.slice(3) || '/';
}

/** The same page in another language (`/products`, 'hi' → `/hi/products`; `/` → `/hi`). */
export function pathInLang(path: string, lang: Lang): string {
  const bare = stripLang(path);
  const prefix = langPrefix(lang);
  return prefix && bare === '/' ? prefix : `${prefix}${bare}`;
}

const plurals: Record<Lang, Intl.PluralRules> = {
  en: new Intl.PluralRules(LOCALES.en),
  hi: new Intl.PluralRules(LOCALES.hi),
};

/**
 * Looks a key up in the catalogs (first match wins) and fills its placeholders. With a numeric `count` the
 * plural form of the language (Intl.PluralRules) is tried first (`key_one`, `key_other`), the same shape as
 * i18next's JSON v4, so translation tools read our catalogs. A missing key shows the key (the CI check keeps
 * that from happening).
 */
export function createTranslator(lang: Lang, ...catalogs: Messages[]): Translate {
  const find = (key: string) => {
    for (const catalog of catalogs) {
      const message = catalog[key];
      if (message !== undefined) return message;
    }
    return undefined;
  };
  return (key, params) => {
    let message: string | undefined;
    if (typeof params?.count === 'number') {
      message = find(`${key}_${plurals[lang].select(params.count)}`) ?? find(`${key}_other`);
    }
    message ??= find(key) ?? key;
    return params
      ? message.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(params[name] ?? all))
      : message;
  };
}
