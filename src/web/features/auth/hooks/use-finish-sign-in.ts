import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { SignedInResponse } from '#shared/auth/auth.schemas.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { sessionQueryKey } from '#web/lib/session.ts';
import { useAuthMessages } from './use-auth-t.ts';

/**
 * After a sign-in or a verified sign-up: the session is the user from the answer (no extra round trip),
 * whatever was cached as a guest is refreshed, the server's message is toasted ('Welcome back!') and the user
 * goes back to the page that asked for the sign-in (`next`, audit 6.1), else where the server says (`/`, or
 * `/admin` for an admin). A customer who chose another language than the page's goes there in theirs, through
 * the language switch, which also keeps it in the cookie (decision 035).
 */
export function useFinishSignIn(next: string | null = null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useI18n();
  const { say } = useAuthMessages();
  return (answer: SignedInResponse) => {
    queryClient.setQueryData(sessionQueryKey, answer.user);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    toast.success(say(answer.message));
    const target = next ?? answer.redirectTo;
    const chosen = answer.user.language;
    if (chosen && chosen !== lang) {
      window.location.assign(`/api/language?lang=${chosen}&next=${encodeURIComponent(target)}`);
      return;
    }
    void navigate(target, { replace: true });
  };
}
