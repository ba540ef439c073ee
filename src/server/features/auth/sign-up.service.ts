import {
  type CodeSentResponse,
  EMAIL_VERIFIED,
  SIGN_UP_SUCCESS,
  type SignedInResponse,
  TWO_FACTOR_USE_PASSWORD,
  VERIFICATION_CODE_SENT,
} from '#shared/auth/auth.schemas.ts';
import { isLang } from '#shared/i18n/translate.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/language.ts';
import {
  LOGIN_METHODS,
  recordEmailVerified,
  recordSignInAttempt,
  recordSignUp,
} from '../customers/customers.service.ts';
import {
  applySignUp,
  deleteOtherSessions,
  findPasswordHash,
  findUserByEmail,
  saveLanguage,
  savePendingSignUp,
  takePendingSignUp,
} from './account.repo.ts';
import {
  type AccountDeps,
  AuthAnswers,
  type Caller,
  codeSent,
  secureCookies,
  sendMailQuietly,
  type WithCookies,
} from './account-flow.ts';
import { existingAccountMail, welcomeMail } from './account-mails.ts';
import { type Auth, callAuth, sessionTokenOf } from './auth.ts';
import { EmailCodes } from './email-codes.ts';
import { assertPasswordAllowed } from './password-rule.ts';
import { signedIn } from './sessions.service.ts';
import { newSignUpTicket, signUpTicketCookie, signUpTicketHash, signUpTicketOf } from './sign-up-ticket.ts';

/**
 * Sign-up with a mailed code (docs/product.md §5): the account, its pending details under the browser's
 * ticket (decision 049), the code and its resend, and the verification that signs the new customer in.
 */
export class SignUpService {
  private readonly codes: EmailCodes;
  private readonly answers: AuthAnswers;

  constructor(private readonly deps: AccountDeps) {
    this.codes = new EmailCodes(deps.db);
    this.answers = new AuthAnswers(deps.log);
  }

  /** A sign-up's answer, and the cookie with its ticket (review 2026-11-29 M1) for the route to set. */
  async signUp(
    input: {
      fullName: string;
      email: string;
      mobileNumber: string;
      password: string;
      marketingConsent: boolean;
    },
    caller: Caller,
  ): Promise<WithCookies<CodeSentResponse>> {
    const { db, auth } = this.deps;
    const { email } = input;
    assertPasswordAllowed(input.password, [email, input.fullName]);
    const claim = await this.codes.claimSend(email, 'email-verification');
    // The language of the sign-up page becomes the account's (decision 035): its mails speak it.
    const lang = requestLang(caller.headers);
    const res = await callAuth(auth, caller.headers, '/sign-up/email', {
      name: input.fullName,
      email,
      password: input.password,
      mobileNumber: input.mobileNumber,
      ...(lang ? { language: lang } : {}),
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.answers.failure(res, 'sign-up');
    }

    // Every answer carries a ticket, so an email with an account answers alike.
    const ticket = newSignUpTicket();
    // better-auth answers an existing email exactly like a new one (no enumeration); tell them apart here.
    const account = await findUserByEmail(db, email);
    const createdId = (res.body?.user as { id?: string } | undefined)?.id;
    if (account && !account.emailVerified) {
      // A new account, or one never verified: the profile takes this sign-up's answer to the marketing
      // box (an unverified email's answer only, docs/decisions/023).
      await recordSignUp(db, account, caller, input.marketingConsent);
      if (lang && account.id !== createdId) await saveLanguage(db, account.id, lang);
      const created = account.id === createdId;
      // This sign-up's details wait under its ticket, and become the account's only when the browser
      // holding the ticket verifies the email (reviews H1 and 2026-11-29 M1), whoever signed up first.
      const passwordHash = created
        ? await findPasswordHash(db, account.id)
        : await (await auth.$context).password.hash(input.password);
      if (passwordHash) {
        await savePendingSignUp(db, {
          ticketHash: signUpTicketHash(ticket),
          email,
          name: input.fullName,
          mobileNumber: input.mobileNumber,
          passwordHash,
          createdAt: new Date(),
        });
      }
      // Signed up before and never verified: the owner of the email gets a fresh code.
      if (!created) await sendServerSideCode(auth, email);
    } else if (account) {
      const mailLang = lang ?? (isLang(account.language) ? account.language : undefined);
      await sendMailQuietly(this.deps, (ctx) => existingAccountMail(email, mailLang, ctx));
    }
    return {
      body: codeSent(email, SIGN_UP_SUCCESS),
      cookies: [signUpTicketCookie(ticket, await secureCookies(this.deps.auth))],
    };
  }

  async resendVerificationCode(email: string, caller: Caller): Promise<CodeSentResponse> {
    const claim = await this.codes.claimSend(email, 'email-verification');
    const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.answers.failure(res, 'send-code');
    }
    return codeSent(email, VERIFICATION_CODE_SENT);
  }

