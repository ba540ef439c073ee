import { describe, expect, it } from 'vitest';
import { areaOfAdminPath, canUse } from './permissions.ts';

describe('the permission map (decision 037)', () => {
  it.each([
    ['/api/admin/orders', 'orders'],
    ['/api/admin/orders/:id/refunds', 'orders'],
    ['/api/admin/customers/:id', 'customers'],
    ['/api/admin/orders/export.csv', 'exports'],
    ['/api/admin/customers/marketing-export.csv', 'exports'],
    ['/api/admin/products/:id', 'catalog'],
    ['/api/admin/settings', 'settings'],
    ['/api/admin/staff/invitations', 'staff'],
    ['/api/admin/audit-log', 'audit'],
    ['/api/admin/analytics', 'marketing'],
    ['/api/admin/customers/stats', 'marketing'],
    ['/api/admin/customers/segments/:segment', 'marketing'],
    ['/api/admin/customers/segments/high-value', 'marketing'],
    ['/api/admin/customers/logins', 'marketing'],
    ['/api/admin/customers/:id/logins', 'customers'],
    ['/api/admin/delivery/zones/:id', 'settings'],
    ['/api/admin/gst/export/:month/:file', 'exports'],
    ['/api/admin/something-new', null],
    ['/api/send-email', null],
  ])('%s is in area %s', (path, area) => {
    expect(areaOfAdminPath(path)).toBe(area);
  });

  it('staff: orders and customers only; admin: everything, unlisted paths too; customers: nothing', () => {
    expect(canUse('staff', 'orders')).toBe(true);
    expect(canUse('staff', 'customers')).toBe(true);
    for (const area of ['settings', 'staff', 'exports', 'audit', 'catalog', 'overview', null] as const) {
      expect(canUse('staff', area), String(area)).toBe(false);
    }
    expect(canUse('admin', null)).toBe(true);
    expect(canUse('user', 'orders')).toBe(false);
    expect(canUse(undefined, 'orders')).toBe(false);
  });
});
