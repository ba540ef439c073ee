import {
  type CodeSentResponse,
  type MessageResponse,
  PASSWORD_RESET_SUCCESS,
  RESET_CODE_SENT,
  RESET_CODE_VALID,
} from '#shared/auth/auth.schemas.ts';
import { type AccountDeps, AuthAnswers, type Caller, codeSent } from './account-flow.ts';
import { callAuth } from './auth.ts';
import { EmailCodes } from './email-codes.ts';
import { assertPasswordAllowed } from './password-rule.ts';

/** Password reset by a mailed code: ask for one, check it, set the new password (every session ends). */
export class PasswordResetService {
  private readonly codes: EmailCodes;
  private readonly answers: AuthAnswers;

  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'auth' | 'log'>) {
    this.codes = new EmailCodes(deps.db);
    this.answers = new AuthAnswers(deps.log);
  }

  /** Same answer whether or not the email has an account; only an account's owner gets a code. */
  async requestPasswordReset(email: string, caller: Caller): Promise<CodeSentResponse> {
    const claim = await this.codes.claimSend(email, 'forget-password');
    const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/request-password-reset', {
      email,
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.answers.failure(res, 'send-code');
    }
    return codeSent(email, RESET_CODE_SENT);
  }

  /** Checks a reset code without using it up (a wrong one counts as an attempt). */
  async checkResetCode(input: { email: string; otp: string }, caller: Caller): Promise<MessageResponse> {
    const res = await this.codes.check(
      input.email,
      'forget-password',
      () =>
        callAuth(this.deps.auth, caller.headers, '/email-otp/check-verification-otp', {
          ...input,
          type: 'forget-password',
        }),
      { consume: false, ip: caller.ip },
    );
    if (!res.ok) throw this.answers.failure(res, 'check-reset-code');
    return { message: RESET_CODE_VALID };
  }

  /** New password with a valid reset code; every session of the user ends (revokeSessionsOnPasswordReset). */
  async resetPassword(
    input: { email: string; otp: string; password: string },
    caller: Caller,
  ): Promise<MessageResponse> {
    // Before the code is checked: a refused password leaves the code usable.
    assertPasswordAllowed(input.password, [input.email]);
    const res = await this.codes.check(
      input.email,
      'forget-password',
      () => callAuth(this.deps.auth, caller.headers, '/email-otp/reset-password', input),
      { consume: true, ip: caller.ip },
    );
    if (!res.ok) throw this.answers.failure(res, 'reset');
    return { message: PASSWORD_RESET_SUCCESS };
  }
}
