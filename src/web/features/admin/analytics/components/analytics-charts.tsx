import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, IndianRupee, ReceiptIndianRupee, ShoppingBag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_DAYS, ANALYTICS_WEEKS } from '#shared/analytics/analytics.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { StatCard } from '../../all-customers/components/stat-card.tsx';
import { formatCount } from '../../customers/lib/customer-format.ts';
import { useAdminOrdersT } from '../../orders/i18n.ts';
import { useAdminShellT } from '../../shell/i18n.ts';
import { analyticsQueryOptions } from '../api/analytics-api.ts';
import { useAnalyticsT } from '../i18n.ts';
import { bestDay, dayLabel, nonZeroStatuses, rupeesTick, salesTotals } from '../lib/chart-data.ts';

/*
 * The shop owner's charts (issue 9 item 6): revenue and orders per day for 30 days, orders by status, sales
 * by category, new customers per week. Its own lazy chunk (recharts stays out of every other bundle). Series
 * use the brand's chart order (brand.md): primary, secondary, accent, muted. Each chart is a figure whose
 * caption says what it shows, with its numbers as a table (the drawing itself is hidden from screen readers).
 */

const COLOURS = {
  primary: 'var(--color-primary)',
  secondary: 'var(--color-secondary)',
  accent: 'var(--color-accent)',
  muted: 'var(--color-muted)',
  grid: 'var(--color-border)',
} as const;
const TICK = { fill: COLOURS.muted, fontSize: 12 };
const CHART_STYLE = { width: '100%', height: 260 };
const TOOLTIP_STYLE = {
  borderRadius: 8,
  border: `1px solid ${COLOURS.grid}`,
  boxShadow: '0 10px 30px -12px rgb(43 33 24 / 0.22)',
};

