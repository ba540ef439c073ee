import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '../../testing/build-test-app.ts';

const t = setUpTestApp();
afterEach(() => vi.restoreAllMocks());

describe('liveness apart from readiness', () => {
  it('all answer 200 while the database answers', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().status).toBe('ok');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('while the database is down: readiness (and /api/health) 503, liveness still 200', async () => {
    vi.spyOn(t.app.dbHandle, 'ping').mockRejectedValue(new Error('connection refused'));
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    }
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });
});
