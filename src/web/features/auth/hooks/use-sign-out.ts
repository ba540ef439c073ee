import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#web/config/paths.ts';
import { forgetDeviceAddresses } from '#web/features/addresses/hooks/forget-device-addresses.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { useSessionT } from './use-session-t.ts';

/**
 * Logout from the profile menu (docs/product.md §3.1): ends every session of the user on the server, forgets everything
 * cached for them, says 'Signed out successfully' and goes to /auth. A 401 means the session had already
 * ended: that is signed out too.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useSessionT();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await api.post('/me/sign-out-all');
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      forgetDeviceAddresses();
      queryClient.setQueryData(sessionQueryKey, null);
      // Everything else cached for the user goes back to empty (active queries reload as a guest). Reset, not
      // clear(): a cleared query would leave mounted components (the header) watching a query no longer cached.
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      toast.success(t('session.signedOut'));
      void navigate(paths.auth.href());
    },
    onError: (error) => {
      toast.error(t('session.signOutError'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
