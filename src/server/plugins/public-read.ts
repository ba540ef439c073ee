import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheBudget } from '../lib/public-cache.ts';

/**
 * Answer a public read from the in-process cache with an ETag; 304 when the client has it.
 * The body is already JSON bytes, which Fastify sends as they are (no serializer runs: its shape
 * is the route's documented schema, produced by the loader).
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  tags: readonly string[],
  load: () => Promise<unknown>,
  budget: CacheBudget = 'reads',
) {
  const { bytes, etag } = await request.server.publicCache.get(key, tags, load, budget);
  reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(bytes);
}
