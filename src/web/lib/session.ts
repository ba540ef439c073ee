import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
// Type-only: erased at build time, so the header's bundle never pulls in zod.
import type { SessionUser } from '#shared/auth/auth.schemas.ts';
import { isTeamRole, ROLES } from '#shared/constants/roles.ts';
import { type AdminArea, canUse } from '#shared/staff/permissions.ts';
import { useHydrated } from '#web/hooks/use-hydrated.tsx';
import { api } from '#web/lib/api-client.ts';

/*
 * Who is signed in, for the header, the guards and the /auth page. Zod-free on purpose: the header is in the
 * main bundle, and the accounts schemas (with zod) load only with the /auth page.
 */

export type { SessionUser };

/** docs/product.md §9.14: the auth loading flag is forced off after 3 seconds. */
export const AUTH_LOADING_TIMEOUT_MS = 3000;

export const sessionQueryKey = ['session'] as const;

/** `GET /api/session`: the user, or `null` when signed out (answered 200, so no failed request is logged). */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await api.get<{ user: SessionUser | null }>('/session', { signal });
  return user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 60_000,
  });

export const isAdmin = (user: SessionUser | null | undefined): boolean => user?.role === ROLES.admin;
/** An admin or staff member: the admin opens (its tabs by the permission map, decision 037). */
export const isTeam = (user: SessionUser | null | undefined): boolean => isTeamRole(user?.role);
/** The same rule as the server's (`needsTwoFactorEnrolment`), kept here so the header's bundle stays zod-free. */
export const needsTwoFactor = (user: SessionUser | null | undefined): boolean =>
  isTeam(user) && !user?.twoFactorEnabled;

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  user: SessionUser | null;
  /**
   * `loading` only while the first answer is on its way, and never longer than 3 s: after that the app goes on
   * as signed out (and turns signed in as soon as the answer arrives). An unreachable server means signed out.
   */
  status: SessionStatus;
  isAdmin: boolean;
  /** Admin or staff (decision 037). */
  isTeam: boolean;
  /**
   * A team account without two-factor sign-in: the admin shows only its enrolment until it is on (review
   * 2026-11-29 L3; the server refuses every admin route meanwhile).
   */
  needsTwoFactor: boolean;
}

/** The signed-in user from `/api/me`, shared by every caller through the query cache. */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  const timedOut = useTimeout(isPending, AUTH_LOADING_TIMEOUT_MS);
  // While a server-rendered part hydrates (the footer may do so after the answer came), as the server rendered
  // it: still checking (decision 026).
  const hydrated = useHydrated();
  const user = hydrated ? (data ?? null) : null;
  const status: SessionStatus = !hydrated
    ? 'loading'
    : user
      ? 'signed-in'
      : isPending && !timedOut
        ? 'loading'
        : 'signed-out';
  return { user, status, isAdmin: isAdmin(user), isTeam: isTeam(user), needsTwoFactor: needsTwoFactor(user) };
}

/** Whether the signed-in role may use an admin area (the shared permission map; decision 037). */
export function useCanUse(area: AdminArea): boolean {
  return canUse(useSession().user?.role, area);
}

/** True once `active` has been true for `ms` without a break. */
function useTimeout(active: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) {
      setExpired(false);
      return;
    }
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && expired;
}
