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
