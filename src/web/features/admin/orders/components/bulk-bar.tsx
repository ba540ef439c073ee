import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';
import {
  ADMIN_SETTABLE_STATUSES,
  type AdminOrderFilter,
  type AdminSettableStatus,
  commonNextStep,
} from '#shared/orders/order-admin.ts';
import { SLIP_SIZES } from '#shared/orders/order-ops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCanUse } from '#web/lib/session.ts';
import { analyticsKey } from '../../analytics/api/analytics-api.ts';
import { customerKeys } from '../../customers/api/customers-api.ts';
import { adminOrderKeys, bulkSetStatus, ordersCsvHref, packingSlipsHref } from '../api/admin-orders-api.ts';
import { useAdminOrdersSaid, useAdminOrdersT } from '../i18n.ts';

const linkClass =
  'inline-flex items-center gap-1 rounded-control border border-border px-3 py-1.5 text-sm hover:bg-sand';

/** What a bulk status leaves to each order's page (issue 19 items 4 and 6). */
const BULK_NOTES = { shipped: 'bulk.noteShipped', cancelled: 'bulk.noteCancelled' } as const;
const bulkNote = (status: AdminSettableStatus | '') =>
  status === 'shipped' || status === 'cancelled' ? BULK_NOTES[status] : null;

/**
 * Work on several orders (issue 19 item 6): one status for the selection (each through the status writer;
 * the refused ones are named), their packing slips, their CSV; with nothing selected, the CSV of the
 * list's search or date range. A selection waiting at one step gets a one-tap 'Mark … as <next step>' (decision 083).
 */
export function BulkBar({
  selected,
  filter,
  onDone,
}: {
  selected: AdminOrder[];
  filter: AdminOrderFilter;
  onDone: () => void;
}) {
  const t = useAdminOrdersT();
  const say = useAdminOrdersSaid();
  const selectId = useId();
  const [status, setStatus] = useState<AdminSettableStatus | ''>('');
  const queryClient = useQueryClient();
  const ids = selected.map((o) => o.id);
  const mayExport = useCanUse('exports');
  const next = commonNextStep(selected.map((o) => o.status));
  const apply = useMutation({
    mutationFn: (to: AdminSettableStatus) => bulkSetStatus(ids, to),
    onSuccess: (result) => {
      if (result.changed.length) toast.success(t('bulk.updated', { count: result.changed.length }));
      for (const refused of result.refused) {
        toast.error(t('bulk.notChanged', { order: refused.orderNumber ?? t('bulk.anOrder') }), {
          description: say(refused.message, refused.said),
        });
      }
      setStatus('');
      onDone();
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: analyticsKey });
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, t('orders.updateFailed'))),
  });

  if (selected.length === 0) {
    // Staff may not export (decision 037).
    if (!mayExport) return null;
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <a className={linkClass} href={ordersCsvHref(filter)}>
          <Download aria-hidden="true" size={16} strokeWidth={1.75} />
          {filter.from || filter.to ? t('bulk.exportCsvRange') : t('bulk.exportCsv')}
        </a>
      </p>
    );
  }
  return (
    <section
      aria-label={t('bulk.selectedLabel')}
      className="flex flex-wrap items-end gap-3 rounded-card bg-sand/60 p-3"
    >
      <p className="font-semibold">{t('bulk.selected', { count: selected.length })}</p>
      {next && (
        <Button disabled={apply.isPending} onClick={() => apply.mutate(next)}>
          {t('bulk.nextStep', { count: selected.length, status: t(`status.${next}`) })}
        </Button>
      )}
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {t('bulk.setStatus')}
          </label>
          <NativeSelect
            id={selectId}
            value={status}
            onChange={(e) => setStatus(e.target.value as AdminSettableStatus)}
          >
            <option value="">{t('bulk.choose')}</option>
            {ADMIN_SETTABLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button disabled={!status || apply.isPending} onClick={() => status && apply.mutate(status)}>
          {t('bulk.apply')}
        </Button>
      </div>
      {bulkNote(status || next || '') && (
        <p className="basis-full text-sm text-muted">{t(bulkNote(status || next || '')!)}</p>
      )}
      {SLIP_SIZES.map((size) => (
        <a key={size} className={linkClass} href={packingSlipsHref(ids, size)} target="_blank" rel="noopener">
          <Printer aria-hidden="true" size={16} strokeWidth={1.75} />
          {t('bulk.slips', { size: t(`slip.${size}`) })}
        </a>
      ))}
      {mayExport && (
        <a className={linkClass} href={ordersCsvHref({ ids })}>
          <Download aria-hidden="true" size={16} strokeWidth={1.75} />
          {t('bulk.exportSelected')}
        </a>
      )}
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('bulk.clear')}
      </Button>
    </section>
  );
}
