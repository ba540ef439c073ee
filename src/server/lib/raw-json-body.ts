import type { FastifyInstance } from 'fastify';

/**
 * Signed webhooks (Razorpay, WhatsApp) sign the exact bytes sent: in `scope` (a plugin of its own, so no
 * other route is affected), a JSON body arrives as the raw Buffer, up to `bodyLimit` bytes.
 */
export function keepJsonRaw(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}
