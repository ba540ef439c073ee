import type { ComponentType } from 'react';

/**
 * The admin dashboard's tabs (docs/product.md §7.1: the spec's seven, Coupons, §7.12, and Reviews, §7.11), in that order. Each tab is its own lazy chunk,
 * so opening the dashboard downloads only the shell and the tab on screen. `id` is the `?tab=` value.
 */
export interface AdminTab {
  id: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'products', label: 'Products', load: () => import('../../products/components/products-tab.tsx') },
  { id: 'orders', label: 'Orders', load: () => import('../../orders/components/orders-tab.tsx') },
  { id: 'coupons', label: 'Coupons', load: () => import('../../coupons/components/coupons-tab.tsx') },
  { id: 'customers', label: 'Customers', load: () => import('../../customers/components/customers-tab.tsx') },
  {
    id: 'all-customers',
    label: 'All Customers',
    load: () => import('../../all-customers/components/all-customers-tab.tsx'),
  },
  { id: 'blog', label: 'Blog', load: () => import('../../blog/components/blog-tab.tsx') },
  {
    id: 'testimonials',
    label: 'Testimonials',
    load: () => import('../../testimonials/components/testimonials-tab.tsx'),
  },
  { id: 'reviews', label: 'Reviews', load: () => import('../../reviews/components/reviews-tab.tsx') },
  { id: 'homepage', label: 'Homepage', load: () => import('../../homepage/components/homepage-tab.tsx') },
];

export const DEFAULT_ADMIN_TAB = 'products';
