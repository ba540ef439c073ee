import { ReceiptIndianRupee, Settings } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { canUse } from '#shared/staff/permissions.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { useSession } from '#web/lib/session.ts';
import { useAdminTab } from '../hooks/use-admin-tab.ts';
import { useAdminShellT } from '../i18n.ts';
import { tabsFor } from '../lib/admin-tabs.ts';
import { AdminTabList } from './admin-tab-list.tsx';
import { AdminTabPanel } from './admin-tab-panel.tsx';

// Opened now and then: its form (and zod) load on first open.
const StoreSettingsDialog = lazy(() => import('../../settings/components/store-settings-dialog.tsx'));
const GstSettingsDialog = lazy(() => import('../../gst/components/gst-settings-dialog.tsx'));

/**
 * docs/product.md §7.1, /admin: the header and the tabs, opening on Today (§7.1a, decision 083: the day's work, the
 * four summary cards and the mail status, which sat above every tab before and pushed an order's page 750 px down on
 * a phone, audit D-m9). Store settings (§7.10) and GST open from the header, not as tabs.
 */
export function AdminDashboard() {
  const t = useAdminShellT();
  const { user } = useSession();
  // Staff see their tabs only: no store settings or GST (decision 037; the server refuses them too).
  const seesShop = canUse(user?.role, 'overview');
  const [tab, selectTab] = useAdminTab();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const [gstOpen, setGstOpen] = useState(false);
  const [gstUsed, setGstUsed] = useState(false);

  useEffect(() => {
    void tab.load().catch(() => undefined);
  }, [tab]);

  return (
    // On a phone the header keeps to one or two short rows, so Today's work shows without scrolling (audit D-m9).
    <Container className="flex flex-col gap-3 py-4 sm:gap-8 sm:py-10">
      <header className="flex items-center justify-between gap-x-4 gap-y-2 sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="hidden text-muted sm:block">{t('dashboard.intro')}</p>
        </div>
        {/* Below sm the buttons are icons (their names kept for screen readers): one row with the title. */}
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
          {/* The storefront's switch: the same admin page in the other language (/hi/admin), kept by cookie. From sm
              on beside the title; on a phone the site header's, just above, is the one (two read as a mistake, and
              the title then wrapped). */}
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          {seesShop && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setGstUsed(true);
                  setGstOpen(true);
                }}
              >
                <ReceiptIndianRupee aria-hidden="true" strokeWidth={1.75} />
                <span className="sr-only sm:not-sr-only">{t('dashboard.gst')}</span>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setSettingsUsed(true);
                  setSettingsOpen(true);
                }}
              >
                <Settings aria-hidden="true" strokeWidth={1.75} />
                <span className="sr-only sm:not-sr-only">{t('dashboard.storeSettings')}</span>
              </Button>
            </>
          )}
        </div>
      </header>

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
