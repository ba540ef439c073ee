import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { authOptions, type SendOtp } from './auth-options.ts';

export function createAuth(
  db: Db,
  opts: { baseURL: string; secret: string; trustedOrigins: string[]; sendOtp: SendOtp },
) {
  return betterAuth({
    ...authOptions(opts),
    trustedOrigins: opts.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Mounts better-auth's handler at /api/auth/* (the documented Fastify pattern, cookies kept apart). */
export const authRoutes: FastifyPluginAsync<{ auth: Auth }> = async (app, { auth }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.config.publicUrl);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: request.body ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
};
