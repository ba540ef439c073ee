import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (CSP without inline scripts, no framing, nosniff, referrer policy) and CSRF
 * protection for our own routes: better-auth checks Origin only on /api/auth/*, so every other
 * state-changing /api request from a foreign origin, or a cross-site fetch, is refused here.
 */
/** Razorpay Standard Checkout: its script, its payment frame and its API (only when Razorpay is configured). */
const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

export const securityPlugin = fp<{
  trustedOrigins: string[];
  razorpay?: boolean;
  /** CSP sources of the page template's own inline scripts (`inlineScriptHashes`). */
  scriptHashes?: string[];
  /** Where uploaded images are served from when not this site (an S3 bucket, maybe plain http in dev). */
  mediaOrigin?: string;
  /** Where the browser posts its error reports (SENTRY_BROWSER_DSN's origin), when set. */
  errorReportOrigin?: string;
}>(
  async (app, { trustedOrigins, razorpay = false, scriptHashes = [], mediaOrigin, errorReportOrigin }) => {
    const gateway = razorpay ? RAZORPAY_ORIGINS : { script: [], frame: [], connect: [] };
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes, ...gateway.script],
          // React style props and the toast library set inline styles; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // data: for the inline (base64) image fallback (docs/product.md §9.5); https: for image URLs admins paste.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(mediaOrigin ? [mediaOrigin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...gateway.connect, ...(errorReportOrigin ? [errorReportOrigin] : [])],
          frameSrc: gateway.frame.length ? gateway.frame : ["'none'"],
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
      // Every state-changing request, whatever its path: the router decodes the path (`/%61pi/…` reaches
      // `/api/…`), so a check on the raw URL could be walked around (L1).
      if (!STATE_CHANGING.has(request.method)) return;
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
