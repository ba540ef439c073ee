import { MOBILE_MAX_LENGTH, OTP_LENGTH } from '#shared/auth/auth.schemas.ts';

/** docs/product.md §5.4: the mobile field accepts only digits, spaces, hyphens and plus, at most 15 characters. */
export function mobileInput(value: string): string {
  return value.replace(/[^\d\s+-]/g, '').slice(0, MOBILE_MAX_LENGTH);
}

/** The code field keeps digits only (a pasted 'Code: 123 456' becomes '123456'), at most 6. */
export function codeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
