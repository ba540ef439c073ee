import { BadgeCheck, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomerRow } from '#shared/customers/customer-admin.schemas.ts';
import type { CustomerStatus } from '#shared/customers/customer-admin.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminCustomersT } from '../i18n.ts';
import { formatCount, formatDay } from '../lib/customer-format.ts';

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const t = useAdminCustomersT();
  return status === 'active' ? (
    <Badge variant="soft">{t('badge.active')}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted">
      {t('badge.inactive')}
    </Badge>
  );
}

/** Name and the three badges: status, Verified, Marketing OK (docs/product.md §7.6). */
export function CustomerBadges({ customer }: { customer: CustomerRow }) {
  const t = useAdminCustomersT();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <CustomerStatusBadge status={customer.status} />
      {customer.emailVerified && (
        <Badge variant="secondary">
          <BadgeCheck aria-hidden="true" strokeWidth={1.75} />
          {t('badge.verified')}
        </Badge>
      )}
      {customer.marketingConsent && (
        <Badge variant="accent">
          <Megaphone aria-hidden="true" strokeWidth={1.75} />
          {t('badge.marketing')}
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
  const t = useAdminCustomersT();
  const { locale } = useI18n();
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
        <Fact term={t('field.email')} wide>
          <span title={customer.email}>{customer.email}</span>
        </Fact>
        <Fact term={t('field.mobile')}>{customer.mobileNumber ?? '—'}</Fact>
        <Fact term={t('field.joined')}>{formatDay(customer.signupDate, '—', locale)}</Fact>
        <Fact term={t('field.logins')}>{formatCount(customer.loginCount)}</Fact>
        <Fact term={t('field.orders')}>{formatCount(customer.totalOrders)}</Fact>
        <Fact term={t('field.totalSpent')}>{formatRupees(customer.totalSpent)}</Fact>
        <Fact term={t('field.lastLogin')}>{formatDay(customer.lastLoginAt, t('field.never'), locale)}</Fact>
      </dl>
    </article>
  );
}
