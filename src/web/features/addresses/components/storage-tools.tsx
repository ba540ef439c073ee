import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Activity,
  CircleCheck,
  CircleX,
  Database,
  Eye,
  EyeOff,
  MapPinPlus,
  Stethoscope,
  Trash2,
  Wrench,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES } from '#shared/addresses/address.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import type { SessionUser } from '#web/lib/session.ts';
import {
  type AddressBody,
  type AddressList,
  addressApi,
  addressesQueryOptions,
  addressKeys,
} from '../api/addresses-api.ts';
import { useStorageMonitor } from '../hooks/use-storage-monitor.ts';
import { placeLine } from '../lib/address-list.ts';
import { readRawMirror, runHealthCheck, runRepair } from '../lib/address-mirror.ts';
import { ADDRESSES_KEY, addressCountText, type HealthCheckResult } from '../lib/address-storage.ts';
import { MONITOR_LIMIT, type StorageLogEntry } from '../lib/storage-monitor.ts';

/*
 * /address-demo (docs/product.md §8.1): what the browser keeps of the saved addresses, and the tools to look at,
 * check and repair it.
 */

/** 'Add Demo Address' sends this (a real address shape, so it passes the server's checks). */
export const DEMO_ADDRESS: AddressBody = {
  type: 'Home',
  name: 'Demo Customer',
  phone: '9876543210',
  address: '42, 12th Main Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  isDefault: false,
};

const LOGIN_REQUIRED = 'Login Required';

