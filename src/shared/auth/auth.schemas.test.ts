import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  homePathFor,
  invalidOtpMessage,
  MOBILE_INVALID_CHARACTERS,
  MOBILE_INVALID_LENGTH,
  mobileNumberSchema,
  OTP_FORMAT,
  otpSchema,
  PASSWORDS_DO_NOT_MATCH,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from './auth.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('mobile number', () => {
  it.each([
    ['9876543210', undefined],
    ['+91 98765-43210', undefined],
    ['987654321012345', undefined],
    ['987654321', MOBILE_INVALID_LENGTH],
    ['9876543210123456', MOBILE_INVALID_LENGTH],
    ['+1 2 3 4 5 6 7 8', MOBILE_INVALID_LENGTH],
    ['98765(43210)', MOBILE_INVALID_CHARACTERS],
    ['', MOBILE_INVALID_LENGTH],
  ])('%j → %s', (mobile, message) => {
    expect(firstMessage(mobileNumberSchema.safeParse(mobile))).toBe(message);
  });
});

describe('code', () => {
  it.each(['123456', ' 123456 '])('accepts %j', (otp) => {
    expect(otpSchema.safeParse(otp).success).toBe(true);
  });
  it.each(['12345', '1234567', '12a456', '१२३४५६'])('refuses %j', (otp) => {
    expect(firstMessage(otpSchema.safeParse(otp))).toBe(OTP_FORMAT);
  });
  it('counts attempts in the spec wording', () => {
    expect(invalidOtpMessage(2)).toBe('Invalid OTP. 2 attempts remaining.');
  });
});

describe('forms', () => {
  it('puts a password mismatch on confirmPassword', () => {
    for (const schema of [signUpRequestSchema, resetPasswordRequestSchema]) {
      const result = schema.safeParse({
        fullName: 'Asha',
        email: 'a@b.in',
        mobileNumber: '9876543210',
        otp: '123456',
        password: 'secret-one1',
        confirmPassword: 'secret-one2',
      });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH }),
      ]);
    }
  });

  it('trims and lowercases the email', () => {
    expect(emailSchema.parse('  Asha@Example.IN ')).toBe('asha@example.in');
  });

  it('sends admins to /admin and everyone else home', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('user')).toBe('/');
    expect(homePathFor(null)).toBe('/');
  });
});
