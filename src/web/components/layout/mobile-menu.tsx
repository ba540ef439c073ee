import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { InMobileMenu } from './account-placement.tsx';
import { LogoMark } from './logo.tsx';
import { PRIMARY_NAV } from './nav-items.ts';

const linkBase =
  'flex min-h-11 items-center rounded-control px-3 hover:bg-sand aria-[current=page]:bg-sand aria-[current=page]:font-semibold aria-[current=page]:text-primary';
const linkClass = `${linkBase} text-lg`;

interface MobileMenuProps {
  storeName: string;
  /** The account slot (Login button, later the profile links). */
  account: ReactNode;
  className?: string;
  /** Start open: the stand-in button was pressed while this component's code was still loading. */
  initiallyOpen?: boolean;
}

/** The phone menu: a sheet from the right with every header link and the nine categories. */
export function MobileMenu({ storeName, account, className, initiallyOpen = false }: MobileMenuProps) {
  // The menu belongs to the page it was opened on: any navigation (a link in the menu, back button) closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(initiallyOpen ? location.key : null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const navItems = [PRIMARY_NAV.home, ...PRIMARY_NAV.rest];
  const t = useT();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} className={className}>
          <Menu aria-hidden="true" strokeWidth={1.75} />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[86%] max-w-sm flex-col bg-surface shadow-soft data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in">
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-serif text-xl font-bold">
              <LogoMark className="size-7" />
              {storeName}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('nav.siteNavigation')}</Dialog.Description>

          <nav aria-label={t('nav.mobile')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-0.5">
              {navItems.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} end={item.end} className={linkClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>

            <h2 className="mt-6 mb-1 px-3 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
              {t('nav.shopByCategory')}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {CATEGORIES.map((category) => (
                <li key={category}>
                  <Link to={paths.products.href(category)} className={`${linkBase} text-base`}>
                    {t(`category.${category}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="border-t border-border p-4 [&>*]:w-full">
            <InMobileMenu>{account}</InMobileMenu>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
