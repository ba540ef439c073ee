import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '#shared/format/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { CardListSkeleton, RefreshDataButton } from '../../shell/components/list-parts.tsx';
import { type AuditFilter, auditLogQueryOptions } from '../api/audit-log-api.ts';
import { useAuditLogT } from '../i18n.ts';

const NO_FILTER: AuditFilter = { page: 1, actor: '', entity: '', action: '', from: '', to: '' };
const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-primary';

/**
 * docs/product.md §7.14, the Audit Log tab (admins only): every change made in the admin, newest first, 50 a
 * page, filtered by who (part of the email), what (entity and action) and when (India dates).
 */
export default function AuditLogTab() {
  const t = useAuditLogT();
  const { locale } = useI18n();
  const id = useId();
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const actor = useDebouncedValue(filter.actor, 300);
  const log = useQuery(auditLogQueryOptions({ ...filter, actor }));
  const set = (change: Partial<AuditFilter>) => setFilter((current) => ({ ...current, page: 1, ...change }));
  const page = log.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-2xl">
            {t('audit.heading')}
          </h2>
          <p className="text-sm text-muted">{t('audit.intro')}</p>
        </div>
        <RefreshDataButton query={log} />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={`${id}-actor`}>{t('filter.actor')}</label>
          <input
            id={`${id}-actor`}
            className={inputClass}
            type="search"
            value={filter.actor}
            onChange={(event) => set({ actor: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={`${id}-entity`}>{t('filter.entity')}</label>
          <NativeSelect
            id={`${id}-entity`}
            value={filter.entity}
            onChange={(event) => set({ entity: event.target.value })}
          >
            <option value="">{t('filter.everything')}</option>
            {page?.entityTypes.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={`${id}-action`}>{t('filter.action')}</label>
          <NativeSelect
            id={`${id}-action`}
            value={filter.action}
            onChange={(event) => set({ action: event.target.value })}
          >
            <option value="">{t('filter.anyAction')}</option>
            {page?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={`${id}-from`}>{t('filter.from')}</label>
          <input
            className={inputClass}
            id={`${id}-from`}
            type="date"
            value={filter.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={`${id}-to`}>{t('filter.to')}</label>
          <input
            className={inputClass}
            id={`${id}-to`}
            type="date"
            value={filter.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      </div>

      {log.isError && (
        <p className="text-danger" role="alert">
          {errorMessage(log.error)}
        </p>
      )}
      {log.isPending ? (
        <CardListSkeleton />
      ) : page && page.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border py-12 text-center text-muted">
          <History aria-hidden="true" size={28} strokeWidth={1.75} className="text-primary" />
          {t('audit.none')}
        </div>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('audit.list')}>
          {page?.items.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {entry.action} · {entry.entityType}
                  {entry.entityId && <span className="font-normal text-muted"> {entry.entityId}</span>}
                </p>
                <time dateTime={entry.at} className="text-sm text-muted">
                  {formatDateTime(new Date(entry.at), locale)}
                </time>
              </div>
              <p className="text-sm break-all text-muted">
                {entry.actorEmail} ({entry.actorRole})
              </p>
              {entry.summary && <p className="text-sm break-words">{entry.summary}</p>}
            </li>
          ))}
        </ol>
      )}

      {page && page.total > page.limit && (
        <nav aria-label={t('audit.pages')} className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={filter.page <= 1}
            onClick={() => setFilter((current) => ({ ...current, page: current.page - 1 }))}
          >
            <ChevronLeft aria-hidden="true" strokeWidth={1.75} />
            {t('audit.newer')}
          </Button>
          <span className="text-sm text-muted">{t('audit.page', { page: filter.page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={filter.page >= pages}
            onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t('audit.older')}
            <ChevronRight aria-hidden="true" strokeWidth={1.75} />
          </Button>
        </nav>
      )}
    </section>
  );
}
