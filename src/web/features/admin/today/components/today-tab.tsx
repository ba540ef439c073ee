import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#shared/format/dates.ts';
import { canUse } from '#shared/staff/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';
import { adminOverviewQueryOptions } from '../../shell/api/admin-keys.ts';
import { JobWarning } from '../../shell/components/job-warning.tsx';
import { MailLinks, MailNotice } from '../../shell/components/mail-status.tsx';
import { SummaryCards } from '../../shell/components/summary-cards.tsx';
import { useAdminShellT } from '../../shell/i18n.ts';
import { adminTodayQueryOptions } from '../api/today-api.ts';
import { useAdminTodayT } from '../i18n.ts';
import { NeedsAttention, OrderSteps, SalesFigures } from './today-figures.tsx';

function TodaySkeleton() {
  const shellT = useAdminShellT();
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <output className="text-sm text-muted">{shellT('dashboard.loading')}</output>
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[5.5rem] rounded-card" />
        ))}
      </div>
      <Skeleton className="h-24 rounded-card" />
      <Skeleton className="h-20 rounded-card" />
    </div>
  );
}

/**
 * The admin's first tab (issue 46 point 5, audit D-m9, decision 083): what the day asks of the owner, above
 * anything else: what is failing, the orders waiting per step (a tap opens them), the sales, the stock and the
 * moderation waiting; then the shop's four totals and the mail links. Staff see the orders part only (the server
 * leaves the rest out too).
 */
export default function TodayTab() {
  const t = useAdminTodayT();
  const shellT = useAdminShellT();
  const { locale } = useI18n();
  const { user } = useSession();
  const seesShop = canUse(user?.role, 'overview');
  const today = useQuery(adminTodayQueryOptions());
  const overview = useQuery({ ...adminOverviewQueryOptions(), enabled: seesShop });
  const data = today.data;

  return (
    <section aria-labelledby="admin-today-heading" className="flex flex-col gap-3 sm:gap-4">
      <h2 id="admin-today-heading" className="text-xl sm:text-2xl">
        {t('heading')}
        {data && (
          <span className="ml-2 font-sans text-base font-normal text-muted">
            {formatDate(new Date(`${data.day}T12:00:00+05:30`), locale)}
          </span>
        )}
      </h2>
      {seesShop && (
        <>
          <JobWarning />
          <MailNotice />
        </>
      )}
      {today.isPending ? (
        <TodaySkeleton />
      ) : today.isError || !data ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-danger">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => today.refetch()}>
            {shellT('list.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {data.orders && <OrderSteps orders={data.orders} />}
          {data.sales && <SalesFigures sales={data.sales} />}
          {(data.stock || data.waiting) && <NeedsAttention stock={data.stock} waiting={data.waiting} />}
        </>
      )}
      {seesShop && (
        <>
          <h3 className="pt-2 font-sans text-base font-semibold">{t('shop')}</h3>
          {overview.isPending ? (
            <div aria-busy="true">
              <output className="sr-only">{shellT('dashboard.loading')}</output>
              <Skeleton className="h-28 rounded-card" />
            </div>
          ) : (
            <SummaryCards overview={overview.data} />
          )}
          <MailLinks />
        </>
      )}
    </section>
  );
}
