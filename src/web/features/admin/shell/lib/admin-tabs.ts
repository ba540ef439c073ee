import type { ComponentType } from 'react';
import { type AdminArea, canUse } from '#shared/staff/permissions.ts';
import type { AdminShellKey } from '../i18n.ts';

/**
 * The admin dashboard's tabs (docs/product.md §7.1: Today, §7.1a, the spec's seven, Coupons, §7.12, Reviews, §7.11, Pages, §7.9a, and Delivery, §9.15), in that order. Each tab is its own lazy chunk,
 * so opening the dashboard downloads only the shell and the tab on screen. `id` is the `?tab=` value.
 */
export interface AdminTab {
  id: string;
  /** Its name in the shell's catalog. */
  label: AdminShellKey;
  /** The permission map's area (decision 037): a tab whose area the role may not use is not shown. */
  area: AdminArea;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'today',
    area: 'orders',
    label: 'tab.today',
    load: () => import('../../today/components/today-tab.tsx'),
  },
  {
    id: 'products',
    area: 'catalog',
    label: 'tab.products',
    load: () => import('../../products/components/products-tab.tsx'),
  },
  {
    id: 'search',
    area: 'catalog',
    label: 'tab.search',
    load: () => import('../../search/components/search-tab.tsx'),
  },
  {
    id: 'orders',
    area: 'orders',
    label: 'tab.orders',
    load: () => import('../../orders/components/orders-tab.tsx'),
  },
  {
    id: 'coupons',
    area: 'promotions',
    label: 'tab.coupons',
    load: () => import('../../coupons/components/coupons-tab.tsx'),
  },
  {
    id: 'delivery',
    area: 'settings',
    label: 'tab.delivery',
    load: () => import('../../delivery/components/delivery-tab.tsx'),
  },
  {
    id: 'customers',
    area: 'customers',
    label: 'tab.customers',
    load: () => import('../../customers/components/customers-tab.tsx'),
  },
  {
    id: 'all-customers',
    area: 'marketing',
    label: 'tab.allCustomers',
    load: () => import('../../all-customers/components/all-customers-tab.tsx'),
  },
  {
    id: 'blog',
    area: 'content',
    label: 'tab.blog',
    load: () => import('../../blog/components/blog-tab.tsx'),
  },
  {
    id: 'testimonials',
    area: 'content',
    label: 'tab.testimonials',
    load: () => import('../../testimonials/components/testimonials-tab.tsx'),
  },
  {
    id: 'reviews',
    area: 'content',
    label: 'tab.reviews',
    load: () => import('../../reviews/components/reviews-tab.tsx'),
  },
  {
    id: 'pages',
    area: 'content',
    label: 'tab.pages',
    load: () => import('../../pages/components/pages-tab.tsx'),
  },
  {
    id: 'homepage',
    area: 'content',
    label: 'tab.homepage',
    load: () => import('../../homepage/components/homepage-tab.tsx'),
  },
  {
    id: 'staff',
    area: 'staff',
    label: 'tab.staff',
    load: () => import('../../staff/components/staff-tab.tsx'),
  },
  {
    id: 'audit-log',
    area: 'audit',
    label: 'tab.auditLog',
    load: () => import('../../audit-log/components/audit-log-tab.tsx'),
  },
];

/** The owner's home: the day's work first (issue 46 point 5, decision 083). */
export const DEFAULT_ADMIN_TAB = 'today';

/** The tabs a role may open, in order (the server refuses the rest anyway). */
export const tabsFor = (role: string | null | undefined): readonly AdminTab[] =>
  ADMIN_TABS.filter((tab) => canUse(role, tab.area));
