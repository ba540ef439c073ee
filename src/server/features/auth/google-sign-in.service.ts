import type { GoogleSignInFailure } from '#shared/auth/google.ts';
import { safeReturnPath } from '#shared/auth/return-path.ts';
import { ROLES } from '#shared/constants/roles.ts';
import {
  DEFAULT_LANG,
  type Lang,
  langOfPath,
  langPrefix,
  pathInLang,
  stripLang,
} from '#shared/i18n/translate.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/language.ts';
import { LOGIN_METHODS, recordEmailVerified, recordSignInAttempt } from '../customers/customers.service.ts';
import { deleteSession, findSessionAccount, saveLanguage } from './account.repo.ts';
import { type AccountDeps, type Caller, sendMailQuietly } from './account-flow.ts';
import { welcomeMail } from './account-mails.ts';
import { callAuth, sessionTokenOf } from './auth.ts';
import { rateLimited } from './email-codes.ts';
import { GOOGLE_EMAIL_UNVERIFIED, GOOGLE_PROVIDER_ID } from './google-provider.ts';

/** Where a sign-in that did not happen lands: the sign-in page, with why and the way back. */
const SIGN_IN_PAGE = '/auth';

/** better-auth's callback errors (its `?error=` codes, or an error answer's code) as the page's reasons. */
function failureOf(code: string | null | undefined): GoogleSignInFailure {
  switch (code) {
    case GOOGLE_EMAIL_UNVERIFIED:
      return 'email-unverified';
    case 'account_not_linked':
      return 'not-linked';
    case 'banned':
    case 'BANNED_USER':
      return 'suspended';
    case 'access_denied':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** `next` is a page path without its language prefix, as the sign-in page's `?next` always is. */
function failurePath(reason: GoogleSignInFailure, next: string | null, lang: Lang): string {
  const query = new URLSearchParams({ google: reason });
  if (next) query.set('next', next);
  return `${langPrefix(lang)}${SIGN_IN_PAGE}?${query}`;
}

/** A redirect answer: where the browser goes and the cookies it takes along. */
export interface Redirect {
  location: string;
  cookies: string[];
}

const isSessionCookie = (line: string) => sessionTokenOf([line]) !== undefined;

/**
 * Sign in with Google (decision 038) through better-auth's OAuth flow: our routes start it and receive
 * Google's answer, so the rules better-auth does not know apply here: customers only, login records, the
 * customer profile and welcome mail of a new account, and a way back to a page of this site only.
 */
export class GoogleSignIn {
  constructor(private readonly deps: AccountDeps) {}

  /**
   * Google's authorization URL; better-auth's state and PKCE cookies go with the answer. Google's return
   * lands in the language of the page that started it (decision 035): `/hi/...` from a Hindi page.
   */
  async start(next: string | undefined, caller: Caller): Promise<{ url: string; cookies: string[] }> {
    const lang = requestLang(caller.headers) ?? DEFAULT_LANG;
    const back = stripLang(safeReturnPath(next) ?? '/');
    const res = await callAuth(this.deps.auth, caller.headers, '/sign-in/social', {
      provider: GOOGLE_PROVIDER_ID,
      disableRedirect: true,
      // Kept in better-auth's server-side state, so Google's return cannot choose them.
      callbackURL: pathInLang(back, lang),
      errorCallbackURL: `${langPrefix(lang)}${SIGN_IN_PAGE}?${new URLSearchParams({ next: back })}`,
    });
    const url = res.body?.url;
    if (res.status === 429) throw rateLimited(res.retryAfter);
    if (!res.ok || typeof url !== 'string') {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Sign in with Google is not available right now. Please try again.',
      );
    }
    return { url, cookies: res.cookies };
  }

  /** Google's return (`?code&state`, or `?error`): better-auth checks it and signs in; then our rules. */
  async finish(query: string, caller: Caller): Promise<Redirect> {
    const { db, auth } = this.deps;
    const startedAt = new Date();
    const res = await callAuth(auth, caller.headers, `/callback/${GOOGLE_PROVIDER_ID}${query}`);
    const landing = res.location ? new URL(res.location, auth.options.baseURL) : undefined;
    // The language the start chose, kept in the landing path; else the request's (the visitor's cookie).
    const lang = landing ? langOfPath(landing.pathname) : (requestLang(caller.headers) ?? DEFAULT_LANG);
    const token = sessionTokenOf(res.cookies);
    if (!token) {
      const next = safeReturnPath(landing?.searchParams.get('next'));
      const reason = failureOf(landing?.searchParams.get('error') ?? res.body?.code);
      return { location: failurePath(reason, next, lang), cookies: res.cookies };
    }
    const next = landing ? safeReturnPath(`${landing.pathname}${landing.search}${landing.hash}`) : null;
    const account = await findSessionAccount(db, token);
    if (!account) throw new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
    if (account.role !== null && account.role !== ROLES.customer) {
      // Admins sign in with password and authenticator only: the session better-auth made ends here.
      await deleteSession(db, account.id, account.sessionId);
      return {
        location: failurePath('staff', next && stripLang(next), lang),
        cookies: res.cookies.filter((line) => !isSessionCookie(line)),
      };
    }
    if (account.createdAt >= startedAt) {
      // A new account: Google vouched for the email, so it starts verified, welcomed like any sign-up.
      // Its language is the page's it started from, as a sign-up's is (decision 035): the welcome speaks it.
      await saveLanguage(db, account.id, lang);
      await recordEmailVerified(db, account, caller);
      await sendMailQuietly(this.deps, (ctx) => welcomeMail({ ...account, language: lang }, ctx));
    }
    await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.google }, caller);
    return { location: next ?? '/', cookies: res.cookies };
  }
}
