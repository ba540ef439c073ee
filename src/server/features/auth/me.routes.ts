import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meResponseSchema, messageResponseSchema, sessionUserSchema } from '#shared/auth/auth.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { callerOf, sendWithCookies } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import type { Auth } from './auth.ts';

const tags = ['account'];

/** The signed-in user's own routes. The auth guard puts requireUser on everything under /api/me. */
export const meRoutes: FastifyPluginAsyncZod<{ auth: Auth; mailer: Mailer }> = async (
  app,
  { auth, mailer },
) => {
  const accounts = new AccountService({ db: app.db, auth, mailer, log: app.log });

  app.get(
    '/api/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user with role (401 when signed out)',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      return { user: request.sessionUser! };
    },
  );

  // The web app's "who is signed in?" on every page load: a guest is an answer (null), not a 401,
  // so browsers log no failed request for every visitor.
  app.get(
    '/api/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null for a guest',
        response: { 200: z.object({ user: sessionUserSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.requireUser(request, reply);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') return { user: null };
        throw error;
      }
      return { user: request.sessionUser };
    },
  );

  app.post(
    '/api/me/sign-out-all',
    {
      schema: {
        tags,
        summary: 'End every session of the signed-in user, on every device',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => sendWithCookies(reply, await accounts.signOutEverywhere(callerOf(request))),
  );
};
