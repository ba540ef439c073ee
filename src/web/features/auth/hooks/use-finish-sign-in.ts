import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignedInResponse } from '#shared/auth/auth.schemas.ts';
import { sessionQueryKey } from '#web/lib/session.ts';

/**
 * After a sign-in or a verified sign-up: the session is the user from the answer (no extra round trip),
 * whatever was cached as a guest is refreshed, the server's message is toasted ('Welcome back!') and the user
 * goes back to the page that asked for the sign-in (`next`, audit 6.1), else where the server says (`/`, or
 * `/admin` for an admin).
 */
export function useFinishSignIn(next: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (answer: SignedInResponse) => {
    queryClient.setQueryData(sessionQueryKey, answer.user);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    toast.success(answer.message);
    void navigate(next ?? answer.redirectTo, { replace: true });
  };
}
