import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Download, Eraser, LogOut, ShieldCheck, UserRound, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { CustomerDetail, CustomerUpdate } from '#shared/customers/customer-admin.schemas.ts';
import { CUSTOMER_ADMIN_PATHS, LOGIN_HISTORY_LIMIT } from '#shared/customers/customer-admin.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useCanUse } from '#web/lib/session.ts';
import { useUrlParam } from '../../orders/hooks/use-url-param.ts';
import { customerOrdersHref } from '../../orders/lib/order-links.ts';
import { adminKeys } from '../../shell/api/admin-keys.ts';
import {
  customerDetailQueryOptions,
  customerKeys,
  customerListQueryOptions,
  downloadCsv,
  loginHistoryQueryOptions,
  signCustomerOutEverywhere,
  updateCustomer,
} from '../api/customers-api.ts';
import { useAdminCustomersT, useCustomerChangeMessages } from '../i18n.ts';
import { formatCount, formatDay } from '../lib/customer-format.ts';
import { CustomerBadges } from './customer-row.tsx';
import { CustomerSearch } from './customer-search.tsx';

/** How many search matches the picker lists (the search narrows the rest). */
const PICKER_SIZE = 8;

/** A date and time in the page's locale, or 'Never'. */
function useWhen() {
  const t = useAdminCustomersT();
  const { locale } = useI18n();
  return (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : t('field.never'));
}

/**
 * The Customers panel (docs/product.md §7.5: views, exports and clears customer data and shows login history (10 most
 * recent)"). Pick a customer to see everything the shop keeps about them; export every customer as CSV;
 * clear the data this browser has cached and read it again (nothing on the server is deleted); the latest
 * sign-ins of the shop or of the picked customer. `?customer=` keeps the pick across reloads.
 */
