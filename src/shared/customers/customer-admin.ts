/*
 * The admin's Customers panel and All Customers tab (spec §2, §3, §4, §8, §9), zod-free for the
 * admin bundle. Money in paise, dates ISO strings.
 */

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The All Customers status filter: All/Active/Inactive. */
export const CUSTOMER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
export const CUSTOMER_STATUS_FILTER_LABELS: Record<CustomerStatusFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
};

/** Spec §9: the admin customer list shows 100 at a time. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 100;
/** Spec §9: the login history lists the 10 most recent. */
export const LOGIN_HISTORY_LIMIT = 10;

/** One row of All Customers (name, status, Verified, Marketing OK, email, mobile, joined, logins, orders, spent, last login). */
export interface CustomerRow {
  id: string;
  email: string;
  fullName: string;
  mobileNumber: string | null;
  status: CustomerStatus;
  emailVerified: boolean;
  marketingConsent: boolean;
  /** 'email' (signed up) or 'guest' (ordered without an account). */
  signupMethod: string;
  signupDate: string;
  lastLoginAt: string | null;
  loginCount: number;
  /** Placed orders still standing (not unpaid, cancelled or returned). */
  totalOrders: number;
  /** paise, of those orders */
  totalSpent: number;
}

/** GET /api/admin/customers/:id → `{ customer }` */
export interface CustomerDetail extends CustomerRow {
  userId: string | null;
  preferredCategories: string[];
  source: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/customers?q=&status=all|active|inactive&page=1&limit=100 → `{ items, total, page, limit }` */
export interface CustomerList {
  items: CustomerRow[];
  total: number;
  page: number;
  limit: number;
}

/** One sign-in attempt (login_activities). */
export interface LoginActivity {
  id: number;
  email: string;
  loginTime: string;
  loginMethod: string;
  success: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  /** Mobile, Tablet or Desktop */
  deviceInfo: string | null;
  failureReason: string | null;
}

/** GET /api/admin/customers/logins and /api/admin/customers/:id/logins → `{ items }` (10 most recent). */
export interface LoginHistory {
  items: LoginActivity[];
}

/**
 * Spec §3 customer stats. GET /api/admin/customers/stats (and the same at /analytics).
 * newThisWeek: signed up in the last 7 days; newThisMonth: the last 30 days (boundaries included);
 * marketingOptIns: consented (any status); totalLogins: sum of login counts;
 * averageLoginCount: totalLogins / totalCustomers rounded to 1 decimal (0 with no customers).
 */
export interface CustomerStats {
  totalCustomers: number;
  activeCustomers: number;
  newThisWeek: number;
  newThisMonth: number;
  marketingOptIns: number;
  totalLogins: number;
  averageLoginCount: number;
}

/** Targeted Marketing (spec §7 criteria names). */
export const CUSTOMER_SEGMENTS = ['high-value', 'recent-signups', 'inactive'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** Spec §9: high value = 3+ orders and ₹1000+ spent; recent = last 7 days; inactive = no login for 30+ days. */
export const SEGMENT_RULES = {
  highValueMinOrders: 3,
  /** paise (₹1000) */
  highValueMinSpent: 100_000,
  recentSignupDays: 7,
  inactiveDays: 30,
} as const;

export const CUSTOMER_SEGMENT_LABELS: Record<CustomerSegment, { title: string; description: string }> = {
  'high-value': { title: 'High-Value', description: '3+ orders and ₹1000+ spent' },
  'recent-signups': { title: 'Recent Signups', description: 'Signed up in the last 7 days' },
  inactive: { title: 'Inactive', description: 'No login for 30+ days' },
};

/**
 * GET /api/admin/customers/segments/:segment → `{ items, total }`: total counts every match,
 * items are the first 100 (highest spend, newest signup, longest inactive first).
 * Inactive uses the last login, or the signup date for a customer who never signed in.
 */
export interface CustomerSegmentResult {
  items: CustomerRow[];
  total: number;
}

/**
 * CSV downloads (text/csv; charset=utf-8, a UTF-8 BOM for Excel, CRLF lines, attachment named
 * karigar-customers-YYYY-MM-DD.csv / karigar-marketing-YYYY-MM-DD.csv; dates 'YYYY-MM-DD HH:mm'
 * India time, money in rupees with 2 decimals, booleans Yes/No):
 * GET /api/admin/customers/export.csv — every customer, all their data (the Customers panel's export);
 * GET /api/admin/customers/marketing-export.csv — active customers who consented, these columns exactly.
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
} as const;

/** Spec §8 texts, quoted exactly. */
export const CUSTOMER_ADMIN_MESSAGES = {
  loadFailed: 'Failed to load customer data.',
  fetchFailed: 'Failed to fetch customer data. Please try again.',
  exportFailed: 'Failed to export customer data.',
  targetFailed: 'Failed to get targeted customers.',
  targetedFound: 'Targeted Customers Found',
  customerNotFound: 'Customer not found',
  permanentTracking: 'Permanent tracking enabled',
} as const;
