import { Outlet, useMatch } from 'react-router';
import { whatsappHref } from '#shared/settings/store-settings.ts';
import { PageAnnouncer } from '#web/components/layout/page-announcer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#web/components/layout/skip-link.tsx';
import { paths } from '#web/config/paths.ts';
import { HeaderAccount } from '#web/features/auth/components/header-account.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { useCartCount } from '#web/features/cart/hooks/use-cart-count.ts';
import { HeaderSearch } from '#web/features/catalog/components/header-search.tsx';
import { CRAFT_GUIDE_INDEX, guideName } from '#web/features/craft-guides/lib/guide-index.ts';
import { usePolicyLinks } from '#web/features/pages/components/policy-links.tsx';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { deferredPart } from '#web/hooks/use-hydrated.tsx';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { usePendingNavigation } from '#web/lib/navigation.tsx';

// Below the fold or floating over the page: their own chunks, fetched once the page is live (decision 046).
const SiteFooter = deferredPart(() =>
  import('#web/components/layout/site-footer.tsx').then((m) => m.SiteFooter),
);
// The signed-in shopper's cart kept for the reminders (decision 075): nothing on screen, so it waits too.
const RememberCart = deferredPart(() =>
  import('#web/features/cart/components/remember-cart.tsx').then((m) => m.RememberCart),
);
const WhatsAppButton = deferredPart(() =>
  import('#web/components/layout/whatsapp-button.tsx').then((m) => m.WhatsAppButton),
);

/** The footer's craft guide links, named in the page's language. */
const craftGuideLinks = (lang: string) =>
  CRAFT_GUIDE_INDEX.map((g) => ({ label: guideName(g, lang), href: paths.craftGuide.href(g.slug) }));

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const pending = usePendingNavigation();
  const t = useT();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('nav.loading')}
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

/** The storefront frame around every page: header, main content, footer, chat button. */
export function RootLayout() {
  const settings = useStoreSettings();
  const cartCount = useCartCount();
  const { lang } = useI18n();
  const policies = usePolicyLinks();
  // The shop's chat button is for shoppers: over the admin's forms it only hid them (audit D-c2).
  // (The language prefix is the router's basename: /hi/admin matches too.)
  const inAdmin = useMatch({ path: paths.admin.path, end: false }) !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader
        storeName={settings.storeName}
        cart={<CartButton count={cartCount} />}
        account={<HeaderAccount />}
        search={<HeaderSearch />}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <PageAnnouncer />
      <SiteFooter settings={settings} craftGuides={craftGuideLinks(lang)} policies={policies} />
      {!inAdmin && <WhatsAppButton href={whatsappHref(settings)} />}
      <RememberCart />
    </div>
  );
}

/** The blank shell, for a render that waits for a page's code outside a navigation's transition (AppRoutes). */
export function AppShellFallback() {
  return <div className="min-h-dvh bg-background" aria-busy="true" />;
}
