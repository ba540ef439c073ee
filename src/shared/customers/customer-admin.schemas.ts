import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api/pagination.ts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUS_FILTERS,
  CUSTOMER_STATUSES,
  type CustomerDetail,
  type CustomerList,
  type CustomerRow,
  type CustomerSegmentResult,
  type CustomerStats,
  type LoginActivity,
  type LoginHistory,
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
  signupMethod: z.string(),
  signupDate: z.string(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  totalOrders: z.number().int(),
  totalSpent: z.number().int().describe('paise'),
}) satisfies z.ZodType<CustomerRow>;

export const customerDetailSchema = customerRowSchema.extend({
  userId: z.string().nullable(),
  preferredCategories: z.array(z.string()),
  source: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<CustomerDetail>;

export const customerListSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
}) satisfies z.ZodType<CustomerList>;

export const loginActivitySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  loginTime: z.string(),
  loginMethod: z.string(),
  success: z.boolean(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  deviceInfo: z.string().nullable(),
  failureReason: z.string().nullable(),
}) satisfies z.ZodType<LoginActivity>;

export const loginHistorySchema = z.object({
  items: z.array(loginActivitySchema),
}) satisfies z.ZodType<LoginHistory>;

export const customerStatsSchema = z.object({
  totalCustomers: z.number().int(),
  activeCustomers: z.number().int(),
  newThisWeek: z.number().int(),
  newThisMonth: z.number().int(),
  marketingOptIns: z.number().int(),
  totalLogins: z.number().int(),
  averageLoginCount: z.number(),
}) satisfies z.ZodType<CustomerStats>;

export const customerSegmentResultSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.number().int(),
}) satisfies z.ZodType<CustomerSegmentResult>;
