import { ChevronDown, Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { useHydrated } from '#web/hooks/use-hydrated.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { PRIMARY_NAV } from './nav-items.ts';

// The two Radix menus (and their positioning engine) are about a fifth of the first-load JavaScript, so they
// load in their own chunks, in parallel with the page. Until then a look-alike stands in: for a few
// milliseconds on the first visit only. The served HTML has the look-alikes too (the Categories one is a
// link to /products, which works without JavaScript); the menus come once the page is live.
const CategoriesMenu = lazy(() =>
  import('./categories-menu.tsx').then((m) => ({ default: m.CategoriesMenu })),
);
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const navLinkClass =
  'relative inline-flex min-h-11 items-center gap-1 rounded-control px-3 whitespace-nowrap text-base font-semibold text-foreground/85 transition-colors hover:text-primary aria-[current=page]:text-primary data-[active]:text-primary after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 aria-[current=page]:after:opacity-100';

interface SiteHeaderProps {
  storeName: string;
  /** The cart button (the cart feature's, composed by the root layout). */
  cart: ReactNode;
  /** The account slot: a Login button now, the profile menu once accounts exist. */
  account: ReactNode;
  /** The shop's search (the catalog's, composed by the root layout): its own row below xl, beside the nav from xl. */
  search: ReactNode;
}

/**
 * The full nav (the links, the Categories menu and Login) needs about 800 px beside the logo and the cart, so it
 * shows from lg (1024 px); phones and tablets get the menu button instead (at 768 px the links wrapped and the
 * cart button ran off the screen).
 */
export function SiteHeader({ storeName, cart, account, search }: SiteHeaderProps) {
  // A tap on the stand-in menu button is remembered, and the real menu opens as soon as it arrives.
  const [menuRequested, setMenuRequested] = useState(false);
  const hydrated = useHydrated();
  const t = useT();
  const categoriesLink = (
    <Link to={paths.products.href()} className={navLinkClass}>
      {t('nav.categories')}
      <ChevronDown aria-hidden="true" size={16} strokeWidth={1.75} />
    </Link>
  );
  const menuButton = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('nav.openMenu')}
      className="lg:hidden"
      // Tapped before the menu's code is here: shown taken at once, the menu opens when it arrives.
      data-early-tap={menuRequested ? '' : undefined}
      aria-busy={menuRequested || undefined}
      onClick={() => setMenuRequested(true)}
    >
      <Menu aria-hidden="true" strokeWidth={1.75} />
    </Button>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 xl:h-[4.5rem] xl:flex-nowrap xl:py-0">
        <Link
          to={paths.home.href()}
          className="-ml-1 rounded-control p-1"
          aria-label={t('nav.storeHome', { store: storeName })}
        >
          <Logo name={storeName} />
        </Link>

        <nav aria-label={t('nav.main')} className="ml-6 hidden lg:block">
          <ul className="flex items-center">
            <li>
              <NavLink to={PRIMARY_NAV.home.href} end className={navLinkClass}>
                {t(PRIMARY_NAV.home.label)}
              </NavLink>
            </li>
            <li>
              {hydrated ? (
                <Suspense fallback={categoriesLink}>
                  <CategoriesMenu triggerClassName={navLinkClass} />
                </Suspense>
              ) : (
                categoriesLink
              )}
            </li>
            {PRIMARY_NAV.rest.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.end} className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="order-last w-full xl:order-none xl:ml-auto xl:w-64">{search}</div>

        <div className="ml-auto flex min-h-12 items-center gap-1 sm:gap-2 md:min-h-14 xl:ml-0">
          <LanguageSwitch />
          <div className="hidden lg:block">{account}</div>
          {cart}
          {hydrated ? (
            <Suspense fallback={menuButton}>
              <MobileMenu
                storeName={storeName}
                account={account}
                className="lg:hidden"
                initiallyOpen={menuRequested}
              />
            </Suspense>
          ) : (
            menuButton
          )}
        </div>
      </Container>
    </header>
  );
}
