import { useMemo } from 'react';
import en from '#web/i18n/en/auth.json';
import { ApiError } from '#web/lib/api-client.ts';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { type GenericError, sayApiError, sayRefusal, sharedMessages } from '#web/lib/shared-messages.ts';
import { AUTH_MESSAGES, NUMBERED_MESSAGES } from '../lib/auth-messages.ts';

/** The accounts' texts (decision 035): sign in and up, codes, password reset, two-factor, Google. */
export const useAuthT = defineCatalog(en, { hi: () => import('#web/i18n/hi/auth.json') });
export type AuthT = ReturnType<typeof useAuthT>;

/**
 * The accounts' shared messages in the page's language: `say` for a message (a schema's check, a server's
 * answer), `sayError` for a refusal (its message and its field messages), `errorText` for what to show of
 * any failure, `guard` wraps an API call so whatever it throws is already said in the page's language.
 */
export function useAuthMessages() {
  const t = useAuthT();
  return useMemo(() => {
    const byName = sharedMessages(AUTH_MESSAGES, (name) => t(`auth.msg.${name}` as never));
    const say = (message: string): string => {
      for (const { pattern, key, param } of NUMBERED_MESSAGES) {
        const match = pattern.exec(message);
        if (match) return t(key, { [param]: Number(match[1]) });
      }
      return byName(message);
    };
    // A message of the accounts by its name; else a generic refusal (no answer, too many, a fault) by its code.
    const generic = (code: GenericError) => t(`auth.generic.${code}`);
    const sayError = (error: unknown) => sayApiError(error, say, generic);
    const errorText = (error: unknown): string =>
      error instanceof ApiError ? sayRefusal(error, say, generic) : t('auth.somethingWrong');
    // Typed as the call it wraps, so a mutation still infers its variables and answer from it.
    const guard = <F extends (...args: never[]) => Promise<unknown>>(call: F): F =>
      ((...args: Parameters<F>) =>
        call(...args).catch((error: unknown) => {
          throw sayError(error);
        })) as F;
    return { t, say, sayError, errorText, guard };
  }, [t]);
}
export type AuthMessages = ReturnType<typeof useAuthMessages>;
