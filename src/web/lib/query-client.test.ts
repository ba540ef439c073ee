import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { sessionQueryKey } from './session.ts';

const user = { id: 'u1', email: 'asha@example.in', name: 'Asha', role: 'user', emailVerified: true } as const;

describe('an expired session', () => {
  it('audit B4: a 401 on any request signs the app out, so the page sends to sign-in', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, user);
    await client
      .fetchQuery({
        queryKey: ['me', 'orders'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.')),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('audit B4: other failures leave the session alone', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, user);
    await client
      .fetchQuery({
        queryKey: ['me', 'orders'],
        queryFn: () => Promise.reject(new ApiError(500, 'INTERNAL', 'Something went wrong.')),
        retry: false,
      })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toEqual(user);
  });
});
