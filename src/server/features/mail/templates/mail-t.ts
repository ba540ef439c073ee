import { createTranslator, DEFAULT_LANG, type Lang, LOCALES, type Params } from '#shared/i18n/translate.ts';
import en from '../i18n/en/mail.json';
import hi from '../i18n/hi/mail.json';

/** A key as `t` takes it: plural forms (`x_one`, `x_other`) are asked for as `x` with a count. */
type KeyOf<C> = keyof C extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
export type MailKey = KeyOf<typeof en> & string;
export type MailT = (key: MailKey, params?: Params) => string;

const catalogs: Record<Lang, Record<string, string>> = { en, hi };

/**
 * The customer's mails in their language (decision 035): the catalogs under ../i18n, checked in CI like the
 * web's. English underneath, so a key a catalog lacks still reads.
 */
export function mailT(lang: Lang = DEFAULT_LANG): MailT {
  return createTranslator(lang, catalogs[lang], en);
}

/** The Intl locale of a mail's language, for its dates. */
export const mailLocale = (lang: Lang = DEFAULT_LANG) => LOCALES[lang];