  /** The sign-up code: the email is verified, the user signed in and welcomed. */
  async verifyEmail(
    input: { email: string; otp: string },
    caller: Caller,
  ): Promise<WithCookies<SignedInResponse>> {
    const { db, auth } = this.deps;
    const wasVerified = (await findUserByEmail(db, input.email))?.emailVerified ?? false;
    const res = await this.codes.check(
      input.email,
      'email-verification',
      () => callAuth(auth, caller.headers, '/email-otp/verify-email', input),
      { consume: true, ip: caller.ip },
    );
    if (!res.ok) throw this.answers.failure(res, 'verify-email');
    const verified = await findUserByEmail(db, input.email);
    if (!verified) throw this.answers.unexpected(res, 'verify-email: no user after a valid code');
    if (!wasVerified) {
      // Reviews H1 and 2026-11-29 M1: whoever signed up first or last, the account takes the details of
      // the sign-up made in this browser; without one, nobody's password (decision 049: the owner signs
      // in by code or resets it). No session made before the email was proven survives.
      const ticket = signUpTicketOf(caller.headers.get('cookie'));
      const mine = await takePendingSignUp(db, input.email, ticket && signUpTicketHash(ticket));
      const nobodysPassword = async () => (await auth.$context).password.hash(newSignUpTicket());
      await applySignUp(db, verified.id, mine ?? { passwordHash: await nobodysPassword() });
      await deleteOtherSessions(db, verified.id, sessionTokenOf(res.cookies));
    }
    if (wasVerified && verified.twoFactorEnabled) {
      // A mailed code is one factor: an account with two-factor signs in with password and app.
      await deleteOtherSessions(db, verified.id, undefined);
      throw new AppError('FORBIDDEN', TWO_FACTOR_USE_PASSWORD);
    }
    const account = (await findUserByEmail(db, input.email)) ?? verified;
    // Review L10: a verified account signing in by code is a login like any other; the first
    // verification also completes the sign-up (recorded on the profile, welcomed once only).
    if (wasVerified) {
      await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
    } else {
      await recordEmailVerified(db, account, caller);
      // Audit 3.4: the verification signs the new customer in, and that is their first login.
      await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
      await sendMailQuietly(this.deps, (ctx) => welcomeMail(account, ctx));
    }
    return signedIn(account, EMAIL_VERIFIED, [
      ...res.cookies,
      signUpTicketCookie(null, await secureCookies(this.deps.auth)),
    ]);
  }
}

/** A code made on the server (no HTTP request, so no per-IP limit; the per-email one was checked). */
async function sendServerSideCode(auth: Auth, email: string): Promise<void> {
  await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
}

/** Sign-in of an unverified account: a new code if the per-email limits allow one now. */
export async function trySendVerificationCode(
  deps: AccountDeps,
  codes: EmailCodes,
  email: string,
): Promise<void> {
  let claim: number;
  try {
    claim = await codes.claimSend(email, 'email-verification');
  } catch {
    return; // a recent code is still good
  }
  try {
    await sendServerSideCode(deps.auth, email);
  } catch (error) {
    await codes.releaseSend(claim);
    deps.log.error({ err: error }, 'could not send a verification code at sign-in');
  }
}
