import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api/pagination.ts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUS_FILTERS,
  CUSTOMER_STATUSES,
} from './customer-admin.ts';

export * from './customer-admin.ts';

/** The admin customers contract with zod (the server validates with these). */

export const customerListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .refine((v) => !v.includes('\u0000'), 'Search contains characters that are not allowed')
    .default(''),
  status: z.enum(CUSTOMER_STATUS_FILTERS, { error: 'Choose all, active or inactive' }).default('all'),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(ADMIN_CUSTOMERS_PAGE_SIZE),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerIdParamsSchema = z.object({ id: z.string().max(100) });
export const customerSegmentParamsSchema = z.object({
  segment: z.enum(CUSTOMER_SEGMENTS, { error: 'Choose high-value, recent-signups or inactive' }),
});

export const customerRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  mobileNumber: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  emailVerified: z.boolean(),
  marketingConsent: z.boolean(),
  /** 'email' (signed up) or 'guest' (ordered without an account). */
  signupMethod: z.string(),
  signupDate: z.string(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  /** Placed orders still standing (not unpaid, cancelled or returned). */
  totalOrders: z.number().int(),
  /** paise, of those orders */
  totalSpent: z.number().int().describe('paise'),
});

/** One row of All Customers (name, status, Verified, Marketing OK, email, mobile, joined, logins, orders, spent, last login). */
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerDetailSchema = customerRowSchema.extend({
  userId: z.string().nullable(),
  /** The account's sign-in is refused (audit 6.2); false for a guest. */
  suspended: z.boolean(),
  preferredCategories: z.array(z.string()),
  source: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/admin/customers/:id → `{ customer }` */
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerListSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** GET /api/admin/customers?q=&status=all|active|inactive&page=1&limit=100 → `{ items, total, page, limit }` */
export type CustomerList = z.infer<typeof customerListSchema>;

export const loginActivitySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  loginTime: z.string(),
  loginMethod: z.string(),
  success: z.boolean(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Mobile, Tablet or Desktop */
  deviceInfo: z.string().nullable(),
  failureReason: z.string().nullable(),
});

/** One sign-in attempt (login_activities). */
export type LoginActivity = z.infer<typeof loginActivitySchema>;

export const loginHistorySchema = z.object({
  items: z.array(loginActivitySchema),
});

/** GET /api/admin/customers/logins and /api/admin/customers/:id/logins → `{ items }` (10 most recent). */
export type LoginHistory = z.infer<typeof loginHistorySchema>;

export const customerStatsSchema = z.object({
  totalCustomers: z.number().int(),
  activeCustomers: z.number().int(),
  newThisWeek: z.number().int(),
  newThisMonth: z.number().int(),
  marketingOptIns: z.number().int(),
  totalLogins: z.number().int(),
  averageLoginCount: z.number(),
});

/**
 * docs/product.md §7.6, §9.6 customer stats. GET /api/admin/customers/stats (and the same at /analytics).
 * newThisWeek: signed up in the last 7 days; newThisMonth: the last 30 days (boundaries included);
 * marketingOptIns: consented (any status); totalLogins: sum of login counts;
 * averageLoginCount: totalLogins / totalCustomers rounded to 1 decimal (0 with no customers).
 */
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customerSegmentResultSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.number().int(),
});

/**
 * GET /api/admin/customers/segments/:segment → `{ items, total }`: total counts every match,
 * items are the first 100 (highest spend, newest signup, longest inactive first).
 * Inactive uses the last login, or the signup date for a customer who never signed in.
 */
export type CustomerSegmentResult = z.infer<typeof customerSegmentResultSchema>;

/** PATCH /api/admin/customers/:id: status (audit 3.1) and/or the account's suspension (audit 6.2). */
export const customerUpdateSchema = z
  .object({
    status: z.enum(CUSTOMER_STATUSES, { error: 'Choose active or inactive' }).optional(),
    suspended: z.boolean({ error: 'Choose yes or no' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.suspended !== undefined, {
    message: 'Choose a status or a suspension',
    path: ['status'],
  });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export const customerUpdatedSchema = z.object({ customer: customerDetailSchema, message: z.string() });
export type CustomerUpdated = z.infer<typeof customerUpdatedSchema>;

/** POST /api/admin/customers/:id/sign-out-everywhere → `{ message, sessionsEnded }` */
export const signedOutEverywhereSchema = z.object({ message: z.string(), sessionsEnded: z.number().int() });
export type SignedOutEverywhere = z.infer<typeof signedOutEverywhereSchema>;
