import type { BetterAuthOptions } from 'better-auth';
import { admin, emailOTP } from 'better-auth/plugins';

export type OtpPurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';
export type SendOtp = (message: { email: string; otp: string; type: OtpPurpose }) => Promise<void>;

/** better-auth options shared by the runtime and the schema-generating CLI (no database here). */
export function authOptions(opts: { baseURL: string; secret: string; sendOtp: SendOtp }) {
  return {
    appName: 'Karigar',
    baseURL: opts.baseURL,
    secret: opts.secret,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true },
    // Counters in the database so limits hold across restarts and processes.
    rateLimit: { enabled: true, storage: 'database' },
    user: {
      additionalFields: { mobileNumber: { type: 'string', required: false, input: true } },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 3,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        storeOTP: 'hashed',
        sendVerificationOTP: opts.sendOtp,
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  } satisfies Omit<BetterAuthOptions, 'database'>;
}
