import { describe, expect, it } from 'vitest';
import {
  MOBILE_INVALID_LENGTH,
  OTP_RESEND_LOCK_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORDS_DO_NOT_MATCH,
  signUpRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { errorMessageOf } from '#web/components/ui/form/server-errors.ts';
import { schemaResolver } from '#web/components/ui/form/use-schema-form.ts';
import { codeClock, codeTimes, formatSeconds } from './code-timer.ts';
import { codeInput, mobileInput } from './input-filters.ts';

const answer = { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_LOCK_SECONDS };

describe('code timer', () => {
  const clock = codeClock(answer, 1_000_000);
  const at = (seconds: number) => codeTimes(clock, 1_000_000 + seconds * 1000);

  it('counts the 10 minutes down and keeps Resend locked while more than 540 s remain', () => {
    expect(at(0)).toEqual({ secondsLeft: 600, expired: false, resendIn: 60 });
    expect(at(0.4)).toEqual({ secondsLeft: 600, expired: false, resendIn: 60 });
    expect(at(59)).toMatchObject({ secondsLeft: 541, resendIn: 1 });
    expect(at(59.5)).toMatchObject({ secondsLeft: 541, resendIn: 1 });
    expect(at(60)).toMatchObject({ secondsLeft: 540, resendIn: 0 });
    expect(at(599)).toMatchObject({ secondsLeft: 1, expired: false });
    expect(at(600)).toEqual({ secondsLeft: 0, expired: true, resendIn: 0 });
    expect(at(700)).toEqual({ secondsLeft: 0, expired: true, resendIn: 0 });
  });

  it('formats minutes and seconds', () => {
    expect(formatSeconds(600)).toBe('10:00');
    expect(formatSeconds(61)).toBe('1:01');
    expect(formatSeconds(9)).toBe('0:09');
    expect(formatSeconds(-3)).toBe('0:00');
  });
});

describe('input filters', () => {
  it('lets the mobile field hold only digits, spaces, hyphens and plus, 15 at most', () => {
    expect(mobileInput('+91 98765-43210')).toBe('+91 98765-43210');
    expect(mobileInput('98a76(5)4.3210')).toBe('9876543210');
    expect(mobileInput('+91 98765 43210 99')).toBe('+91 98765 43210');
  });

  it('keeps six digits of a code', () => {
    expect(codeInput('123 456')).toBe('123456');
    expect(codeInput('Code: 9876543')).toBe('987654');
  });
});

describe('field errors', () => {
  it('gives each field its first message from the shared schema', async () => {
    const resolve = schemaResolver(signUpRequestSchema);
    const result = await resolve(
      {
        fullName: 'Asha Rao',
        email: 'asha@example.in',
        mobileNumber: '12345',
        password: 'kalamkari',
        confirmPassword: 'kalamkar',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, errorMessageOf(error)]),
    );
    expect(messages).toEqual({
      mobileNumber: MOBILE_INVALID_LENGTH,
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });
});
