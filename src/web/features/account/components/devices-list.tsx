import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { toast } from 'sonner';
import type { Device } from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { devicesQueryOptions, myAccountApi } from '../api/my-account-api.ts';

/** The devices signed in to the account, each with 'Sign out' but this one (docs/product.md §5.10). */
export function DevicesList({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const options = devicesQueryOptions(userId);
  const query = useQuery(options);
  const signOut = useMutation({
    mutationFn: (device: Device) => myAccountApi.signOutDevice(device.id),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });

  if (query.isPending) return <p className="text-muted">Loading your devices…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        We could not load your devices. Please reload the page.
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label="Signed-in devices">
      {query.data.devices.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
          <Monitor aria-hidden="true" size={20} strokeWidth={1.75} className="text-muted" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {device.description}
              {device.current && <span className="ml-2 text-sm font-normal text-secondary">This device</span>}
            </p>
            <p className="text-sm text-muted">
              Signed in {formatIsoDateTime(device.signedInAt)}
              {device.ipAddress ? ` from ${device.ipAddress}` : ''}
            </p>
          </div>
          {!device.current && (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" size="sm" disabled={signOut.isPending}>
                  <LogOut aria-hidden="true" strokeWidth={1.75} />
                  Sign out
                </Button>
              }
              title="Sign this device out?"
              description={`${device.description} will need to sign in again.`}
              confirmLabel="Sign out"
              onConfirm={() => signOut.mutate(device)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
