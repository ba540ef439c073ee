import {
  ClipboardCheck,
  MessageSquare,
  PackageCheck,
  PackageX,
  Star,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminToday } from '#shared/dashboard/today.schemas.ts';
import { TODAY_STEP_NAMES, type TodayStep, weekChangePercent } from '#shared/dashboard/today.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminTodayT } from '../i18n.ts';
import { stepOrdersHref, tabHref } from '../lib/today-links.ts';

const STEP_ICONS = { toConfirm: ClipboardCheck, toPack: PackageCheck, toShip: Truck } as const;

/** Whole rupees on the home: ₹1,23,456 (the orders' own pages keep the paise). */
const rupees = (paise: number, locale: string) => formatRupees(Math.round(paise / 100) * 100, locale);

/** The three steps with their counts, each opening the Orders tab on those orders, as rows to tick. */
export function OrderSteps({ orders }: { orders: NonNullable<AdminToday['orders']> }) {
  const t = useAdminTodayT();
  return (
    <nav aria-label={t('steps.label')}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {TODAY_STEP_NAMES.map((step: TodayStep) => {
          const Icon = STEP_ICONS[step];
          const n = orders[step];
          return (
            <li key={step}>
              <Link
                to={stepOrdersHref(step)}
                data-step={step}
                aria-label={t(`steps.${step}Label`, { count: n })}
                className={`flex h-full flex-col gap-1 rounded-card border p-3 hover:bg-sand focus-visible:outline-2 sm:p-4 ${n > 0 ? 'border-primary/40 bg-primary/5' : 'border-border bg-surface'}`}
              >
                <span className="flex items-center justify-between gap-1 text-sm font-semibold text-muted">
                  {t(`steps.${step}`)}
                  <Icon aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-primary" />
                </span>
                <span className="font-serif text-3xl font-semibold">{n}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="font-serif text-xl font-semibold sm:text-2xl">{value}</dd>
      <dd className="text-xs text-muted sm:text-sm">{note}</dd>
    </div>
  );
}

/** Today's and this week's sales, this week against last week to the same moment, and all of last week. */
export function SalesFigures({ sales }: { sales: NonNullable<AdminToday['sales']> }) {
  const t = useAdminTodayT();
  const { locale } = useI18n();
  const change = weekChangePercent(sales.thisWeek.revenue, sales.lastWeekToDate.revenue);
  const versus =
    change === null
      ? t('sales.noLastWeek')
      : t(change >= 0 ? 'sales.up' : 'sales.down', {
          percent: Math.abs(change),
          amount: rupees(sales.lastWeekToDate.revenue, locale),
        });
  return (
    <section
      aria-label={t('sales.label')}
      className="rounded-card border border-border bg-surface p-3 sm:p-4"
    >
      <dl className="grid grid-cols-3 gap-3">
        <Figure
          label={t('sales.today')}
          value={rupees(sales.today.revenue, locale)}
          note={t('sales.orders', { count: sales.today.orders })}
        />
        <Figure label={t('sales.thisWeek')} value={rupees(sales.thisWeek.revenue, locale)} note={versus} />
        <Figure
          label={t('sales.lastWeek')}
          value={rupees(sales.lastWeek.revenue, locale)}
          note={t('sales.orders', { count: sales.lastWeek.orders })}
        />
      </dl>
    </section>
  );
}

function Row({
  icon,
  children,
  href,
  linkLabel,
}: {
  icon: ReactNode;
  children: ReactNode;
  href: string;
  linkLabel: string;
}) {
  return (
    <li className="flex items-start gap-2 py-2">
      {icon}
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
      <Link to={href} className="shrink-0 text-sm font-semibold text-primary hover:underline">
        {linkLabel}
      </Link>
    </li>
  );
}

const pieceNames = (pieces: NonNullable<AdminToday['stock']>['low']) =>
  pieces.map((p) => (p.options ? `${p.name} (${p.options})` : p.name));

/** What else waits: low and sold-out pieces, reviews and comments to moderate; a quiet line when nothing does. */
export function NeedsAttention({ stock, waiting }: Pick<AdminToday, 'stock' | 'waiting'>) {
  const t = useAdminTodayT();
  const icon = (Icon: typeof Star) => (
    <Icon aria-hidden="true" size={18} strokeWidth={1.75} className="mt-0.5 shrink-0 text-primary" />
  );
  const rows: ReactNode[] = [];
  if (stock?.lowCount) {
    rows.push(
      <Row
        key="low"
        icon={icon(TriangleAlert)}
        href={tabHref('products')}
        linkLabel={t('attention.products')}
      >
        <span className="font-semibold">
          {t('attention.low', { count: stock.lowCount, at: stock.lowStockAt })}
        </span>
        <span className="text-sm text-muted">
          {stock.low
            .map((p, i) => `${pieceNames(stock.low)[i]}: ${t('attention.left', { count: p.left })}`)
            .join(' · ')}
        </span>
      </Row>,
    );
  }
  if (stock?.soldOutCount) {
    rows.push(
      <Row key="sold" icon={icon(PackageX)} href={tabHref('products')} linkLabel={t('attention.products')}>
        <span className="font-semibold">{t('attention.soldOut', { count: stock.soldOutCount })}</span>
        <span className="text-sm text-muted">{pieceNames(stock.soldOut).join(' · ')}</span>
      </Row>,
    );
  }
  if (waiting?.reviews) {
    rows.push(
      <Row key="reviews" icon={icon(Star)} href={tabHref('reviews')} linkLabel={t('attention.moderate')}>
        <span className="font-semibold">{t('attention.reviews', { count: waiting.reviews })}</span>
      </Row>,
    );
  }
  if (waiting?.comments) {
    rows.push(
      <Row
        key="comments"
        icon={icon(MessageSquare)}
        href={tabHref('blog')}
        linkLabel={t('attention.moderate')}
      >
        <span className="font-semibold">{t('attention.comments', { count: waiting.comments })}</span>
      </Row>,
    );
  }
  return (
    <section
      aria-label={t('attention.label')}
      className="rounded-card border border-border bg-surface px-3 sm:px-4"
    >
      {rows.length ? (
        <ul className="divide-y divide-border">{rows}</ul>
      ) : (
        <p className="py-3 text-sm text-muted">{t('attention.none')}</p>
      )}
    </section>
  );
}
