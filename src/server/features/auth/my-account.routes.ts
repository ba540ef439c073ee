import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeSentResponseSchema, messageResponseSchema } from '#shared/auth/auth.schemas.ts';
import {
  accountCodeRequestSchema,
  changePasswordSchema,
  deleteAccountSchema,
  devicesResponseSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  profileSavedSchema,
  profileSchema,
  profileUpdateSchema,
  setPasswordSchema,
} from '#shared/auth/my-account.schemas.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import type { Storage } from '../../lib/storage.ts';
import { callerOf, sendWithCookies } from './account.routes.ts';
import type { Auth } from './auth.ts';
import { type Me, MyAccountService } from './my-account.service.ts';
import { type PersonalData, PrivacyService } from './privacy.service.ts';

const tags = ['account'];

const meOf = (request: FastifyRequest): Me => {
  const user = request.sessionUser!;
  return { userId: user.id, email: user.email, name: user.name, sessionId: request.sessionActivity!.id };
};

/** My Account (docs/product.md §5.10). Under /api/me, so the auth guard requires a session. */
export const myAccountRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  /** What each feature keeps about a person, and how it exports and forgets it (src/server/personal-data.ts). */
  personalData: readonly PersonalData[];
}> = async (app, { auth, mailer, storage, personalData }) => {
  const accounts = new MyAccountService({ db: app.db, auth, mailer, log: app.log });
  const privacy = new PrivacyService({
    db: app.db,
    auth,
    mailer,
    storage,
    personalData,
    invalidateProducts: () => app.publicCache.invalidate(CACHE_TAGS.products),
    log: app.log.child({ module: 'privacy' }),
  });

  app.get(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: 'My name, email and mobile, and whether the account has a password (Google-only: none)',
        response: { 200: profileSchema },
      },
    },
    (request) => accounts.profile(meOf(request)),
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: 'Change my name and mobile (the sign-up rules and messages)',
        body: profileUpdateSchema,
        response: { 200: profileSavedSchema },
      },
    },
    (request) => accounts.updateProfile(meOf(request), request.body),
  );

  app.post(
    '/api/me/password',
    {
      schema: {
        tags,
        summary: 'Change my password (the current one required); every other session ends',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      return sendWithCookies(
        reply,
        await accounts.changePassword(meOf(request), { currentPassword, password }, callerOf(request)),
      );
    },
  );

  app.post(
    '/api/me/account-code',
    {
      schema: {
        tags,
        summary:
          "An account without a password (Google only): mail a 6-digit code to the account's address for one purpose (delete-account, set-password, confirm-email-change); 400 naming purpose for an account with a password; the sign-up code limits apply",
        body: accountCodeRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    (request) => accounts.sendAccountCode(meOf(request), request.body.purpose, callerOf(request)),
  );

  app.post(
    '/api/me/password/set',
    {
      schema: {
        tags,
        summary:
          "Set a first password on an account without one, with the code mailed for 'set-password' (the password rule applies); every other session ends",
        body: setPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { code, password } = request.body;
      return accounts.setPassword(meOf(request), { code, password }, callerOf(request));
    },
  );

  app.post(
    '/api/me/email-change',
    {
      schema: {
        tags,
        summary:
          "Mail a 6-digit code to the new address (the sign-up code limits apply); proven by currentPassword, or for an account without a password by the code mailed for 'confirm-email-change'",
        body: emailChangeRequestSchema,
        response: { 200: codeSentResponseSchema },
      },
    },
    (request) => accounts.requestEmailChange(meOf(request), request.body, callerOf(request)),
  );

  app.post(
    '/api/me/email-change/confirm',
    {
      schema: {
        tags,
        summary: "The new address's code changes my email; the old address is told by mail",
        body: emailChangeConfirmSchema,
        response: { 200: messageResponseSchema.extend({ email: z.string() }) },
      },
    },
    async (request, reply) =>
      sendWithCookies(
        reply,
        await accounts.confirmEmailChange(meOf(request), request.body, callerOf(request)),
      ),
  );

  app.get(
    '/api/me/devices',
    {
      schema: {
        tags,
        summary: 'The devices signed in to my account (this one marked current)',
        response: { 200: devicesResponseSchema },
      },
    },
    (request) => accounts.devices(meOf(request)),
  );

  app.delete(
    '/api/me/devices/:id',
    {
      schema: {
        tags,
        summary: 'Sign one other device out',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: messageResponseSchema },
      },
    },
    (request) => accounts.signOutDevice(meOf(request), request.params.id),
  );

  app.get(
    '/api/me/data-export',
    {
      schema: {
        tags,
        summary:
          'Download my data (a JSON file): account, customer profile, consents, addresses, orders, wishlist, comments, reviews, and what deleting the account keeps for tax law (keptAfterDeletion); only mine',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="karigar-my-data-${day}.json"`);
      return privacy.export(request.sessionUser!);
    },
  );

  app.post(
    '/api/me/delete-account',
    {
      schema: {
        tags,
        summary:
          "Delete my account (password again; an account without one sends the code mailed for 'delete-account'): profile, addresses, wishlist and sessions erased; orders kept without name, email, phone or address",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithCookies(
        reply,
        await privacy.deleteAccount(request.sessionUser!, request.body, callerOf(request)),
      ),
  );
};
