import { describe, expect, it } from 'vitest';
import * as shared from '#shared/auth/auth.schemas.ts';
import { ACCESS_DENIED, ACCESS_DENIED_TITLE, SIGN_OUT_ERROR, SIGN_OUT_SUCCESS } from './auth-texts.ts';

describe('zod-free copies of the account texts', () => {
  it('match the shared constants and the spec', () => {
    expect(SIGN_OUT_SUCCESS).toBe(shared.SIGN_OUT_SUCCESS);
    expect(SIGN_OUT_SUCCESS).toBe('Signed out successfully');
    expect(SIGN_OUT_ERROR).toBe(shared.SIGN_OUT_ERROR);
    expect(SIGN_OUT_ERROR).toBe('Error signing out');
    expect(ACCESS_DENIED_TITLE).toBe(shared.ACCESS_DENIED_TITLE);
    expect(ACCESS_DENIED_TITLE).toBe('Access Denied');
    expect(ACCESS_DENIED).toBe(shared.ACCESS_DENIED);
    expect(ACCESS_DENIED).toBe("You don't have permission to access this page.");
  });
});
