import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-control px-3 text-base outline-none select-none data-[highlighted]:bg-sand data-[highlighted]:text-foreground';

/**
 * 'Categories' in the desktop header: a keyboard-friendly menu of the nine categories (docs/product.md §1.2:
 * exactly the nine).
 */
export function CategoriesMenu({ triggerClassName }: { triggerClassName?: string }) {
  const location = useLocation();
  const t = useT();
  const current =
    location.pathname === paths.products.path ? new URLSearchParams(location.search).get('category') : null;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(triggerClassName, 'group')}
        data-active={current ? '' : undefined}
      >
        {t('nav.categories')}
        <ChevronDown
          aria-hidden="true"
          size={16}
          strokeWidth={1.75}
          className="transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-64 rounded-card border border-border bg-surface p-1.5 shadow-soft data-[state=open]:animate-pop-in"
        >
          {CATEGORIES.map((category) => (
            <DropdownMenu.Item key={category} asChild className={itemClass}>
              <Link
                to={paths.products.href(category)}
                aria-current={current === category ? 'page' : undefined}
                className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(`category.${category}`)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
