/*
 * Zod-free: the account texts code outside the /auth page shows (the header's sign-out toasts, the admin
 * guard), so the main bundle has them without zod. auth.schemas.ts re-exports them with the other texts.
 */

export const SIGN_OUT_SUCCESS = 'Signed out successfully';
export const SIGN_OUT_ERROR = 'Error signing out';
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED = "You don't have permission to access this page.";
