import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { AppError } from '../lib/errors.ts';

/**
 * The signed-in user on a public route, or null: no cookie means a guest without touching the
 * database; a cookie is checked like on /api/me (a revoked session is a guest here, not a 401).
 */
export async function optionalSessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  if (request.sessionUser) return request.sessionUser;
  if (!request.headers.cookie) return null;
  try {
    await app.requireUser(request, reply);
    return request.sessionUser;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}
