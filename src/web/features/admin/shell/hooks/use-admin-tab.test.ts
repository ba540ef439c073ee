import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/admin-shell.json';
import { ADMIN_TABS, tabsFor } from '../lib/admin-tabs.ts';
import { adminTabOf } from './use-admin-tab.ts';

const t = createTranslator('en', en);

describe('the admin tab in the URL', () => {
  it('names each tab (Today, the seven of the spec, Search, Coupons, Delivery, Reviews, Pages, Staff and Audit Log) by its ?tab= value', () => {
    for (const tab of ADMIN_TABS) expect(adminTabOf(tab.id, 'admin')).toBe(tab);
    expect(ADMIN_TABS.map((tab) => t(tab.label))).toEqual([
      'Today',
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

  it.each([null, '', 'nonsense', 'TODAY', 'load'])('opens Today for %j (decision 083)', (value) => {
    expect(adminTabOf(value, 'admin').id).toBe('today');
  });

  it('staff get Today (its orders part), Orders and Customers only, Today first (decisions 037, 083)', () => {
    expect(tabsFor('staff').map((tab) => t(tab.label))).toEqual(['Today', 'Orders', 'Customers']);
    for (const value of [null, 'products', 'staff', 'audit-log'])
      expect(adminTabOf(value, 'staff').id).toBe('today');
    expect(adminTabOf('orders', 'staff').id).toBe('orders');
    expect(adminTabOf('customers', 'staff').id).toBe('customers');
  });
});
