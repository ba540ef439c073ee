import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  mobileNumberSchema,
  OTP_LENGTH,
  otpSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  passwordSchema,
} from './auth.schemas.ts';

// My Account (docs/product.md §5.10): the signed-in person's own details, password, email and devices.

export const PROFILE_SAVED = 'Your details are saved.';
export const PASSWORD_CHANGED = 'Your password is changed. Every other device is signed out.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is not right.';
export const NEW_PASSWORD_SAME = 'Choose a password different from your current one.';
export const EMAIL_CHANGE_CODE_SENT = 'We have sent a 6-digit code to your new email address.';
export const EMAIL_CHANGED = 'Your email address is changed.';
export const EMAIL_SAME = 'This is already your email address.';
export const EMAIL_TAKEN = 'Another account uses this email address.';
export const SIGN_IN_AGAIN_TO_CHANGE_EMAIL =
  'For your safety, please sign out and sign in again before changing your email.';
export const DEVICE_SIGNED_OUT = 'That device is signed out.';
export const DEVICE_NOT_FOUND = 'That device is no longer signed in.';
export const DEVICE_IS_THIS_ONE = 'This is the device you are using: use Logout to sign out here.';

// Audit D-M5, decision 081: an account without a password confirms a grave change by a code mailed to it.
export const ACCOUNT_CODE_PURPOSES = ['delete-account', 'set-password', 'confirm-email-change'] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];
export const ACCOUNT_CODE_SENT = 'We have sent a 6-digit code to your email address.';
export const ACCOUNT_HAS_PASSWORD = 'This account has a password: confirm with your password instead.';
export const ACCOUNT_CODE_REQUIRED = 'Please enter the 6-digit code we emailed you.';
export const PASSWORD_SET = 'Your password is set. Every other device is signed out.';

export const accountCodeSchema = z
  .string({ error: ACCOUNT_CODE_REQUIRED })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_CODE_REQUIRED);
/** The account's password asked again before a grave change. */
const passwordAgainSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH);
export const accountCodeRequestSchema = z.object({
  purpose: z.enum(ACCOUNT_CODE_PURPOSES, { error: 'Choose what the code is for.' }),
});
export type AccountCodeRequest = z.input<typeof accountCodeRequestSchema>;

/** Set a password on an account without one: the code mailed to it, then the sign-up's password rule. */
export const setPasswordSchema = z
  .object({
    code: accountCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type SetPasswordRequest = z.input<typeof setPasswordSchema>;

export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  /** Whether the account has a password (a Google-only one has none): the page shows 'Set a password' then. */
  hasPassword: z.boolean(),
});
export type Profile = z.output<typeof profileSchema>;

/** Name and mobile follow the sign-up rules and messages. */
export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  mobileNumber: mobileNumberSchema,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileSavedSchema = profileSchema.extend({ message: z.string() });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_REQUIRED })
      .min(1, PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH),
    password: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  })
  .refine((body) => body.password !== body.currentPassword, {
    message: NEW_PASSWORD_SAME,
    path: ['password'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/**
 * Review 2026-11-29 L7: the current password too, so a borrowed session cannot move the account away; an
 * account without one sends the code mailed to its address instead (audit D-M5, decision 081).
 */
export const emailChangeRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: passwordAgainSchema.optional(),
  code: accountCodeSchema.optional(),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;
/** The web's two forms of it: with the current password, or (no password) with the mailed code. */
export const emailChangeWithPasswordSchema = emailChangeRequestSchema.pick({ newEmail: true }).extend({
  currentPassword: passwordAgainSchema,
});
export const emailChangeWithCodeSchema = emailChangeRequestSchema.pick({ newEmail: true }).extend({
  code: accountCodeSchema,
});

export const emailChangeConfirmSchema = z.object({ newEmail: emailSchema, otp: otpSchema });
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;

/** A signed-in device: a session of the account. */
export const deviceSchema = z.object({
  id: z.string(),
  signedInAt: z.string(),
  ipAddress: z.string().nullable(),
  /** 'Chrome on Windows'-like words from the browser's user agent. */
  description: z.string(),
  current: z.boolean(),
});
export type Device = z.output<typeof deviceSchema>;
export const devicesResponseSchema = z.object({ devices: z.array(deviceSchema) });
export type DevicesResponse = z.output<typeof devicesResponseSchema>;

// Privacy rights (DPDP Act 2023; decision 034): download my data, delete my account.
export const ACCOUNT_DELETED =
  'Your account is deleted. Your orders are kept without your name or contact details.';
export const ADMIN_CANNOT_DELETE = 'An admin account cannot be deleted here. Ask another admin to remove it.';

/** The password again; an account without one (Google only) sends the code mailed to its address instead. */
export const deleteAccountSchema = z.object({
  password: passwordAgainSchema.optional(),
  code: accountCodeSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;
/** The web's two forms of it: with the password, or (no password) with the mailed code. */
export const deleteWithPasswordSchema = z.object({ password: passwordAgainSchema });
export const deleteWithCodeSchema = z.object({ code: accountCodeSchema });
