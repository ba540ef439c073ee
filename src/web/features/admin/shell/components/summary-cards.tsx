import type { LucideIcon } from 'lucide-react';
import { MessageSquareQuote, Package, ShoppingBag, Users } from 'lucide-react';
import type { AdminOverview } from '#shared/dashboard/dashboard.schemas.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { type AdminShellKey, useAdminShellT } from '../i18n.ts';

const CARDS: { key: keyof AdminOverview; label: AdminShellKey; note?: AdminShellKey; icon: LucideIcon }[] = [
  { key: 'products', label: 'summary.products', icon: Package },
  { key: 'orders', label: 'summary.orders', icon: ShoppingBag },
  { key: 'customers', label: 'summary.customers', note: 'summary.customersNote', icon: Users },
  { key: 'testimonials', label: 'summary.testimonials', icon: MessageSquareQuote },
];

/** docs/product.md §7.1: the four summary cards. A failed load shows a dash rather than a misleading 0. */
export function SummaryCards({ overview }: { overview: AdminOverview | undefined }) {
  const t = useAdminShellT();
  const { locale } = useI18n();
  const count = new Intl.NumberFormat(locale);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {CARDS.map(({ key, label, note, icon: Icon }) => (
        <li key={key} className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold text-muted">{t(label)}</span>
            <Icon aria-hidden="true" size={20} strokeWidth={1.75} className="shrink-0 text-primary" />
          </div>
          <span className="font-serif text-3xl font-semibold">
            {overview ? (
              count.format(overview[key])
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">{t('summary.unavailable')}</span>
              </>
            )}
          </span>
          {note && <span className="text-sm text-secondary">{t(note)}</span>}
        </li>
      ))}
    </ul>
  );
}