function Panel({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      // min-w-0: a long raw line or email scrolls inside its box instead of widening the page.
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6',
        className,
      )}
    >
      <h2 id={id} className="flex items-center gap-2.5 text-2xl">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Yes({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span
      className={cn('inline-flex items-start gap-1.5 font-semibold', ok ? 'text-success' : 'text-danger')}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={1.75} className="mt-[0.2em] shrink-0" />
      {/* A long email wraps anywhere rather than widening the page. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </span>
  );
}

interface StatusPanelProps {
  storageAvailable: boolean;
  user: SessionUser | null;
  sessionLoading: boolean;
  list: AddressList | undefined;
  loadFailed: boolean;
}

/** Local storage availability, login status and the loaded addresses. */
export function StoragePanel({ storageAvailable, user, sessionLoading, list, loadFailed }: StatusPanelProps) {
  return (
    <Panel title="Storage Status" icon={<Database />}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-6 gap-y-3">
        <dt className="text-muted">Local storage</dt>
        <dd>
          <Yes ok={storageAvailable}>{storageAvailable ? 'Available' : 'Unavailable'}</Yes>
        </dd>
        <dt className="text-muted">Login status</dt>
        <dd>
          {sessionLoading ? (
            'Checking…'
          ) : user ? (
            <Yes ok>Signed in as {user.email}</Yes>
          ) : (
            <Yes ok={false}>Not signed in</Yes>
          )}
        </dd>
        <dt className="text-muted">Loaded addresses</dt>
        <dd>
          {!user ? (
            <span className="text-muted">Sign in to load your addresses</span>
          ) : loadFailed ? (
            <span className="font-semibold text-danger">Failed to load addresses</span>
          ) : list ? (
            <span className="font-semibold">
              {addressCountText(list.items.length)}
              {list.source === 'device' && (
                <span className="font-normal text-muted"> (from this device; the server is unreachable)</span>
              )}
            </span>
          ) : (
            'Loading…'
          )}
        </dd>
      </dl>
      {list && list.items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-control border border-border">
          {list.items.map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5 px-3.5 py-2.5 text-sm">
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {a.type} · {a.name}
                {a.isDefault && <Badge variant="secondary">Default</Badge>}
              </span>
              <span className="text-muted">
                {a.address}, {placeLine(a)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Add Demo Address, Clear All Addresses (asks first), View Raw Storage. */
export function ActionsPanel({ user, list }: { user: SessionUser | null; list: AddressList | undefined }) {
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [raw, setRaw] = useState<ReturnType<typeof readRawMirror> | null>(null);
  const reload = () =>
    user ? queryClient.invalidateQueries({ queryKey: addressKeys.of(user.id) }) : Promise.resolve();

  const addDemo = useMutation({
    mutationFn: () => addressApi.add(DEMO_ADDRESS),
    onSuccess: () => {
      void reload();
      toast.success(ADDRESS_MESSAGES.added, { description: 'A demo address was added to your account.' });
    },
    onError: () => toast.error('Failed to add demo address'),
  });

  /** One by one, as the server deletes one address per call; stops at the first failure. */
  const clearAll = useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await addressApi.remove(id);
      return ids.length;
    },
    onSuccess: (count) =>
      toast.success('All addresses cleared', { description: `${addressCountText(count)} deleted.` }),
    onError: () => toast.error('Failed to clear addresses'),
    onSettled: () => void reload(),
  });

  function requireLogin(description: string): boolean {
    if (user) return true;
    toast.error(LOGIN_REQUIRED, { description });
    return false;
  }

  const count = list?.items.length ?? 0;
  return (
    <Panel title="Actions" icon={<Wrench />}>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={addDemo.isPending}
          onClick={() => {
            if (requireLogin('Please login to add addresses')) addDemo.mutate();
          }}
        >
          <MapPinPlus aria-hidden="true" strokeWidth={1.75} />
          {addDemo.isPending ? 'Adding…' : 'Add Demo Address'}
        </Button>
        <Button
          variant="secondary"
          disabled={clearAll.isPending}
          onClick={() => {
            if (requireLogin('Please login to manage addresses')) setConfirmOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          {clearAll.isPending ? 'Clearing…' : 'Clear All Addresses'}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={raw !== null}
          onClick={() => {
            if (raw) {
              setRaw(null);
              return;
            }
            try {
              setRaw(readRawMirror());
            } catch {
              toast.error('Failed to view raw storage data');
            }
          }}
        >
          {raw ? (
            <EyeOff aria-hidden="true" strokeWidth={1.75} />
          ) : (
            <Eye aria-hidden="true" strokeWidth={1.75} />
          )}
          {raw ? 'Hide Raw Storage' : 'View Raw Storage'}
        </Button>
      </div>
      {raw && <RawStorage raw={raw} userId={user?.id ?? null} />}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Clear all addresses?"
        description={
          count > 0
            ? `All ${addressCountText(count)} will be deleted from your account. This cannot be undone.`
            : 'There are no loaded addresses; the server will be asked again.'
        }
        confirmLabel="Clear All"
        onConfirm={() => {
          const ids = (
            queryClient.getQueryData<AddressList>(addressKeys.of(user?.id ?? ''))?.items ?? []
          ).map((a) => a.id);
          clearAll.mutate(ids);
        }}
      />
    </Panel>
  );
}

function RawStorage({ raw, userId }: { raw: ReturnType<typeof readRawMirror>; userId: string | null }) {
  // A shared computer: another account's copy is not shown to whoever uses the browser next.
  if (raw.owner && raw.owner !== userId) {
    return (
      <p className="rounded-control border border-border bg-sand px-3.5 py-2.5">
        The stored copy belongs to another account. Sign in as that account to see it.
      </p>
    );
  }
  let pretty = raw.addresses ?? '(nothing stored)';
  try {
    if (raw.addresses) pretty = JSON.stringify(JSON.parse(raw.addresses), null, 2);
  } catch {
    // not JSON: shown as it is
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        <code className="font-semibold text-foreground">{ADDRESSES_KEY}</code>
        {raw.owner ? ' (saved for your account)' : ''}
      </p>
      <pre className="max-h-72 overflow-auto rounded-control bg-foreground p-3.5 text-xs leading-relaxed text-background">
        {pretty}
      </pre>
    </div>
  );
}

const HEALTH_TONES: Record<HealthCheckResult['status'], string> = {
  healthy: 'border-success/30 bg-success/8 text-success',
  empty: 'border-border bg-sand text-foreground',
  corrupted: 'border-danger/30 bg-danger/8 text-danger',
  unavailable: 'border-danger/30 bg-danger/8 text-danger',
};

/** The storage monitor: on/off, Health Check, Clear Logs, Repair, and the log (re-read every 5 s). */
export function MonitorPanel({ user }: { user: SessionUser | null }) {
  const queryClient = useQueryClient();
  const monitor = useStorageMonitor();
  const [health, setHealth] = useState<HealthCheckResult | null>(null);
  const [repairing, setRepairing] = useState(false);

  function checkNow() {
    setHealth(runHealthCheck());
    monitor.refresh();
  }

  async function repair() {
    const outcome = runRepair();
    if (!outcome.repaired) {
      if (outcome.before.status === 'unavailable') {
        toast.error('Storage Unavailable', {
          description: 'This browser is blocking local storage, so there is nothing to repair.',
        });
      } else {
        toast('No Repair Needed', { description: outcome.before.message });
      }
      monitor.refresh();
      return;
    }
    // Reset to an empty list; now fill it again from the server (the load mirrors what it gets).
    setRepairing(true);
    let synced: number | null = null;
    if (user) {
      try {
        const list = await queryClient.fetchQuery({ ...addressesQueryOptions(user.id), staleTime: 0 });
        if (list.source === 'server') synced = list.items.length;
      } catch {
        // the reset stands; the next load fills it
      }
    }
    setRepairing(false);
    setHealth(null);
    monitor.refresh();
    toast.success('Storage Repaired', {
      description:
        synced === null
          ? 'The damaged copy was reset to an empty list. It fills again when your addresses next load.'
          : `The damaged copy was reset and reloaded with ${addressCountText(synced)} from your account.`,
    });
  }

  return (
    <Panel title="Storage Monitor" icon={<Activity />} className="lg:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">
          Monitoring:{' '}
          <span className={monitor.enabled ? 'text-success' : 'text-muted'}>
            {monitor.enabled ? 'Enabled' : 'Disabled'}
          </span>
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            const next = !monitor.enabled;
            if (monitor.setEnabled(next)) toast.success(next ? 'Monitoring enabled' : 'Monitoring disabled');
            else toast.error('Local storage is not available, so monitoring cannot be switched.');
          }}
        >
          {monitor.enabled ? 'Disable Monitoring' : 'Enable Monitoring'}
        </Button>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={checkNow}>
          <Stethoscope aria-hidden="true" strokeWidth={1.75} />
          Health Check
        </Button>
        <Button variant="secondary" disabled={repairing} onClick={() => void repair()}>
          <Wrench aria-hidden="true" strokeWidth={1.75} />
          {repairing ? 'Repairing…' : 'Repair'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            if (monitor.clear()) toast.success('Logs cleared');
          }}
        >
          <Trash2 aria-hidden="true" strokeWidth={1.75} />
          Clear Logs
        </Button>
      </div>

      <div role="status" aria-live="polite">
        {health && (
          <div
            className={cn(
              'flex flex-col gap-1 rounded-control border px-4 py-3',
              HEALTH_TONES[health.status],
            )}
          >
            <p className="font-semibold">
              Health: <span data-testid="health-status">{health.status}</span>
            </p>
            <p className="text-foreground">{health.message}</p>
            <p className="text-sm text-muted">Addresses in the saved copy: {health.count}</p>
          </div>
        )}
      </div>

      <StorageLog entries={monitor.entries} enabled={monitor.enabled} />
    </Panel>
  );
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function StorageLog({ entries, enabled }: { entries: StorageLogEntry[]; enabled: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-sans text-lg font-semibold">Log</h3>
      <p className="text-sm text-muted">
        {entries.length} of the last {MONITOR_LIMIT} entries, newest first; refreshed every 5 seconds.
        {!enabled && ' Monitoring is off, so nothing new is logged.'}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-control border border-dashed border-border px-4 py-6 text-center text-muted">
          No log entries yet.
        </p>
      ) : (
        <ol
          aria-label="Storage log"
          className="max-h-96 divide-y divide-border overflow-auto rounded-control border border-border"
        >
          {entries.map((entry, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a log read whole each time; entries have no id
              key={`${entry.timestamp}-${i}`}
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 px-3.5 py-2.5 text-sm sm:grid-cols-[9rem_4.5rem_5rem_1fr_auto]"
            >
              <time dateTime={entry.timestamp} className="text-muted tabular-nums sm:col-auto">
                {formatTime(entry.timestamp)}
              </time>
              <span className="flex gap-2 sm:contents">
                <span className="font-semibold uppercase">{entry.operation}</span>
                <span className={entry.status === 'success' ? 'text-success' : 'text-danger'}>
                  {entry.status}
                </span>
              </span>
              <span className="col-span-2 sm:col-span-1">{entry.details}</span>
              <span className="col-span-2 text-muted tabular-nums sm:col-span-1 sm:text-right">
                count {entry.count}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : timeFormat.format(time);
}
