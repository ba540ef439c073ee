import { describe, expect, it } from 'vitest';
import { createCustomer } from '../testing/accounts.ts';
import { setUpTestApp } from '../testing/build-test-app.ts';

/**
 * L1: the cross-site check (Origin / Sec-Fetch-Site) cannot be walked around by spelling the path
 * differently: `/%61pi/me/sign-out-all` is routed to `/api/me/sign-out-all` and must be refused the same.
 */

const t = setUpTestApp();

describe('the cross-site check on an encoded path', () => {
  it.each([
    '/%61pi/me/sign-out-all',
    '/%61%70%69/me/sign-out-all',
    '/api/%6De/sign-out-all',
    '/API/me/sign-out-all',
  ])('%s from a foreign origin or a cross-site fetch is refused, and the session survives', async (path) => {
    const customer = await createCustomer(t);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await customer.post(path, {}, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const session = await customer.get('/api/session');
    expect(session.json().user, 'still signed in').not.toBeNull();
  });
});
