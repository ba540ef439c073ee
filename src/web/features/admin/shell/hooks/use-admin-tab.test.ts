import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '../lib/admin-tabs.ts';
import { adminTabOf } from './use-admin-tab.ts';

describe('the admin tab in the URL', () => {
  it('names each tab (the seven of the spec, Coupons and Reviews) by its ?tab= value', () => {
    for (const tab of ADMIN_TABS) expect(adminTabOf(tab.id)).toBe(tab);
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Products',
      'Orders',
      'Coupons',
      'Customers',
      'All Customers',
      'Blog',
      'Testimonials',
      'Reviews',
      'Homepage',
    ]);
  });

  it.each([null, '', 'nonsense', 'PRODUCTS', 'load'])('opens Products for %j', (value) => {
    expect(adminTabOf(value).id).toBe('products');
  });
});
