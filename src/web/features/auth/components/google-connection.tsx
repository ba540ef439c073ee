import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MessageResponse } from '#shared/auth/auth.schemas.ts';
import type { GoogleConnection as Connection } from '#shared/auth/google.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { api } from '#web/lib/api-client.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';
import { GoogleMark } from './google-sign-in.tsx';

/**
 * My Account: "Google connected" and its disconnect (decision 036), shown only while Google signs this
 * account in. The password and emailed codes stay, so disconnecting never locks the owner out.
 */
export function GoogleConnection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { t, say, errorText } = useAuthMessages();
  const queryKey = ['me', userId, 'google'] as const;
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Connection>('/me/google', { signal }),
  });
  const disconnect = useMutation({
    mutationFn: () => api.delete<MessageResponse>('/me/google'),
    onSuccess: (answer) => {
      toast.success(say(answer.message));
      queryClient.setQueryData<Connection>(queryKey, { connected: false });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  if (!status.data?.connected) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      <p className="flex items-center gap-2 text-base">
        <GoogleMark />
        {t('auth.google.connected')}
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={disconnect.isPending}>
            {t('auth.google.disconnect')}
          </Button>
        }
        title={t('auth.google.disconnectTitle')}
        description={t('auth.google.disconnectText')}
        confirmLabel={t('auth.google.disconnectConfirm')}
        cancelLabel={t('auth.cancel')}
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