export default function CustomersTab() {
  const t = useAdminCustomersT();
  const [customer, setCustomer] = useUrlParam('customer');
  const selected = customer || null;
  const [q, setQ] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const queryClient = useQueryClient();

  const select = (id: string | null) => setCustomer(id ?? '');
  // Staff may not export (decision 037).
  const mayExport = useCanUse('exports');
  const seesShopLogins = useCanUse('marketing');

  const exportAll = useMutation({
    mutationFn: () => downloadCsv(CUSTOMER_ADMIN_PATHS.export, 'karigar-customers'),
    onSuccess: (name) => toast.success(t('customers.exported'), { description: name }),
    onError: () => toast.error(t('customers.exportErrorTitle'), { description: t('customers.exportFailed') }),
  });

  /**
   * Audit 2.10: this browser forgets every customer answer it holds (lists, details, sign-ins, stats, segments)
   * and the dashboard's counts, and reads what is on screen again: the picked customer stays open with their
   * current record (a failed read says so in its panel). The server's records stay.
   */
  const clearCache = () => {
    void queryClient.resetQueries({ queryKey: customerKeys.all });
    void queryClient.resetQueries({ queryKey: adminKeys.overview() });
    toast.success(t('customers.cleared'), { description: t('customers.clearedDetail') });
  };

  return (
    <section aria-labelledby="customer-data-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="customer-data-heading" className="text-2xl">
            {t('customers.heading')}
          </h2>
          <p className="text-sm text-muted">{t('customers.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayExport && (
            <Button variant="secondary" onClick={() => exportAll.mutate()} disabled={exportAll.isPending}>
              <Download aria-hidden="true" strokeWidth={1.75} />
              {exportAll.isPending ? t('customers.exporting') : t('customers.export')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setConfirmClear(true)}>
            <Eraser aria-hidden="true" strokeWidth={1.75} />
            {t('customers.clear')}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <CustomerPicker q={q} onSearch={setQ} selected={selected} onSelect={select} />
        {selected ? (
          <CustomerData id={selected} onClose={() => select(null)} />
        ) : (
          <p className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-card border border-dashed border-border p-6 text-center text-muted">
            <UserRound aria-hidden="true" size={28} strokeWidth={1.5} />
            {t('customers.pick')}
          </p>
        )}
      </div>

      {/* The shop-wide sign-in history is marketing's (review 2026-11-29 L1); a customer's own is here. */}
      {(selected || seesShopLogins) && <LoginHistory customerId={selected} />}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('customers.clearTitle')}
        description={t('customers.clearDescription')}
        confirmLabel={t('customers.clearConfirm')}
        onConfirm={clearCache}
      />
    </section>
  );
}

function CustomerPicker({
  q,
  onSearch,
  selected,
  onSelect,
}: {
  q: string;
  onSearch: (q: string) => void;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useAdminCustomersT();
  const list = useInfiniteQuery(customerListQueryOptions(q, 'all'));
  const first = list.data?.pages[0];
  const matches = first?.items.slice(0, PICKER_SIZE) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <CustomerSearch value={q} onSearch={onSearch} />
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : list.isError ? (
        <p className="text-sm text-danger">{t('customers.loadFailed')}</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted">{t('customers.noMatch', { q })}</p>
      ) : (
        <>
          <ul aria-label={t('customers.list')} className="flex flex-col gap-1">
            {matches.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={c.id === selected}
                  onClick={() => onSelect(c.id)}
                  className={cn(
                    'flex min-h-11 w-full flex-col rounded-control px-3 py-2 text-left transition-colors',
                    c.id === selected ? 'bg-primary/10 ring-1 ring-primary' : 'hover:bg-sand',
                  )}
                >
                  <span className="font-semibold">{c.fullName}</span>
                  <span className="truncate text-sm text-muted">{c.email}</span>
                </button>
              </li>
            ))}
          </ul>
          {first && first.total > matches.length && (
            <p className="text-sm text-muted">
              {t('customers.shownOf', { shown: matches.length, total: formatCount(first.total) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted sm:w-44">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CustomerData({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useAdminCustomersT();
  const detail = useQuery(customerDetailQueryOptions(id));
  return (
    <section
      aria-labelledby="customer-detail-heading"
      aria-busy={detail.isPending}
      className="rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      {detail.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-7 w-48" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-6" />
          ))}
        </div>
      ) : detail.isError ? (
        <p className="text-danger">{t('customers.fetchFailed')}</p>
      ) : (
        <CustomerFields customer={detail.data} onClose={onClose} />
      )}
    </section>
  );
}

function CustomerFields({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const t = useAdminCustomersT();
  const { locale } = useI18n();
  const when = useWhen();
  return (
    <>
      <div className="mb-2 flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h3 id="customer-detail-heading" className="text-xl">
            {customer.fullName}
          </h3>
          <CustomerBadges customer={customer} />
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('customers.close')}>
          <X aria-hidden="true" strokeWidth={1.75} />
        </Button>
      </div>
      <dl>
        <Field term={t('field.email')}>{customer.email}</Field>
        <Field term={t('field.mobileNumber')}>{customer.mobileNumber ?? '—'}</Field>
        <Field term={t('field.signedUp')}>
          {formatDay(customer.signupDate, '—', locale)} · {customer.signupMethod} · {customer.source}
        </Field>
        <Field term={t('field.lastLogin')}>{when(customer.lastLoginAt)}</Field>
        <Field term={t('field.logins')}>{formatCount(customer.loginCount)}</Field>
        <Field term={t('field.orders')}>
          {formatCount(customer.totalOrders)} ·{' '}
          <Link className="text-primary hover:underline" to={customerOrdersHref(customer.email, customer.id)}>
            {t('field.viewOrders')}
          </Link>
        </Field>
        <Field term={t('field.totalSpent')}>{formatRupees(customer.totalSpent)}</Field>
        <Field term={t('field.preferredCategories')}>
          {customer.preferredCategories.length ? customer.preferredCategories.join(', ') : '—'}
        </Field>
        <Field term={t('field.marketingConsent')}>
          {customer.marketingConsent ? t('field.yes') : t('field.no')}
        </Field>
        <Field term={t('field.ipAddress')}>{customer.ipAddress ?? '—'}</Field>
        <Field term={t('field.browser')}>
          <span className="text-sm">{customer.userAgent ?? '—'}</span>
        </Field>
        <Field term={t('field.created')}>{when(customer.createdAt)}</Field>
        <Field term={t('field.updated')}>{when(customer.updatedAt)}</Field>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <CustomerStatusButtons customer={customer} />
        {customer.userId && <SignOutEverywhere customerId={customer.id} />}
      </div>
    </>
  );
}

/**
 * Audit 3.1: the admin marks a customer Active or Inactive; audit 6.2: suspends an account (its sessions end,
 * its sign-in is refused) after a confirmation, or lifts the suspension.
 */
function CustomerStatusButtons({ customer }: { customer: CustomerDetail }) {
  const t = useAdminCustomersT();
  const say = useCustomerChangeMessages();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (body: CustomerUpdate) => updateCustomer(customer.id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), answer.customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      toast.success(say(answer.message));
    },
    onError: (error) => toast.error(errorMessage(error, t('status.updateFailed'))),
  });
  const inactive = customer.status === 'inactive';
  return (
    <>
      <Button
        variant="secondary"
        disabled={update.isPending}
        onClick={() => update.mutate({ status: inactive ? 'active' : 'inactive' })}
      >
        {inactive ? t('status.markActive') : t('status.markInactive')}
      </Button>
      {customer.userId &&
        (customer.suspended ? (
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ suspended: false })}
          >
            <ShieldCheck aria-hidden="true" strokeWidth={1.75} />
            {t('status.lift')}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                <Ban aria-hidden="true" strokeWidth={1.75} />
                {t('status.suspend')}
              </Button>
            }
            title={t('status.suspend')}
            description={t('status.suspendConfirm')}
            confirmLabel={t('status.suspend')}
            onConfirm={() => update.mutate({ suspended: true })}
          />
        ))}
    </>
  );
}

