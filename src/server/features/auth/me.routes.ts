import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meResponseSchema,
  messageResponseSchema,
  sessionUserSchema,
  TWO_FACTOR_ADMINS_ONLY,
  twoFactorConfirmRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '#shared/auth/auth.schemas.ts';
import { isTeamRole } from '#shared/constants/roles.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf, sendWithCookies } from './account.routes.ts';
import type { Auth } from './auth.ts';
import { SessionService } from './sessions.service.ts';
import { TwoFactorService } from './two-factor.service.ts';

const tags = ['account'];

/** The signed-in user's own routes. The auth guard puts requireUser on everything under /api/me. */
export const meRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  const sessions = new SessionService({ auth, log: app.log });
  const twoFactor = new TwoFactorService({ db: app.db, auth, log: app.log });

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
    async (request, reply) => sendWithCookies(reply, await sessions.signOutEverywhere(callerOf(request))),
  );

  // Two-factor sign-in is offered to the admin team, staff too (review M8, decision 037); customers keep
  // password + mailed codes.
  const adminsOnly = async (request: FastifyRequest) => {
    if (!isTeamRole(request.sessionUser?.role)) throw new AppError('FORBIDDEN', TWO_FACTOR_ADMINS_ONLY);
  };

  app.get(
    '/api/me/two-factor',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "Admin: whether the admin's sign-in asks for an authenticator code",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.twoFactorStatus(request.sessionUser!.email);
    },
  );

  app.post(
    '/api/me/two-factor/setup',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Admin: start two-factor sign-in (password again): a new secret and recovery codes',
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => twoFactor.startTwoFactorSetup(request.body, callerOf(request)),
  );

  app.post(
    '/api/me/two-factor/confirm',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "Admin: the authenticator's first code turns two-factor sign-in on",
        body: twoFactorConfirmRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(reply, await twoFactor.confirmTwoFactor(request.body, callerOf(request))),
  );

  app.post(
    '/api/me/two-factor/disable',
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Admin: turn two-factor sign-in off (password again); the recovery codes die with it',
        body: twoFactorEnableRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(reply, await twoFactor.disableTwoFactor(request.body, callerOf(request))),
  );
};
