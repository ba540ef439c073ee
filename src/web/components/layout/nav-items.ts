import { paths } from '#web/config/paths.ts';

export interface NavItem {
  label: string;
  href: string;
  /** Match the path exactly (Home), not as a prefix. */
  end?: boolean;
}

/** The header's plain links; the Categories menu sits between Home and All Products. */
export const PRIMARY_NAV: { home: NavItem; rest: NavItem[] } = {
  home: { label: 'Home', href: paths.home.href(), end: true },
  rest: [
    { label: 'All Products', href: paths.products.href(), end: true },
    { label: 'About Us', href: paths.about.href() },
    { label: 'Blog', href: paths.blog.href() },
  ],
};
