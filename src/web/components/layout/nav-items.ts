import { paths } from '#web/config/paths.ts';
import type { StorefrontKey } from '#web/lib/i18n.tsx';

export interface NavItem {
  /** The link's text, as a catalog key (decision 035). */
  label: StorefrontKey;
  href: string;
  /** Match the path exactly (Home), not as a prefix. */
  end?: boolean;
}

/** The header's plain links; the Categories menu sits between Home and All Products. */
export const PRIMARY_NAV: { home: NavItem; rest: NavItem[] } = {
  home: { label: 'nav.home', href: paths.home.href(), end: true },
  rest: [
    { label: 'nav.allProducts', href: paths.products.href(), end: true },
    { label: 'nav.aboutUs', href: paths.about.href() },
    { label: 'nav.blog', href: paths.blog.href() },
  ],
};
