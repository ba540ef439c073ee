import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, ReceiptIndianRupee, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { canUse } from '#shared/staff/permissions.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useSession } from '#web/lib/session.ts';
import { adminOverviewQueryOptions } from '../api/admin-keys.ts';
import { useAdminTab } from '../hooks/use-admin-tab.ts';
import { useAdminShellT } from '../i18n.ts';
import { tabsFor } from '../lib/admin-tabs.ts';
import { AdminTabList } from './admin-tab-list.tsx';
import { AdminTabPanel } from './admin-tab-panel.tsx';
import { JobWarning } from './job-warning.tsx';
import { MailStatus } from './mail-status.tsx';
import { SummaryCards } from './summary-cards.tsx';

// Opened now and then: its form (and zod) load on first open.
const StoreSettingsDialog = lazy(() => import('../../settings/components/store-settings-dialog.tsx'));
const GstSettingsDialog = lazy(() => import('../../gst/components/gst-settings-dialog.tsx'));

/**
 * docs/product.md §7.1, /admin: 'Loading admin dashboard...' until the counts arrive, then the four summary cards and the
 * tabs (the spec's seven and Reviews, §7.11). Store settings (§7.10) open from the header, not as a tab.
 * The open tab's chunk downloads while the counts load.
 */
export function AdminDashboard() {
  const t = useAdminShellT();
  const { user } = useSession();
  // Staff see their tabs only: no counts, mail status or store settings (decision 037; the server refuses them too).
  const seesShop = canUse(user?.role, 'overview');
  const overview = useQuery({ ...adminOverviewQueryOptions(), enabled: seesShop });
  const [tab, selectTab] = useAdminTab();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const [gstOpen, setGstOpen] = useState(false);
  const [gstUsed, setGstUsed] = useState(false);

  useEffect(() => {
    void tab.load().catch(() => undefined);
  }, [tab]);

  if (seesShop && overview.isPending) {
    return (
      <Container className="flex flex-col items-center gap-3 py-24 text-center sm:py-32">
        <output aria-live="polite" className="flex flex-col items-center gap-3 text-muted">
          <LoaderCircle
            aria-hidden="true"
            size={32}
            strokeWidth={1.75}
            className="animate-spin text-primary"
          />
          {t('dashboard.loading')}
        </output>
      </Container>
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-8 sm:gap-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="text-muted">{t('dashboard.intro')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* The storefront's switch: the same admin page in the other language (/hi/admin), kept by cookie. */}
          <LanguageSwitch />
          {seesShop && (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setGstUsed(true);
                  setGstOpen(true);
                }}
              >
                <ReceiptIndianRupee aria-hidden="true" strokeWidth={1.75} />
                {t('dashboard.gst')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setSettingsUsed(true);
                  setSettingsOpen(true);
                }}
              >
                <Settings aria-hidden="true" strokeWidth={1.75} />
                {t('dashboard.storeSettings')}
              </Button>
            </>
          )}
        </div>
      </header>

      {seesShop && (
        <>
          <SummaryCards overview={overview.data} />
          <JobWarning />
          <MailStatus />
        </>
      )}

      <section aria-label={t('dashboard.manage')}>
        <AdminTabList tabs={tabsFor(user?.role)} selected={tab.id} onSelect={selectTab} />
        <AdminTabPanel tab={tab} />
      </section>

      {settingsUsed && (
        <Suspense fallback={null}>
          <StoreSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
      {gstUsed && (
        <Suspense fallback={null}>
          <GstSettingsDialog open={gstOpen} onOpenChange={setGstOpen} />
        </Suspense>
      )}
    </Container>
  );
}
