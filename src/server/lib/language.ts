import { isLang, type Lang } from '#shared/i18n/translate.ts';

/** The cookie that keeps a visitor's language (decision 035): a preference, not a secret. */
export const LANG_COOKIE = 'karigar_lang';
const YEAR_SECONDS = 31_536_000;

/** The language a request's cookie chose, or null when none (or an unknown one) is set. */
export function cookieLang(cookieHeader: string | undefined): Lang | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`))?.[1];
  return isLang(value) ? value : null;
}

export const langCookie = (lang: Lang, secure: boolean) =>
  `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The header the web's API client names its page's language in (`/hi/checkout` → `hi`). */
export const LANG_HEADER = 'x-karigar-lang';

/**
 * The language a request speaks: its page's (the API client's header), else the visitor's cookie; null when
 * neither says. Orders store it, mails asked for from a page (codes, welcome) speak it (decision 035).
 */
export function requestLang(headers: { get(name: string): string | null | undefined }): Lang | null {
  const page = headers.get(LANG_HEADER);
  return isLang(page) ? page : cookieLang(headers.get('cookie') ?? undefined);
}

/** Node's header object as `requestLang` reads it. */
export const nodeHeaders = (headers: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  },
});
