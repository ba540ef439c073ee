import type { LucideIcon } from 'lucide-react';
import { MessageSquareQuote, Package, ShoppingBag, Users } from 'lucide-react';
import type { AdminOverview } from '#shared/dashboard/dashboard.schemas.ts';

const CARDS: { key: keyof AdminOverview; label: string; note?: string; icon: LucideIcon }[] = [
  { key: 'products', label: 'Total Products', icon: Package },
  { key: 'orders', label: 'Total Orders', icon: ShoppingBag },
  { key: 'customers', label: 'All Customers', note: 'Permanent tracking enabled', icon: Users },
  { key: 'testimonials', label: 'Testimonials', icon: MessageSquareQuote },
];

const count = new Intl.NumberFormat('en-IN');

/** docs/product.md §7.1: the four summary cards. A failed load shows a dash rather than a misleading 0. */
export function SummaryCards({ overview }: { overview: AdminOverview | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {CARDS.map(({ key, label, note, icon: Icon }) => (
        <li key={key} className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold text-muted">{label}</span>
            <Icon aria-hidden="true" size={20} strokeWidth={1.75} className="shrink-0 text-primary" />
          </div>
          <span className="font-serif text-3xl font-semibold">
            {overview ? (
              count.format(overview[key])
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">Not available</span>
              </>
            )}
          </span>
          {note && <span className="text-sm text-secondary">{note}</span>}
        </li>
      ))}
    </ul>
  );
}
