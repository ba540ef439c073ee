import {
  homePathFor,
  type MessageResponse,
  type SessionUser,
  SIGN_IN_REQUIRED,
  SIGN_OUT_SUCCESS,
  SIGNED_OUT_EVERYWHERE,
  type SignedInResponse,
} from '#shared/auth/auth.schemas.ts';
import { isTeamRole, ROLES } from '#shared/constants/roles.ts';
import { isLang, type Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { deleteOtherSessions, findBanned, findRole, findUserByEmail, setBanned } from './account.repo.ts';
import { type AccountDeps, AuthAnswers, type Caller, type WithCookies } from './account-flow.ts';
import { callAuth } from './auth.ts';

/**
 * Sessions: the session user a request carries, signing out (here or everywhere), and what the admin does
 * to another account's sessions (end them all, suspend).
 */

/**
 * Review L10: the admin signs an account out on every device. Sessions are read from the database on
 * every request (no cookie cache), so the next request of each is signed out. Answers how many ended.
 */
export function endEverySession(db: Db, userId: string): Promise<number> {
  return deleteOtherSessions(db, userId, undefined);
}

/**
 * Audit 6.2: the admin suspends an account (its sign-in is refused, 'Your account has been suspended…')
 * and every session of it ends at once; or lifts the suspension.
 */
export async function setSuspended(db: Db, userId: string, suspended: boolean): Promise<void> {
  await setBanned(db, userId, suspended);
  if (suspended) await endEverySession(db, userId);
}

/** An admin's or staff member's account (review 2026-11-29 H1: only admins act on these). */
export async function isTeamAccount(db: Db, userId: string): Promise<boolean> {
  return isTeamRole(await findRole(db, userId));
}

export function isSuspended(db: Db, userId: string): Promise<boolean> {
  return findBanned(db, userId);
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** The account fields a session user is made from. */
export type SessionAccount = Pick<AccountRow, 'id' | 'email' | 'name' | 'emailVerified'> & {
  role?: string | null;
  language?: string | null;
  twoFactorEnabled?: boolean | null;
};

export function toSessionUser(row: SessionAccount): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isTeamRole(row.role) ? row.role : ROLES.customer,
    emailVerified: row.emailVerified,
    language: isLang(row.language) ? row.language : null,
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

/** The language an account chose (decision 035); null without a choice or without an account. */
export async function accountLanguage(db: Db, email: string): Promise<Lang | null> {
  const row = await findUserByEmail(db, email.toLowerCase());
  return isLang(row?.language) ? row.language : null;
}

/** A signed-in answer: the session user, the message and where the web goes next. */
export function signedIn(
  account: SessionAccount,
  message: string,
  cookies: string[],
): WithCookies<SignedInResponse> {
  const user = toSessionUser(account);
  return { body: { user, message, redirectTo: homePathFor(user.role, user.twoFactorEnabled) }, cookies };
}

/** Signing out: this session, or every session of the signed-in user. */
export class SessionService {
  private readonly answers: AuthAnswers;

  constructor(private readonly deps: Pick<AccountDeps, 'auth' | 'log'>) {
    this.answers = new AuthAnswers(deps.log);
  }

  /** Ends this session on the server and clears the cookies; fine without a session too. */
  async signOut(caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/sign-out', {});
    if (!res.ok) throw this.answers.failure(res, 'sign-out');
    return { body: { message: SIGN_OUT_SUCCESS }, cookies: res.cookies };
  }

  /** Ends every session of the signed-in user, on every device. */
  async signOutEverywhere(caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/revoke-sessions', {});
    if (res.status === 401) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    if (!res.ok) throw this.answers.failure(res, 'sign-out-everywhere');
    return { body: { message: SIGNED_OUT_EVERYWHERE }, cookies: res.cookies };
  }
}
