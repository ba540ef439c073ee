import { BadgeCheck, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomerRow } from '#shared/customers/customer-admin.schemas.ts';
import type { CustomerStatus } from '#shared/customers/customer-admin.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatCount, formatDay } from '../lib/customer-format.ts';

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return status === 'active' ? (
    <Badge variant="soft">Active</Badge>
  ) : (
    <Badge variant="outline" className="text-muted">
      Inactive
    </Badge>
  );
}

/** Name and the three badges: status, Verified, Marketing OK (docs/product.md §7.6). */
export function CustomerBadges({ customer }: { customer: CustomerRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <CustomerStatusBadge status={customer.status} />
      {customer.emailVerified && (
        <Badge variant="secondary">
          <BadgeCheck aria-hidden="true" strokeWidth={1.75} />
          Verified
        </Badge>
      )}
      {customer.marketingConsent && (
        <Badge variant="accent">
          <Megaphone aria-hidden="true" strokeWidth={1.75} />
          Marketing OK
        </Badge>
      )}
    </span>
  );
}

function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="truncate tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One customer of All Customers or a marketing segment (docs/product.md §7.6): name, status, Verified, Marketing OK,
 * email, mobile, join date, logins, orders, total spent, last login.
 */
export function CustomerRowCard({ customer, action }: { customer: CustomerRow; action?: ReactNode }) {
  return (
    <article
      aria-label={customer.fullName}
      data-customer={customer.email}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 className="font-sans text-base font-semibold tracking-normal">{customer.fullName}</h3>
          <CustomerBadges customer={customer} />
        </div>
        {action}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 xl:grid-cols-8">
        <Fact term="Email" wide>
          <span title={customer.email}>{customer.email}</span>
        </Fact>
        <Fact term="Mobile">{customer.mobileNumber ?? '—'}</Fact>
        <Fact term="Joined">{formatDay(customer.signupDate, '—')}</Fact>
        <Fact term="Logins">{formatCount(customer.loginCount)}</Fact>
        <Fact term="Orders">{formatCount(customer.totalOrders)}</Fact>
        <Fact term="Total spent">{formatRupees(customer.totalSpent)}</Fact>
        <Fact term="Last login">{formatDay(customer.lastLoginAt)}</Fact>
      </dl>
    </article>
  );
}
