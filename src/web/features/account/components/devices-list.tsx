import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { toast } from 'sonner';
import type { Device } from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { devicesQueryOptions, myAccountApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';

/**
 * The server's words for a device ('Chrome on Windows', 'Unknown device': device-words.ts) in the page's
 * language; the browser's and the system's names stay as they are.
 */
export function deviceName(description: string, t: ReturnType<typeof useAccountT>): string {
  if (description === 'Unknown device') return t('account.devices.unknown');
  const [, browser, system] = /^(.+) on (.+)$/.exec(description) ?? [];
  return browser && system ? t('account.devices.browserOn', { browser, system }) : description;
}

/** The devices signed in to the account, each with 'Sign out' but this one (docs/product.md §5.10). */
export function DevicesList({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const t = useAccountT();
  const { locale } = useI18n();
  const { t: authT, say, errorText } = useAuthMessages();
  const options = devicesQueryOptions(userId);
  const query = useQuery(options);
  const signOut = useMutation({
    mutationFn: (device: Device) => myAccountApi.signOutDevice(device.id),
    onSuccess: ({ message }) => toast.success(say(message)),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });

  if (query.isPending) return <p className="text-muted">{t('account.devices.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-muted">
        {t('account.devices.loadFailed')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={t('account.devices.list')}>
      {query.data.devices.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center gap-3 py-3">
          <Monitor aria-hidden="true" size={20} strokeWidth={1.75} className="text-muted" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {deviceName(device.description, t)}
              {device.current && (
                <span className="ml-2 text-sm font-normal text-secondary">
                  {t('account.devices.thisOne')}
                </span>
              )}
            </p>
            <p className="text-sm text-muted">
              {device.ipAddress
                ? t('account.devices.signedInFrom', {
                    when: formatIsoDateTime(device.signedInAt, locale),
                    ip: device.ipAddress,
                  })
                : t('account.devices.signedIn', { when: formatIsoDateTime(device.signedInAt, locale) })}
            </p>
          </div>
          {!device.current && (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" size="sm" disabled={signOut.isPending}>
                  <LogOut aria-hidden="true" strokeWidth={1.75} />
                  {t('account.devices.signOut')}
                </Button>
              }
              title={t('account.devices.confirmTitle')}
              description={t('account.devices.confirmText', { device: deviceName(device.description, t) })}
              confirmLabel={t('account.devices.signOut')}
              cancelLabel={authT('auth.cancel')}
              onConfirm={() => signOut.mutate(device)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
