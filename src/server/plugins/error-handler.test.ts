import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/** Drizzle wraps driver errors; what matters is on `cause`. */
const driverError = (cause: { message: string; code?: string }) =>
  new Error('Failed query: select 1', {
    cause: Object.assign(new Error(cause.message), { code: cause.code }),
  });

const app = Fastify({ logger: false });
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/pool-busy', async () => {
    throw driverError({ message: 'timeout exceeded when trying to connect' });
  });
  app.get('/connection-lost', async () => {
    throw driverError({ message: 'Connection terminated unexpectedly' });
  });
  app.get('/refused', async () => {
    throw driverError({ message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });
  });
  app.get('/shutting-down', async () => {
    throw driverError({ message: 'terminating connection due to administrator command', code: '57P01' });
  });
  app.get('/bad-input', async () => {
    throw driverError({ message: 'invalid input syntax for type integer', code: '22P02' });
  });
  app.get('/bug', async () => {
    throw new Error('undefined is not a function');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it.each(['/pool-busy', '/connection-lost', '/refused', '/shutting-down'])(
    '%s: 503 with Retry-After, never a 500',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable. Please try again in a moment.',
      });
    },
  );

  it('a PostgreSQL input error is the caller’s: 400', async () => {
    const res = await app.inject({ url: '/bad-input' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A value has the wrong format.');
  });

  it('anything else is a 500 that tells nothing of the cause', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('undefined is not a function');
  });
});
