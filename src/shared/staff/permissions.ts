import { ROLES, type TeamRole } from '../constants/roles.ts';

/**
 * The one permission map (decision 037): which areas of the admin each team role may use. The server's
 * guard checks it on every admin route (from the route's path); the admin UI reads the same map only
 * to hide tabs it would be refused.
 */
export const ADMIN_AREAS = [
  'overview',
  'catalog',
  'orders',
  'customers',
  /** Targeted marketing and the shop's analytics (the All Customers tab). */
  'marketing',
  'promotions',
  'content',
  'settings',
  'exports',
  'staff',
  'audit',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const PERMISSIONS: Record<TeamRole, ReadonlySet<AdminArea>> = {
  [ROLES.admin]: new Set(ADMIN_AREAS),
  [ROLES.staff]: new Set(['orders', 'customers']),
};

export function canUse(role: string | null | undefined, area: AdminArea | null): boolean {
  if (role === ROLES.admin) return true;
  if (role !== ROLES.staff || area === null) return false;
  return PERMISSIONS[ROLES.staff].has(area);
}

/** The first path segment under /api/admin → its area. A segment not listed is admin-only (null). */
const AREA_OF_SEGMENT: Record<string, AdminArea> = {
  overview: 'overview',
  analytics: 'marketing',
  products: 'catalog',
  uploads: 'catalog',
  orders: 'orders',
  customers: 'customers',
  coupons: 'promotions',
  offers: 'promotions',
  blog: 'content',
  testimonials: 'content',
  reviews: 'content',
  homepage: 'content',
  settings: 'settings',
  whatsapp: 'settings',
  outbox: 'settings',
  mail: 'settings',
  staff: 'staff',
  'audit-log': 'audit',
};

/** A download of many rows (CSV and the like) is an export, whatever area it lists. */
const EXPORT_PATH = /(^|\/)[^/]*export[^/]*$/;

/**
 * The area of an admin API path (`/api/admin/orders/:id` → orders). Exports are their own area; a path
 * outside /api/admin or under a segment not in the table gives null (admins only).
 */
export function areaOfAdminPath(path: string): AdminArea | null {
  const match = /^\/api\/admin\/([^/?]+)(.*)$/.exec(path.split('?')[0] ?? '');
  if (!match) return null;
  if (EXPORT_PATH.test(path.split('?')[0] ?? '')) return 'exports';
  return AREA_OF_SEGMENT[match[1] ?? ''] ?? null;
}