/** Review L10: the admin ends every session of the customer's account, after a confirmation. */
function SignOutEverywhere({ customerId }: { customerId: string }) {
  const t = useAdminCustomersT();
  const say = useCustomerChangeMessages();
  const signOut = useMutation({
    mutationFn: () => signCustomerOutEverywhere(customerId),
    onSuccess: (answer) => toast.success(say(answer.message)),
    onError: (error) => toast.error(errorMessage(error, t('signOut.failed'))),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" disabled={signOut.isPending}>
          <LogOut aria-hidden="true" strokeWidth={1.75} />
          {t('signOut.button')}
        </Button>
      }
      title={t('signOut.button')}
      description={t('signOut.confirm')}
      confirmLabel={t('signOut.button')}
      onConfirm={() => signOut.mutate()}
    />
  );
}

function LoginHistory({ customerId }: { customerId: string | null }) {
  const t = useAdminCustomersT();
  const when = useWhen();
  const logins = useQuery(loginHistoryQueryOptions(customerId));
  return (
    <section aria-labelledby="login-history-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="login-history-heading" className="text-xl">
          {t('logins.heading')}
        </h3>
        <p className="text-sm text-muted">
          {t(customerId ? 'logins.ofCustomer' : 'logins.ofShop', { count: LOGIN_HISTORY_LIMIT })}
        </p>
      </div>
      {logins.isPending ? (
        <Skeleton className="h-48 rounded-card" />
      ) : logins.isError ? (
        <p className="text-danger">{t('customers.fetchFailed')}</p>
      ) : logins.data.length === 0 ? (
        <p className="text-muted">{t('logins.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-surface">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('logins.caption', { count: LOGIN_HISTORY_LIMIT })}</caption>
            <thead className="bg-sand/60 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('logins.time')}
                </th>
                {!customerId && (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('field.email')}
                  </th>
                )}
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('logins.result')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('logins.device')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('field.ipAddress')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {logins.data.map((login) => (
                <tr key={login.id}>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    <time dateTime={login.loginTime}>{when(login.loginTime)}</time>
                  </td>
                  {!customerId && <td className="max-w-56 truncate px-3 py-2">{login.email}</td>}
                  <td className="px-3 py-2">
                    {login.success ? (
                      <Badge variant="soft">{t('logins.success')}</Badge>
                    ) : (
                      <span className="flex flex-col">
                        <Badge variant="outline" className="w-fit text-danger">
                          {t('logins.failed')}
                        </Badge>
                        {login.failureReason && (
                          <span className="text-xs text-muted">{login.failureReason}</span>
                        )}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">{login.deviceInfo ?? '—'}</td>
                  <td className="px-3 py-2 tabular-nums">{login.ipAddress ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
