import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/admin-shell.json';
import { ADMIN_TABS, tabsFor } from '../lib/admin-tabs.ts';
import { adminTabOf } from './use-admin-tab.ts';

const t = createTranslator('en', en);

describe('the admin tab in the URL', () => {
  it('names each tab (the seven of the spec, Search, Coupons, Delivery, Reviews, Pages, Staff and Audit Log) by its ?tab= value', () => {
    for (const tab of ADMIN_TABS) expect(adminTabOf(tab.id, 'admin')).toBe(tab);
    expect(ADMIN_TABS.map((tab) => t(tab.label))).toEqual([
      'Products',
      'Search',
      'Orders',
      'Coupons',
      'Delivery',
      'Customers',
      'All Customers',
      'Blog',
      'Testimonials',
      'Reviews',
      'Pages',
      'Homepage',
      'Staff',
      'Audit Log',
    ]);
  });

  it.each([null, '', 'nonsense', 'PRODUCTS', 'load'])('opens Products for %j', (value) => {
    expect(adminTabOf(value, 'admin').id).toBe('products');
  });

  it('staff get the Orders and Customers tabs only, Orders first (decision 037)', () => {
    expect(tabsFor('staff').map((tab) => t(tab.label))).toEqual(['Orders', 'Customers']);
    for (const value of [null, 'products', 'staff', 'audit-log'])
      expect(adminTabOf(value, 'staff').id).toBe('orders');
    expect(adminTabOf('customers', 'staff').id).toBe('customers');
  });
});
