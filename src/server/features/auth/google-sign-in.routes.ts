import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#shared/auth/auth.schemas.ts';
import {
  GOOGLE_DISCONNECTED,
  GOOGLE_NOT_CONNECTED,
  googleConnectionSchema,
  googleStartRequestSchema,
  googleStartResponseSchema,
  signInOptionsSchema,
} from '#shared/auth/google.ts';
import { notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { deleteProviderAccounts, hasProviderAccount } from './account.repo.ts';
import { callerOf, sendWithCookies } from './account.routes.ts';
import type { Auth } from './auth.ts';
import { GOOGLE_CALLBACK_PATH, GOOGLE_PROVIDER_ID } from './google-provider.ts';
import { GoogleSignIn } from './google-sign-in.service.ts';

const tags = ['account'];
const NOT_CONFIGURED = 'Sign in with Google is not set up on this shop.';

/**
 * Sign in with Google (decision 038): whether it is on, its start, and Google's return. Both flow routes
 * answer 404 while the owner has not configured GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  mailer: Mailer;
  enabled: boolean;
}> = async (app, { auth, mailer, enabled }) => {
  const google = new GoogleSignIn({ db: app.db, auth, mailer, log: app.log });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/account/sign-in-options',
    {
      schema: {
        tags,
        summary: 'Which other ways to sign in the shop offers (Google when the owner configured it)',
        response: { 200: signInOptionsSchema },
      },
    },
    async () => ({ google: enabled }),
  );

  app.post(
    '/api/account/google',
    {
      schema: {
        tags,
        summary:
          "Start Sign in with Google: Google's address to send the browser to (404 when not configured)",
        body: googleStartRequestSchema,
        response: { 200: googleStartResponseSchema },
      },
    },
    async (request, reply) => {
      if (!enabled) throw notFound(NOT_CONFIGURED);
      const { url, cookies } = await google.start(request.body.next, callerOf(request));
      return sendWithCookies(reply, { body: { url }, cookies });
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        tags,
        summary:
          "Google's return: signs in and goes back to the page the shopper was on, or to the sign-in page saying why not",
        hide: true,
      },
    },
    async (request, reply) => {
      if (!enabled) throw notFound(NOT_CONFIGURED);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { location, cookies } = await google.finish(query, callerOf(request));
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.redirect(location, 302);
    },
  );

  // My Account. Google only ever signs into a verified account, so after a disconnect its owner still
  // signs in with an emailed code (decision 033), and with the password if it has one: nobody is locked out.
  app.get(
    '/api/me/google',
    {
      schema: {
        tags,
        summary: 'Whether Google signs the signed-in account in',
        response: { 200: googleConnectionSchema },
      },
    },
    async (request) => ({
      connected: await hasProviderAccount(app.db, request.sessionUser!.id, GOOGLE_PROVIDER_ID),
    }),
  );

  app.delete(
    '/api/me/google',
    {
      schema: {
        tags,
        summary: 'Disconnect Google from the signed-in account (its password and emailed codes stay)',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      if (!(await deleteProviderAccounts(app.db, request.sessionUser!.id, GOOGLE_PROVIDER_ID))) {
        throw notFound(GOOGLE_NOT_CONNECTED);
      }
      return { message: GOOGLE_DISCONNECTED };
    },
  );
};