export default function AnalyticsCharts() {
  const t = useAnalyticsT();
  const shellT = useAdminShellT();
  const ordersT = useAdminOrdersT();
  const { locale } = useI18n();
  const analytics = useQuery(analyticsQueryOptions());

  if (analytics.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">{t('an.loading')}</span>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-card" />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-80 rounded-card" />
          ))}
        </div>
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-danger">{t('an.loadFailed')}</p>
        <Button variant="secondary" onClick={() => analytics.refetch()}>
          {shellT('list.tryAgain')}
        </Button>
      </div>
    );
  }

  const data = analytics.data;
  const totals = salesTotals(data.daily);
  const best = bestDay(data.daily);
  const day = (date: string) => dayLabel(date, locale);
  const daily = data.daily.map((d) => ({ ...d, label: day(d.date) }));
  const byStatus = data.byStatus.map((s) => ({ ...s, label: ordersT(`status.${s.status}`) }));
  const statuses = nonZeroStatuses(byStatus);
  const weeks = data.newCustomersByWeek.map((w) => ({ ...w, label: day(w.weekStart) }));
  const noOrders = t('an.noOrders');
  const noSales = t('an.noSales');
  const revenue = t('an.revenue');
  const orders = t('an.orders');
  const signups = weeks.reduce((sum, w) => sum + w.count, 0);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('an.window', { from: day(data.from), to: day(data.to) })}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('an.revenue30')} value={formatRupees(totals.revenue)} icon={<IndianRupee />} />
        <StatCard label={t('an.orders30')} value={formatCount(totals.orders)} icon={<ShoppingBag />} />
        <StatCard
          label={t('an.averageOrder')}
          value={formatRupees(totals.averageOrder)}
          icon={<ReceiptIndianRupee />}
        />
        <StatCard label={t('an.bestDay')} value={best ? day(best.date) : '—'} icon={<CalendarCheck />} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title={t('an.daily')}
          summary={
            best
              ? t('an.dailySummaryBest', {
                  days: ANALYTICS_DAYS,
                  revenue: formatRupees(totals.revenue),
                  orders: formatCount(totals.orders),
                  day: day(best.date),
                  dayRevenue: formatRupees(best.revenue),
                })
              : t('an.dailySummary', {
                  days: ANALYTICS_DAYS,
                  revenue: formatRupees(totals.revenue),
                  orders: formatCount(totals.orders),
                })
          }
          empty={totals.orders === 0 ? noOrders : null}
          table={
            <DataTable
              head={[t('an.day'), orders, revenue]}
              rows={daily.map((d) => [d.label, formatCount(d.orders), formatRupees(d.revenue)])}
            />
          }
        >
          <ComposedChart data={daily} responsive style={CHART_STYLE} accessibilityLayer={false}>
            <CartesianGrid stroke={COLOURS.grid} vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={16} tickLine={false} />
            <YAxis yAxisId="revenue" tick={TICK} tickFormatter={rupeesTick} width={56} tickLine={false} />
            <YAxis
              yAxisId="orders"
              orientation="right"
              tick={TICK}
              allowDecimals={false}
              width={32}
              tickLine={false}
            />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              formatter={(value, name) => (name === revenue ? formatRupees(Number(value)) : value)}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={revenue}
              fill={COLOURS.primary}
              radius={[4, 4, 0, 0]}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name={orders}
              stroke={COLOURS.secondary}
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ChartFigure>

        <ChartFigure
          title={t('an.byStatus')}
          summary={
            statuses.length ? statuses.map((s) => `${s.label} ${formatCount(s.count)}`).join(', ') : noOrders
          }
          empty={statuses.length === 0 ? noOrders : null}
          table={
            <DataTable
              head={[t('an.status'), orders]}
              rows={byStatus.map((s) => [s.label, formatCount(s.count)])}
            />
          }
        >
          <BarChart
            data={statuses}
            layout="vertical"
            responsive
            style={CHART_STYLE}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={COLOURS.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} />
            <YAxis type="category" dataKey="label" tick={TICK} width={112} tickLine={false} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-sand)' }} />
            <Bar dataKey="count" name={orders} fill={COLOURS.secondary} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartFigure>

        <ChartFigure
          title={t('an.byCategory')}
          summary={
            data.byCategory.length
              ? t('an.top', {
                  category: data.byCategory[0]!.category,
                  revenue: formatRupees(data.byCategory[0]!.revenue),
                  count: formatCount(data.byCategory[0]!.quantity),
                })
              : noSales
          }
          empty={data.byCategory.length === 0 ? noSales : null}
          table={
            <DataTable
              head={[t('an.category'), t('an.pieces'), revenue]}
              rows={data.byCategory.map((c) => [
                c.category,
                formatCount(c.quantity),
                formatRupees(c.revenue),
              ])}
            />
          }
        >
          <BarChart
            data={data.byCategory}
            layout="vertical"
            responsive
            style={CHART_STYLE}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={COLOURS.grid} horizontal={false} />
            <XAxis type="number" tick={TICK} tickFormatter={rupeesTick} tickLine={false} />
            <YAxis type="category" dataKey="category" tick={TICK} width={112} tickLine={false} />
            <Tooltip
              contentStyle={TOOLTIP_STYLE}
              cursor={{ fill: 'var(--color-sand)' }}
              formatter={(value) => formatRupees(Number(value))}
            />
            <Bar dataKey="revenue" name={revenue} fill={COLOURS.accent} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartFigure>

        <ChartFigure
          title={t('an.weekly')}
          summary={t('an.weeklySummary', { count: formatCount(signups), weeks: ANALYTICS_WEEKS })}
          empty={null}
          table={
            <DataTable
              head={[t('an.weekOf'), t('an.newCustomers')]}
              rows={weeks.map((w) => [w.label, formatCount(w.count)])}
            />
          }
        >
          <BarChart data={weeks} responsive style={CHART_STYLE} accessibilityLayer={false}>
            <CartesianGrid stroke={COLOURS.grid} vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={12} tickLine={false} />
            <YAxis allowDecimals={false} tick={TICK} width={32} tickLine={false} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-sand)' }} />
            <Bar dataKey="count" name={t('an.newCustomers')} fill={COLOURS.muted} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartFigure>
      </div>
    </div>
  );
}

function ChartFigure({
  title,
  summary,
  empty,
  table,
  children,
}: {
  title: string;
  summary: string;
  /** Shown instead of the drawing when there is nothing to draw. */
  empty: string | null;
  table: ReactNode;
  children: ReactNode;
}) {
  const t = useAnalyticsT();
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <figcaption className="flex flex-col gap-0.5">
        <span id={titleId} className="font-serif text-lg font-semibold">
          {title}
        </span>
        <span className="text-sm text-muted">{summary}</span>
      </figcaption>
      {empty ? (
        <p className="grid h-40 place-items-center rounded-control bg-sand/60 text-muted">{empty}</p>
      ) : (
        <div aria-hidden="true" className="min-w-0">
          {children}
        </div>
      )}
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary">
          {t('an.showNumbers')}
        </summary>
        {table}
      </details>
    </figure>
  );
}

function DataTable({ head, rows }: { head: string[]; rows: string[][] }) {
  return (
    <div className="mt-2 max-h-72 overflow-auto">
      <table className="w-full text-left tabular-nums">
        <thead className="sticky top-0 bg-surface text-muted">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? 'py-1.5 pr-3' : 'py-1.5 pr-3 text-right'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={head[i]} scope="row" className="py-1.5 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={head[i]} className="py-1.5 pr-3 text-right">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
