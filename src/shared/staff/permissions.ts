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

/**
 * The first path segment under /api/admin → its area. Every segment is decided here: the route table test
 * (src/server/security/admin-route-areas.test.ts) fails on a route whose segment is missing.
 */
const AREA_OF_SEGMENT: Record<string, AdminArea> = {
  overview: 'overview',
  analytics: 'marketing',
  /** Cart reminders' switch, coupon and recovered revenue (decision 075). */
  'cart-recovery': 'marketing',
  products: 'catalog',
  uploads: 'catalog',
  /** Synonyms and the report of searches that found nothing (decision 067). */
  search: 'catalog',
  /** The product feeds' report and 'Leave out of feeds' (decision 071). */
  feeds: 'catalog',
  orders: 'orders',
  /** The owner's first screen (decision 083): staff get its orders part, the server leaves out the rest. */
  today: 'orders',
  /** The day's courier manifest of booked parcels (decision 065). */
  shipments: 'orders',
  /** Buyers' "Report a problem" on delivered orders, answered from the order (decision 084). */
  'return-requests': 'orders',
  customers: 'customers',
  coupons: 'promotions',
  offers: 'promotions',
  blog: 'content',
  testimonials: 'content',
  reviews: 'content',
  homepage: 'content',
  /** Policy pages and free pages (decision 077). */
  pages: 'content',
  settings: 'settings',
  whatsapp: 'settings',
  outbox: 'settings',
  mail: 'settings',
  // The Delivery tab is a settings tab (§9.15); GST & Invoices sits in Store Settings (§7.15).
  delivery: 'settings',
  gst: 'settings',
  /** The pickup address and package defaults of booked parcels (decision 065). */
  shipping: 'settings',
  staff: 'staff',
  'audit-log': 'audit',
};

/**
 * Routes whose area is not their segment's (review 2026-11-29 L1): the All Customers tab's figures,
 * targeting and the shop-wide sign-in history are marketing (admins), not running orders.
 */
const AREA_OF_ROUTE: ReadonlyArray<readonly [pattern: string, area: AdminArea]> = [
  ['/api/admin/customers/stats', 'marketing'],
  ['/api/admin/customers/analytics', 'marketing'],
  ['/api/admin/customers/logins', 'marketing'],
  ['/api/admin/customers/segments/:segment', 'marketing'],
];

/** A route pattern matches its own spelling and any path it serves (`:param` is one segment). */
const matchesRoute = (pattern: string, path: string) =>
  pattern === path || new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

/** A download of many rows (CSV and the like, GST's `export/:month/:file`) is an export, whatever area it lists. */
const EXPORT_PATH = /(^|\/)[^/]*export[^/]*(\/|$)/;

/**
 * The area of an admin API route or path (`/api/admin/orders/:id` → orders). Exports are their own area;
 * then a route listed on its own; then its first segment. A path outside /api/admin or under a segment
 * not in the table gives null (admins only).
 */
export function areaOfAdminPath(path: string): AdminArea | null {
  const bare = path.split('?')[0] ?? '';
  const match = /^\/api\/admin\/([^/?]+)(.*)$/.exec(bare);
  if (!match) return null;
  if (EXPORT_PATH.test(bare)) return 'exports';
  const own = AREA_OF_ROUTE.find(([pattern]) => matchesRoute(pattern, bare));
  if (own) return own[1];
  return AREA_OF_SEGMENT[match[1] ?? ''] ?? null;
}
