import { useMemo } from 'react';
import { formatDateTime } from '#shared/format/dates.ts';
import type { Said } from '#shared/i18n/said.ts';
import type { Params } from '#shared/i18n/translate.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { ApiError } from './api-client.ts';
import { useI18n } from './i18n.tsx';

/**
 * Says one of the shared modules' English messages (the zod schemas' and the server's wording, e.g.
 * PRODUCT_ADMIN_MESSAGES) in the page's language (decision 035): `say` gets the message's name in the module
 * and looks it up in the part's catalog, e.g. `` (name) => t(`adminProducts.msg.${name}` as never) ``. A message
 * the module does not name (a server's own sentence) stays as it is. The form kit's `reword` takes it as is.
 */
export function sharedMessages(
  messages: Readonly<Record<string, unknown>>,
  say: (name: string) => string,
): (message: string) => string {
  const names = new Map<unknown, string>(Object.entries(messages).map(([name, text]) => [text, name]));
  return (message) => {
    const name = names.get(message);
    return name === undefined ? message : say(name);
  };
}

/**
 * Says a server message that carries figures (decision 042) in the page's language: `say` gets its code and its
 * figures and reads the part's catalog, e.g. `` (code, params) => t(`part.said.${code}` as never, params) ``.
 * Amounts (`…Paise`) and moments (`…At`) come formatted in the page's locale, other figures as given (`name`
 * may rename one first, a status code to its name). Without a code, or with one the catalog does not know (the
 * translator answers the key itself), the server's English stays.
 */
export function saidMessages(
  locale: string,
  say: (code: string, params: Params) => string,
  name: (param: string, value: string | number) => string | number = (_, value) => value,
): (message: string, said?: Said) => string {
  return (message, said) => {
    if (!said) return message;
    const params: Record<string, string | number> = {};
    for (const [param, value] of Object.entries(said.params)) {
      if (param.endsWith('Paise') && typeof value === 'number') {
        params[param.slice(0, -'Paise'.length)] = formatRupees(value, locale);
      } else if (param.endsWith('At') && typeof value === 'string') {
        params[param.slice(0, -'At'.length)] = formatDateTime(new Date(value), locale);
      } else params[param] = name(param, value);
    }
    const text = say(said.code, params);
    return /^[\w.]+$/.test(text) && text.endsWith(`.${said.code}`) ? message : text;
  };
}

/**
 * `saidMessages` for a part's `t` in the page's locale: `key` names a code's key in the part's catalog
 * (`` (code) => `checkout.said.${code}` ``, a module constant), `name` as in `saidMessages` (stable too).
 */
export function useSaidMessages(
  t: (key: never, params?: Params) => string,
  key: (code: string) => string,
  name?: (param: string, value: string | number) => string | number,
): (message: string, said?: Said) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const say = t as unknown as (key: string, params?: Params) => string;
    return saidMessages(locale, (code, params) => say(key(code), params), name);
  }, [t, key, name, locale]);
}

/** Refusals any API call can meet (no answer from the shop, too many requests, a server fault), by their code. */
export const GENERIC_ERRORS = ['NETWORK', 'RATE_LIMITED', 'INTERNAL'] as const;
export type GenericError = (typeof GENERIC_ERRORS)[number];
const isGenericError = (code: string): code is GenericError =>
  (GENERIC_ERRORS as readonly string[]).includes(code);

/**
 * A refusal's message through `say`. When `say` does not know it and it is a generic refusal, it is said by its
 * code through `generic` (the part's catalog, e.g. `` (code) => t(`addresses.generic.${code}`) ``).
 */
export function sayRefusal(
  error: ApiError,
  say: (message: string) => string,
  generic?: (code: GenericError) => string,
): string {
  const said = say(error.message);
  return generic && said === error.message && isGenericError(error.code) ? generic(error.code) : said;
}

/**
 * A refusal from the API said through `say` (its message and each field's; a generic refusal through `generic`),
 * so a form shows the server's words in the page's language; anything else is returned as it is.
 */
export function sayApiError(
  error: unknown,
  say: (message: string) => string,
  generic?: (code: GenericError) => string,
): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields =
    error.fields &&
    Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, say(message)]));
  return new ApiError(error.status, error.code, sayRefusal(error, say, generic), fields, {
    said: error.said,
    saidFields: error.saidFields,
  });
}
