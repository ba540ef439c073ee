/*
 * The admin's Customers panel and All Customers tab (docs/product.md §7.5, §7.6, §9.6, §9.10), zod-free for
 * the admin bundle. Money in paise, dates ISO strings.
 */

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The All Customers status filter: All/Active/Inactive. */
export const CUSTOMER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
/** docs/product.md §7.6: the admin customer list shows 100 at a time. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 100;
/** docs/product.md §7.5: the login history lists the 10 most recent. */
export const LOGIN_HISTORY_LIMIT = 10;

/** Targeted Marketing (docs/product.md §7.6 card names). */
export const CUSTOMER_SEGMENTS = ['high-value', 'recent-signups', 'inactive'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/**
 * docs/product.md §9.6: high value = 3+ orders and ₹1000+ spent; recent = last 7 days; inactive = no login
 * for 30+ days.
 */
export const SEGMENT_RULES = {
  highValueMinOrders: 3,
  /** paise (₹1000) */
  highValueMinSpent: 100_000,
  recentSignupDays: 7,
  inactiveDays: 30,
} as const;

/**
 * CSV downloads (text/csv; charset=utf-8, a UTF-8 BOM for Excel, CRLF lines, attachment named
 * karigar-customers-YYYY-MM-DD.csv / karigar-marketing-YYYY-MM-DD.csv; dates 'YYYY-MM-DD HH:mm'
 * India time, money in rupees with 2 decimals, booleans Yes/No):
 * GET /api/admin/customers/export.csv — every customer, all their data (the Customers panel's export);
 * GET /api/admin/customers/marketing-export.csv — active customers with a verified email who opted in, these
 * columns exactly.
 * Cells starting with = + - @ tab or CR get a leading ' so a spreadsheet never runs them.
 */
export const MARKETING_EXPORT_COLUMNS = [
  'Email',
  'Full Name',
  'Mobile Number',
  'Signup Date',
  'Last Login',
  'Login Count',
  'Total Orders',
  'Total Spent',
  'Status',
  /** The customer's own one-click unsubscribe link, for the mail sent to this list (docs/decisions/023). */
  'Unsubscribe Link',
] as const;

export const CUSTOMER_EXPORT_COLUMNS = [
  'Email',
  'Full Name',
  'Mobile Number',
  'Status',
  'Email Verified',
  'Marketing Consent',
  'Signup Method',
  'Source',
  'Signup Date',
  'Last Login',
  'Login Count',
  'Total Orders',
  'Total Spent',
  'Preferred Categories',
  'Created At',
  'Updated At',
] as const;

export const CUSTOMER_ADMIN_PATHS = {
  list: '/api/admin/customers',
  stats: '/api/admin/customers/stats',
  analytics: '/api/admin/customers/analytics',
  logins: '/api/admin/customers/logins',
  export: '/api/admin/customers/export.csv',
  marketingExport: '/api/admin/customers/marketing-export.csv',
  segment: (segment: CustomerSegment) => `/api/admin/customers/segments/${segment}`,
  detail: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`,
  customerLogins: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}/logins`,
  signOutEverywhere: (id: string) => `/api/admin/customers/${encodeURIComponent(id)}/sign-out-everywhere`,
} as const;

/** docs/product.md §7.5 and §7.6 texts, quoted exactly. */
export const CUSTOMER_ADMIN_MESSAGES = {
  loadFailed: 'Failed to load customer data.',
  fetchFailed: 'Failed to fetch customer data. Please try again.',
  exportFailed: 'Failed to export customer data.',
  /** Audit 8.1: the spec's export text, the title of the export failure ('Failed to export…' under it). */
  exportErrorTitle: 'Error exporting customer data',
  targetFailed: 'Failed to get targeted customers.',
  targetedFound: 'Targeted Customers Found',
  customerNotFound: 'Customer not found',
  // Review L10: the admin ends a customer's sessions (not spec texts)
  signOutEverywhereConfirm:
    'Sign this customer out on every device? They stay a customer and can sign in again.',
  signedOutEverywhere: 'The customer is signed out on every device.',
  signOutEverywhereFailed: 'Could not sign the customer out. Please try again.',
  noAccount: 'This customer has no account to sign out of.',
  permanentTracking: 'Permanent tracking enabled',
  // Audit 3.1 and 6.2 (not spec texts)
  markedActive: 'The customer is marked Active.',
  markedInactive: 'The customer is marked Inactive.',
  suspended: 'The account is suspended and signed out on every device.',
  unsuspended: 'The account can sign in again.',
  suspendConfirm: 'Suspend this account? It is signed out everywhere and cannot sign in until you lift it.',
  noAccountToSuspend: 'This customer has no account to suspend.',
  // Review 2026-11-29 H1 (not a spec text)
  teamAccount: "This is a team member's account: only an admin can open or change it.",
  updateFailed: 'Could not update the customer. Please try again.',
} as const;
