import {
  type MessageResponse,
  PASSWORD_INCORRECT,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '#shared/auth/auth.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail } from './account.repo.ts';
import { type AccountDeps, AuthAnswers, type Caller, type WithCookies } from './account-flow.ts';
import { callAuth } from './auth.ts';

/** Two-factor for the signed-in team member (decisions 022, 059): set up, confirm, status, turn off. */
export class TwoFactorService {
  private readonly answers: AuthAnswers;

  constructor(private readonly deps: Pick<AccountDeps, 'db' | 'auth' | 'log'>) {
    this.answers = new AuthAnswers(deps.log);
  }

  /** An admin starts two-factor: a new secret and recovery codes; on once a code confirms it. */
  async startTwoFactorSetup(input: { password: string }, caller: Caller): Promise<TwoFactorSetupResponse> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/enable', {
      password: input.password,
      method: 'totp',
    });
    if (!res.ok) {
      if (res.body?.code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', PASSWORD_INCORRECT, { password: PASSWORD_INCORRECT });
      }
      throw this.answers.failure(res, 'two-factor setup');
    }
    const totpUri = String(res.body?.totpURI ?? '');
    return {
      totpUri,
      secret: new URL(totpUri).searchParams.get('secret') ?? '',
      recoveryCodes: (res.body?.backupCodes as string[] | undefined) ?? [],
    };
  }

  /** The first authenticator code turns two-factor on for the signed-in admin. */
  async confirmTwoFactor(input: { code: string }, caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/verify-totp', {
      code: input.code,
    });
    if (!res.ok) {
      if (res.status === 401 || res.status === 400) {
        throw new AppError('INVALID_OTP', TWO_FACTOR_CODE_INVALID, { code: TWO_FACTOR_CODE_INVALID });
      }
      throw this.answers.failure(res, 'two-factor confirm');
    }
    return { body: { message: TWO_FACTOR_ENABLED }, cookies: res.cookies };
  }

  async twoFactorStatus(email: string): Promise<TwoFactorStatus> {
    return { enabled: (await findUserByEmail(this.deps.db, email))?.twoFactorEnabled ?? false };
  }

  /** The admin turns two-factor off with the password; the secret and recovery codes are deleted. */
  async disableTwoFactor(input: { password: string }, caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/disable', {
      password: input.password,
    });
    if (!res.ok) {
      if (res.body?.code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', PASSWORD_INCORRECT, { password: PASSWORD_INCORRECT });
      }
      throw this.answers.failure(res, 'two-factor disable');
    }
    return { body: { message: TWO_FACTOR_DISABLED }, cookies: res.cookies };
  }
}
