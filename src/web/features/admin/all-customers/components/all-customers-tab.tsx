import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Megaphone, RefreshCw, UserCheck, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { toast } from 'sonner';
import type { CustomerStats } from '#shared/customers/customer-admin.schemas.ts';
import {
  CUSTOMER_ADMIN_PATHS,
  CUSTOMER_STATUS_FILTERS,
  type CustomerStatusFilter,
} from '#shared/customers/customer-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  customerKeys,
  customerListQueryOptions,
  customerStatsQueryOptions,
  downloadCsv,
} from '../../customers/api/customers-api.ts';
import { CustomerRowCard } from '../../customers/components/customer-row.tsx';
import { CustomerSearch } from '../../customers/components/customer-search.tsx';
import { formatAverage, formatCount } from '../../customers/lib/customer-format.ts';
import { SubTabs } from '../../orders/components/sub-tabs.tsx';
import { useUrlParam } from '../../orders/hooks/use-url-param.ts';
import { useAdminShellT } from '../../shell/i18n.ts';
import { useAllCustomersT } from '../i18n.ts';
import { CartReminders } from './cart-reminders.tsx';
import { StatCard } from './stat-card.tsx';
import { TargetedMarketing } from './targeted-marketing.tsx';

// recharts is big: it loads only when the Analytics sub-tab opens.
const AnalyticsCharts = lazy(() => import('../../analytics/components/analytics-charts.tsx'));

const VIEWS = ['list', 'marketing', 'carts', 'analytics'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * All Customers (docs/product.md §7.6): the permanent customer list with its four stat cards, 'Export for Marketing'
 * and 'Refresh', and three sub-tabs: the list (search and status filter, in the URL as ?q= and ?status=),
 * Targeted Marketing, and Analytics (the customer figures, then the shop's charts).
 */
export default function AllCustomersTab() {
  const [viewParam, setView] = useUrlParam('view', 'list');
  const [q, setQ] = useUrlParam('q');
  const [status, setStatus] = useUrlParam('status', 'all');
  const t = useAllCustomersT();
  const view = oneOf(VIEWS, viewParam, 'list');
  const queryClient = useQueryClient();
  const stats = useQuery(customerStatsQueryOptions());

  const exportMarketing = useMutation({
    mutationFn: () => downloadCsv(CUSTOMER_ADMIN_PATHS.marketingExport, 'karigar-marketing'),
    onSuccess: (name) => toast.success(t('allCustomers.exported'), { description: name }),
    onError: () =>
      toast.error(t('allCustomers.exportErrorTitle'), { description: t('allCustomers.exportFailed') }),
  });

  const refreshing = queryClient.isFetching({ queryKey: customerKeys.all }) > 0;

  return (
    <section aria-labelledby="all-customers-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="all-customers-heading" className="text-2xl">
            {t('allCustomers.heading')}
          </h2>
          <p className="text-sm text-muted">{t('allCustomers.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => exportMarketing.mutate()} disabled={exportMarketing.isPending}>
            <Download aria-hidden="true" strokeWidth={1.75} />
            {t('allCustomers.export')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => queryClient.invalidateQueries({ queryKey: customerKeys.all })}
            disabled={refreshing}
          >
            <RefreshCw aria-hidden="true" strokeWidth={1.75} className={refreshing ? 'animate-spin' : ''} />
            {t('allCustomers.refresh')}
          </Button>
        </div>
      </div>

      <StatCards stats={stats.data} />

      <SubTabs
        label={t('allCustomers.views')}
        value={view}
        onChange={setView}
        tabs={VIEWS.map((id) => ({ id, label: t(`view.${id}`) }))}
      >
        <Suspense fallback={<Skeleton className="h-64 rounded-card" />}>
          {view === 'list' && (
            <CustomerList
              q={q}
              status={oneOf(CUSTOMER_STATUS_FILTERS, status, 'all')}
              onSearch={setQ}
              onStatus={setStatus}
            />
          )}
          {view === 'marketing' && <TargetedMarketing />}
          {view === 'carts' && <CartReminders />}
          {view === 'analytics' && (
            <div className="flex flex-col gap-8">
              <CustomerAnalytics stats={stats.data} />
              <section aria-labelledby="shop-analytics-heading" className="flex flex-col gap-3">
                <h3 id="shop-analytics-heading" className="text-xl">
                  {t('allCustomers.shopAnalytics')}
                </h3>
                <AnalyticsCharts />
              </section>
            </div>
          )}
        </Suspense>
      </SubTabs>
    </section>
  );
}

function StatCards({ stats }: { stats: CustomerStats | undefined }) {
  const t = useAllCustomersT();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={t('stat.total')} value={stats && formatCount(stats.totalCustomers)} icon={<Users />} />
      <StatCard
        label={t('stat.active')}
        value={stats && formatCount(stats.activeCustomers)}
        icon={<UserCheck />}
      />
      <StatCard
        label={t('stat.newWeek')}
        value={stats && formatCount(stats.newThisWeek)}
        icon={<UserPlus />}
      />
      <StatCard
        label={t('stat.optIns')}
        value={stats && formatCount(stats.marketingOptIns)}
        icon={<Megaphone />}
      />
    </div>
  );
}

function CustomerAnalytics({ stats }: { stats: CustomerStats | undefined }) {
  const t = useAllCustomersT();
  const figure = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  return (
    <section aria-labelledby="customer-analytics-heading" className="flex flex-col gap-3">
      <h3 id="customer-analytics-heading" className="text-xl">
        {t('allCustomers.customerAnalytics')}
      </h3>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <StatCard label={t('stat.newWeek')} value={figure(stats?.newThisWeek)} />
        <StatCard label={t('stat.newMonth')} value={figure(stats?.newThisMonth)} />
        <StatCard label={t('stat.total')} value={figure(stats?.totalCustomers)} />
        <StatCard label={t('stat.logins')} value={figure(stats?.totalLogins)} />
        <StatCard label={t('stat.average')} value={stats && formatAverage(stats.averageLoginCount)} />
        <StatCard label={t('stat.optIns')} value={figure(stats?.marketingOptIns)} />
      </div>
    </section>
  );
}

function CustomerList({
  q,
  status,
  onSearch,
  onStatus,
}: {
  q: string;
  status: CustomerStatusFilter;
  onSearch: (q: string) => void;
  onStatus: (status: CustomerStatusFilter) => void;
}) {
  const t = useAllCustomersT();
  const shellT = useAdminShellT();
  const statusId = useId();
  const list = useInfiniteQuery(customerListQueryOptions(q, status));
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <CustomerSearch value={q} onSearch={onSearch} />
        <div>
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-semibold">
            {t('list.status')}
          </label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(e) => onStatus(e.target.value as CustomerStatusFilter)}
          >
            {CUSTOMER_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`filter.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('list.loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-card" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-danger">{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {shellT('list.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {t(q ? 'list.countMatching' : 'list.count', { count: first?.total ?? 0, q })}
          </p>
          {items.length === 0 ? (
            <p className="py-8 text-center text-muted">{t('list.noMatch')}</p>
          ) : (
            <ul aria-label={t('list.customers')} className="flex flex-col gap-3">
              {items.map((c) => (
                <li key={c.id}>
                  <CustomerRowCard customer={c} />
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? shellT('list.loading') : shellT('list.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
