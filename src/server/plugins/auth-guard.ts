import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACCESS_DENIED,
  needsTwoFactorEnrolment,
  type SessionUser,
  SIGN_IN_REQUIRED,
  TWO_FACTOR_ENROLMENT_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import { areaOfAdminPath, canUse } from '#shared/staff/permissions.ts';
import { pingWithin } from '../db/client.ts';
import { session } from '../db/schema/index.ts';
import { type Auth, authHeaders } from '../features/auth/index.ts';
import { toSessionUser } from '../features/auth/sessions.service.ts';
import { HEALTH_TIMEOUT_MS } from '../features/health/index.ts';
import { AppError, DATABASE_UNAVAILABLE } from '../lib/errors.ts';
import { redactQuery } from '../lib/log-redaction.ts';

export const ADMIN_PREFIX = '/api/admin';
export const ME_PREFIX = '/api/me';

export type RouteAccess = 'admin' | 'user' | 'public';

/** Admin-only routes outside /api/admin: the mail endpoints (docs/product.md §2.4; open, they would be a mail relay). */
export const ADMIN_PATHS_OUTSIDE_PREFIX: ReadonlySet<string> = new Set([
  '/api/send-email',
  '/api/send-otp',
  '/api/send-welcome',
]);

/** Who may call a route, from its path alone: nothing under /api/admin or /api/me can be left open. */
export function accessFor(url: string): RouteAccess {
  if (url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`)) return 'admin';
  if (ADMIN_PATHS_OUTSIDE_PREFIX.has(url)) return 'admin';
  if (url === ME_PREFIX || url.startsWith(`${ME_PREFIX}/`)) return 'user';
  return 'public';
}

export interface RouteEntry {
  method: string;
  url: string;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Review L10 (ASVS 7.3.1): besides the absolute lifetime every session has, an admin session ends after
 * this long without an admin request. Activity is written at most every few minutes (not on every read).
 */
export const ADMIN_IDLE_HOURS = 12;
const ADMIN_IDLE_MS = ADMIN_IDLE_HOURS * 60 * 60_000;
const ACTIVITY_WRITE_EVERY_MS = 5 * 60_000;
export const ADMIN_SESSION_IDLE = `Your admin session ended after ${ADMIN_IDLE_HOURS} hours without activity. Please sign in again.`;

/** A signed-in caller's data (and its 401/403): never kept by the browser or a proxy. */
const noStore: onSendHookHandler = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * Sessions on our own routes. `requireUser` (401 when signed out) and `requireAdmin` (403 for a
 * customer, and for staff outside their areas) read the session row on every request (no cookie cache), so a revoked session fails
 * at once. Every route registered after this plugin whose path is under /api/admin or /api/me
 * gets the guard and `cache-control: no-store` automatically, and is listed in `app.routeTable`
 * for the access test.
 */
export const authGuardPlugin = fp<{ auth: Auth }>(
  async (app, { auth }) => {
    app.decorateRequest('sessionUser', null);
    app.decorateRequest('sessionActivity', null);

    const requireUser: Guard = async (request, reply) => {
      if (request.sessionUser) return;
      const { headers, response } = await auth.api
        .getSession({ headers: authHeaders(request), returnHeaders: true })
        .catch(async (error: unknown) => {
          // better-auth turns a database failure into a bare 500 (L2): a signed-in visitor during an outage
          // gets the same 503 with Retry-After as a guest.
          const reachable = await pingWithin(app.dbHandle, HEALTH_TIMEOUT_MS).then(
            () => true,
            () => false,
          );
          if (reachable) throw error;
          request.log.error({ err: error }, 'database unavailable (session lookup)');
          throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE, undefined, 5);
        });
      // A session past its refresh age gets a renewed cookie.
      const cookies = headers?.getSetCookie() ?? [];
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
      request.sessionUser = toSessionUser(response.user);
      request.sessionActivity = {
        id: response.session.id,
        lastActiveAt: new Date(response.session.updatedAt),
      };
    };

    /** An admin's session idle too long ends; an active one records its activity now and then. */
    const checkAdminActivity = async (request: FastifyRequest) => {
      const activity = request.sessionActivity;
      if (!activity) return;
      const idleMs = Date.now() - activity.lastActiveAt.getTime();
      if (idleMs > ADMIN_IDLE_MS) {
        await app.db.delete(session).where(eq(session.id, activity.id));
        throw new AppError('UNAUTHORIZED', ADMIN_SESSION_IDLE);
      }
      if (idleMs > ACTIVITY_WRITE_EVERY_MS) {
        await app.db.update(session).set({ updatedAt: new Date() }).where(eq(session.id, activity.id));
      }
    };

    /**
     * An admin, or staff on a route of an area the permission map gives them (decision 037), with two-factor
     * sign-in on: a team account without it gets 403 TWO_FACTOR_ENROLMENT_REQUIRED on every admin route, and
     * reaches only its enrolment under /api/me/two-factor (review 2026-11-29 L3, decision 059).
     */
    const requireAdmin: Guard = async (request, reply) => {
      await requireUser(request, reply);
      if (needsTwoFactorEnrolment(request.sessionUser)) {
        request.log.warn(
          { userId: request.sessionUser?.id, role: request.sessionUser?.role, url: redactQuery(request.url) },
          'admin route refused: two-factor sign-in not enrolled',
        );
        throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED', TWO_FACTOR_ENROLMENT_REQUIRED);
      }
      const area = areaOfAdminPath(request.routeOptions.url ?? request.url);
      if (!canUse(request.sessionUser?.role, area)) {
        request.log.warn(
          { userId: request.sessionUser?.id, role: request.sessionUser?.role, url: redactQuery(request.url) },
          'admin route refused',
        );
        throw new AppError('FORBIDDEN', ACCESS_DENIED);
      }
      await checkAdminActivity(request);
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);

    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
      const access = accessFor(route.url);
      if (access === 'public') return;
      const guard = access === 'admin' ? requireAdmin : requireUser;
      const hooks = route.onRequest ? [route.onRequest].flat() : [];
      // Before the route's own hooks, so nothing runs for a caller who may not.
      if (!hooks.includes(guard)) route.onRequest = [guard, ...hooks];
      const onSend = route.onSend ? [route.onSend].flat() : [];
      if (!onSend.includes(noStore)) route.onSend = [noStore, ...onSend];
    });
  },
  { name: 'auth-guard' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by requireUser/requireAdmin. */
    sessionUser: SessionUser | null;
    /** The session behind `sessionUser` and when it was last active (the admin idle rule). */
    sessionActivity: { id: string; lastActiveAt: Date } | null;
  }
  interface FastifyInstance {
    requireUser: Guard;
    requireAdmin: Guard;
    /** Every route registered after the auth guard (method, url), HEAD included. */
    routeTable: RouteEntry[];
  }
}
