import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TWO_FACTOR_ENROLMENT_PATH } from '#shared/auth/auth.schemas.ts';
import { DEFAULT_LANG } from '#shared/i18n/translate.ts';
import {
  invitationLookupSchema,
  invitationTokenSchema,
  inviteInputSchema,
  ROLE_LABELS,
  STAFF_MESSAGES,
  staffMessageSchema,
  staffOverviewSchema,
} from '#shared/staff/staff.schemas.ts';
import { nodeHeaders, requestLang } from '../../lib/language.ts';
import type { StaffService } from './staff.service.ts';

const tags = ['staff'];
const idParams = z.object({ id: z.string().max(100) });

/**
 * The admin's Staff tab (admin-only: the permission map gives staff no 'staff' area) and the invitee's
 * two calls: look the link up (anyone holding it) and accept it (signed in as the invited email).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  /** The invitation mail speaks the admin's page language, else the admin's own (decision 035). */
  const inviterLang = (request: FastifyRequest) =>
    requestLang(nodeHeaders(request.headers)) ?? request.sessionUser?.language ?? DEFAULT_LANG;

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'The team (role, since, last active) and the open invitations',
        response: { 200: staffOverviewSchema },
      },
    },
    async (request) => staff.overview(request.sessionUser!),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite an email as admin or staff: a single-use link for 7 days, mailed (replaces an open one)',
        body: inviteInputSchema,
        response: { 201: staffMessageSchema },
      },
    },
    async (request, reply) => {
      await staff.invite(request.sessionUser!, request.body, inviterLang(request));
      return reply.code(201).send({ message: STAFF_MESSAGES.invited });
    },
  );

  app.post(
    '/api/admin/staff/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Mail the invitation again with a new link and a new week (the old link stops working)',
        params: idParams,
        response: { 200: staffMessageSchema },
      },
    },
    async (request) => {
      await staff.resend(request.sessionUser!, request.params.id, inviterLang(request));
      return { message: STAFF_MESSAGES.resent };
    },
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an open invitation',
        params: idParams,
        response: { 200: staffMessageSchema },
      },
    },
    async (request) => {
      await staff.cancel(request.params.id);
      return { message: STAFF_MESSAGES.cancelled };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary:
          "Remove someone's admin or staff role; every session of theirs ends at once. Not yourself, not the last admin (409)",
        params: idParams,
        response: { 200: staffMessageSchema },
      },
    },
    async (request) => {
      await staff.revoke(request.sessionUser!, request.params.id);
      return { message: STAFF_MESSAGES.revoked };
    },
  );

  app.get(
    '/api/staff-invitation',
    {
      schema: {
        tags,
        summary: 'Whose invitation a link is (email, role); 404 unknown, 409 used or expired',
        querystring: invitationTokenSchema,
        response: { 200: invitationLookupSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staff.lookup(request.query.token);
    },
  );

  app.post(
    '/api/me/staff-invitation',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: the signed-in, verified account of the invited email takes the role',
        body: invitationTokenSchema,
        response: {
          200: staffMessageSchema.extend({
            role: z.enum(['admin', 'staff']),
            /** Straight to the two-factor enrolment, required of the team (review 2026-11-29 L3). */
            redirectTo: z.enum(['/admin', TWO_FACTOR_ENROLMENT_PATH]),
          }),
        },
      },
    },
    async (request) => {
      const role = await staff.accept(request.sessionUser!, request.body.token);
      request.log.info(
        { userId: request.sessionUser!.id, role: ROLE_LABELS[role] },
        'staff invitation accepted',
      );
      const redirectTo: '/admin' | typeof TWO_FACTOR_ENROLMENT_PATH = request.sessionUser!.twoFactorEnabled
        ? '/admin'
        : TWO_FACTOR_ENROLMENT_PATH;
      return { message: STAFF_MESSAGES.accepted, role, redirectTo };
    },
  );
};
