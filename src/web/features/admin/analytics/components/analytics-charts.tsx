import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, IndianRupee, ReceiptIndianRupee, ShoppingBag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_DAYS, ANALYTICS_MESSAGES, ANALYTICS_WEEKS } from '#shared/analytics/analytics.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatCard } from '../../all-customers/components/stat-card.tsx';
import { formatCount } from '../../customers/lib/customer-format.ts';
import { analyticsQueryOptions } from '../api/analytics-api.ts';
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
  const analytics = useQuery(analyticsQueryOptions());

  if (analytics.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading shop analytics…</span>
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
        <p className="text-danger">{ANALYTICS_MESSAGES.loadFailed}</p>
        <Button variant="secondary" onClick={() => analytics.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = analytics.data;
  const totals = salesTotals(data.daily);
  const best = bestDay(data.daily);
  const daily = data.daily.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const statuses = nonZeroStatuses(data.byStatus);
  const weeks = data.newCustomersByWeek.map((w) => ({ ...w, label: dayLabel(w.weekStart) }));
  const signups = weeks.reduce((sum, w) => sum + w.count, 0);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {dayLabel(data.from)} – {dayLabel(data.to)} (India time). Cancelled, returned and unpaid orders are
        not counted as sales.
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Revenue, 30 days" value={formatRupees(totals.revenue)} icon={<IndianRupee />} />
        <StatCard label="Orders, 30 days" value={formatCount(totals.orders)} icon={<ShoppingBag />} />
        <StatCard
          label="Average order"
          value={formatRupees(totals.averageOrder)}
          icon={<ReceiptIndianRupee />}
        />
        <StatCard label="Best day" value={best ? dayLabel(best.date) : '—'} icon={<CalendarCheck />} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title="Revenue and orders per day"
          summary={`Last ${ANALYTICS_DAYS} days: ${formatRupees(totals.revenue)} from ${formatCount(totals.orders)} orders${
            best ? `; the best day was ${dayLabel(best.date)} (${formatRupees(best.revenue)})` : ''
          }.`}
          empty={totals.orders === 0 ? 'No orders in the last 30 days.' : null}
          table={
            <DataTable
              head={['Day', 'Orders', 'Revenue']}
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
              formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : value)}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              fill={COLOURS.primary}
              radius={[4, 4, 0, 0]}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              stroke={COLOURS.secondary}
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ChartFigure>

        <ChartFigure
          title="Orders by status"
          summary={
            statuses.length
              ? statuses.map((s) => `${s.label} ${formatCount(s.count)}`).join(', ')
              : 'No orders in the last 30 days.'
          }
          empty={statuses.length === 0 ? 'No orders in the last 30 days.' : null}
          table={
            <DataTable
              head={['Status', 'Orders']}
              rows={data.byStatus.map((s) => [s.label, formatCount(s.count)])}
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
            <Bar dataKey="count" name="Orders" fill={COLOURS.secondary} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartFigure>

        <ChartFigure
          title="Sales by category"
          summary={
            data.byCategory.length
              ? `Top: ${data.byCategory[0]!.category} with ${formatRupees(data.byCategory[0]!.revenue)} (${formatCount(
                  data.byCategory[0]!.quantity,
                )} pieces).`
              : 'No sales in the last 30 days.'
          }
          empty={data.byCategory.length === 0 ? 'No sales in the last 30 days.' : null}
          table={
            <DataTable
              head={['Category', 'Pieces', 'Revenue']}
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
            <Bar dataKey="revenue" name="Revenue" fill={COLOURS.accent} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartFigure>

        <ChartFigure
          title="New customers per week"
          summary={`${formatCount(signups)} sign-ups in the last ${ANALYTICS_WEEKS} weeks (weeks start on Monday).`}
          empty={null}
          table={
            <DataTable
              head={['Week of', 'New customers']}
              rows={weeks.map((w) => [w.label, formatCount(w.count)])}
            />
          }
        >
          <BarChart data={weeks} responsive style={CHART_STYLE} accessibilityLayer={false}>
            <CartesianGrid stroke={COLOURS.grid} vertical={false} />
            <XAxis dataKey="label" tick={TICK} minTickGap={12} tickLine={false} />
            <YAxis allowDecimals={false} tick={TICK} width={32} tickLine={false} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-sand)' }} />
            <Bar dataKey="count" name="New customers" fill={COLOURS.muted} radius={[4, 4, 0, 0]} />
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
          Show the numbers
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
