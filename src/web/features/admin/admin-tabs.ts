import type { ComponentType } from 'react';

/**
 * The admin dashboard's seven tabs (spec section 2), in the spec's order. Each tab is its own lazy chunk,
 * so opening the dashboard downloads only the shell and the tab on screen. `id` is the `?tab=` value.
 */
export interface AdminTab {
  id: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'products', label: 'Products', load: () => import('./products/products-tab.tsx') },
  { id: 'orders', label: 'Orders', load: () => import('./orders/orders-tab.tsx') },
  { id: 'customers', label: 'Customers', load: () => import('./customers/customers-tab.tsx') },
  {
    id: 'all-customers',
    label: 'All Customers',
    load: () => import('./all-customers/all-customers-tab.tsx'),
  },
  { id: 'blog', label: 'Blog', load: () => import('../blog/admin/blog-tab.tsx') },
  { id: 'testimonials', label: 'Testimonials', load: () => import('./testimonials/testimonials-tab.tsx') },
  { id: 'homepage', label: 'Homepage', load: () => import('./homepage/homepage-tab.tsx') },
];

export const DEFAULT_ADMIN_TAB = 'products';
