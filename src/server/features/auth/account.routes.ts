import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeSentResponseSchema,
  emailRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signedInResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  twoFactorVerifyRequestSchema,
  verifyCodeRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Caller, WithCookies } from './account-flow.ts';
import { type Auth, authHeaders } from './auth.ts';
import { PasswordResetService } from './password-reset.service.ts';
import { SessionService } from './sessions.service.ts';
import { SignInService } from './sign-in.service.ts';
import { SignUpService } from './sign-up.service.ts';

export function callerOf(request: FastifyRequest): Caller {
  return { headers: authHeaders(request), ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function sendWithCookies<T>(reply: FastifyReply, result: WithCookies<T>, status = 200) {
  if (result.cookies.length) reply.header('set-cookie', result.cookies);
  return reply.code(status).send(result.body);
}

const tags = ['account'];

/**
 * Sign-up, email code, sign-in, password reset and sign-out. Bodies are checked with the shared
 * schemas (the messages of docs/product.md §5); the rules live in the flows' services. Every answer is no-store.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: Auth; mailer: Mailer }> = async (
  app,
  { auth, mailer },
) => {
  const deps = { db: app.db, auth, mailer, log: app.log };
  const signUp = new SignUpService(deps);
  const signIn = new SignInService(deps);
  const reset = new PasswordResetService(deps);
  const sessions = new SessionService(deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/account/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account; a 6-digit code is mailed (same answer for an email that has an account)',
        body: signUpRequestSchema,
        response: { 201: codeSentResponseSchema },
      },
    },
    async (request, reply) => {
      const { confirmPassword: _, ...input } = request.body;
      return sendWithCookies(reply, await signUp.signUp(input, callerOf(request)), 201);
    },
  );

  app.post(
    '/api/account/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the sign-up code: signs the user in (session cookie) and sends the welcome email',
        body: verifyCodeRequestSchema,
        response: { 200: signedInResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(reply, await signUp.verifyEmail(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/resend-verification-code',
    {
      schema: {
        tags,
        summary: 'Mail a new sign-up code (refused while the current one is less than a minute old)',
        body: emailRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => signUp.resendVerificationCode(request.body.email, callerOf(request)),
  );

  app.post(
    '/api/account/sign-in',
    {
      schema: {
        tags,
        summary:
          'Sign in with email and password (session cookie), or a two-factor step when the account has it on',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => sendWithCookies(reply, await signIn.signIn(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/sign-in-code',
    {
      schema: {
        tags,
        summary:
          'Mail a 6-digit sign-in code to a verified account (the same answer for any email; the sign-up code limits apply)',
        body: emailRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => signIn.requestSignInCode(request.body.email, callerOf(request)),
  );

  app.post(
    '/api/account/sign-in-code/verify',
    {
      schema: {
        tags,
        summary:
          'Sign in with the mailed code (session cookie), or the two-factor step when the account has it on',
        body: verifyCodeRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(reply, await signIn.signInWithCode(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/two-factor/verify',
    {
      schema: {
        tags,
        summary: 'Second step of a two-factor sign-in: authenticator code or recovery code (session cookie)',
        body: twoFactorVerifyRequestSchema,
        response: { 200: signedInResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(reply, await signIn.verifyTwoFactor(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code; the same answer whether or not the email has an account',
        body: emailRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    async (request) => reset.requestPasswordReset(request.body.email, callerOf(request)),
  );

  app.post(
    '/api/account/check-reset-code',
    {
      schema: {
        tags,
        summary: 'Check a password reset code before asking for the new password (it stays usable)',
        body: verifyCodeRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => reset.checkResetCode(request.body, callerOf(request)),
  );

  app.post(
    '/api/account/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every session of the account',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { confirmPassword: _, ...input } = request.body;
      return reset.resetPassword(input, callerOf(request));
    },
  );

  app.post(
    '/api/account/sign-out',
    {
      schema: {
        tags,
        summary: 'End this session on the server and clear the cookie',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => sendWithCookies(reply, await sessions.signOut(callerOf(request))),
  );
};
