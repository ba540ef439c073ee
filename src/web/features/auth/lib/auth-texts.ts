/*
 * The few account texts that code outside the /auth page needs (header menu, admin guard). They are copies of
 * the constants in `#shared/auth/auth.schemas.ts`, kept here so the main bundle does not pull in zod;
 * auth-texts.test.ts checks that each copy still matches its original.
 */

export const SIGN_OUT_SUCCESS = 'Signed out successfully';
export const SIGN_OUT_ERROR = 'Error signing out';
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED = "You don't have permission to access this page.";

/** The profile menu's label under the email (docs/product.md §3.1: 'Admin' or 'Welcome'). */
export const PROFILE_LABEL = { admin: 'Admin', customer: 'Welcome' } as const;
