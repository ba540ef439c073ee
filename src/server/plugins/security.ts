import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (CSP without inline scripts, no framing, nosniff, referrer policy) and CSRF
 * protection for our own routes: better-auth checks Origin only on /api/auth/*, so every other
 * state-changing /api request from a foreign origin, or a cross-site fetch, is refused here.
 */
export const securityPlugin = fp<{ trustedOrigins: string[] }>(
  async (app, { trustedOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React style props and the toast library set inline styles; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: app.config.env === 'production' ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      const foreignOrigin = origin !== undefined && !trustedOrigins.includes(origin);
      if (foreignOrigin || site === 'cross-site') {
        request.log.warn({ origin, site }, 'refused cross-site state-changing request');
        return reply
          .code(403)
          .send(errorBody('FORBIDDEN', 'This request came from another site and was refused.'));
      }
    });
  },
  { name: 'security' },
);
