import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '#shared/constants/roles.ts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_ADMIN_MESSAGES,
  CUSTOMER_EXPORT_COLUMNS,
  customerDetailSchema,
  customerIdParamsSchema,
  customerListQuerySchema,
  customerListSchema,
  customerSegmentParamsSchema,
  customerSegmentResultSchema,
  customerStatsSchema,
  customerUpdatedSchema,
  customerUpdateSchema,
  LOGIN_HISTORY_LIMIT,
  loginHistorySchema,
  MARKETING_EXPORT_COLUMNS,
  signedOutEverywhereSchema,
} from '#shared/customers/customer-admin.schemas.ts';
import { indiaDateTime } from '#shared/format/dates.ts';
import type { Db } from '../../db/client.ts';
import { csvRupees, sendCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  customerSegment,
  customerStats,
  customersForExport,
  findCustomer,
  listCustomers,
  recentLogins,
  setCustomerStatus,
  toCustomerDetail,
} from './customers-admin.repo.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';

const tags = ['admin'];

const when = (date: Date | null) => (date ? indiaDateTime(date) : '');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * What the admin does to a customer's account (suspend, sign out everywhere), handed in by app.ts: accounts are
 * auth's, and customers imports nothing of auth (auth records sign-ins here).
 */
export interface AccountControls {
  isSuspended(db: Db, userId: string): Promise<boolean>;
  isTeamAccount(db: Db, userId: string): Promise<boolean>;
  setSuspended(db: Db, userId: string, suspended: boolean): Promise<void>;
  endEverySession(db: Db, userId: string): Promise<number>;
}

async function detailOf(
  db: Db,
  accounts: AccountControls,
  row: NonNullable<Awaited<ReturnType<typeof findCustomer>>>,
) {
  return toCustomerDetail(row, row.userId ? await accounts.isSuspended(db, row.userId) : false);
}

const isAdmin = (request: FastifyRequest) => request.sessionUser?.role === ROLES.admin;

/**
 * The record behind `id`. A team member's record is an admin's alone to open or change (review 2026-11-29
 * H1: staff suspended and signed out the admins), decided from the account's role, whatever the path.
 */
async function customerOr404(db: Db, accounts: AccountControls, request: FastifyRequest, id: string) {
  const row = isUuid(id) ? await findCustomer(db, id.toLowerCase()) : undefined;
  if (!row) throw new AppError('NOT_FOUND', CUSTOMER_ADMIN_MESSAGES.customerNotFound);
  if (!isAdmin(request) && row.userId && (await accounts.isTeamAccount(db, row.userId))) {
    throw new AppError('FORBIDDEN', CUSTOMER_ADMIN_MESSAGES.teamAccount);
  }
  return row;
}

/**
 * The Customers panel and the All Customers tab (docs/product.md §7.5, §7.6): lists, details, login history,
 * stats, targeting and the CSV exports. Admin-only through the auth guard. Clearing the panel's
 * local/cached data is the browser's job: the server's customer list is permanent and nothing
 * here deletes it. `now` is the clock for every "last N days" (tests fake it).
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{
  now: () => Date;
  accounts: AccountControls;
}> = async (app, { now, accounts }) => {
  const unsubscribe = new UnsubscribeTokens(app.config.authSecret);
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: `Customers newest first; q matches email or full name (case-insensitive, % and _ literal); status all|active|inactive; ${ADMIN_CUSTOMERS_PAGE_SIZE} a page`,
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema },
      },
    },
    async (request) => {
      const { items, total } = await listCustomers(app.db, { ...request.query, team: isAdmin(request) });
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );

  for (const path of ['/api/admin/customers/stats', '/api/admin/customers/analytics']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary:
            'Customer stats (docs/product.md §7.6): total, active, new in 7 and 30 days, marketing opt-ins, total logins, average logins per customer (1 decimal)',
          response: { 200: customerStatsSchema },
        },
      },
      () => customerStats(app.db, now()),
    );
  }

  app.get(
    '/api/admin/customers/logins',
    {
      schema: {
        tags,
        summary: `The ${LOGIN_HISTORY_LIMIT} most recent sign-in attempts of all customers`,
        response: { 200: loginHistorySchema },
      },
    },
    async () => ({ items: await recentLogins(app.db, LOGIN_HISTORY_LIMIT) }),
  );

  app.get(
    '/api/admin/customers/segments/:segment',
    {
      schema: {
        tags,
        summary:
          'Targeted customers: high-value (3+ orders and ₹1000+), recent-signups (last 7 days), inactive (no login for 30+ days); total counts all, items the first 100',
        params: customerSegmentParamsSchema,
        response: { 200: customerSegmentResultSchema },
      },
    },
    (request) => customerSegment(app.db, request.params.segment, now(), ADMIN_CUSTOMERS_PAGE_SIZE),
  );

  app.get(
    '/api/admin/customers/export.csv',
    { schema: { tags, summary: 'Every customer and all their data, as CSV' } },
    async (_request, reply) => {
      return sendCsv(
        reply,
        'karigar-customers',
        now(),
        CUSTOMER_EXPORT_COLUMNS,
        customersForExport(app.db, { marketing: false }),
        (c) => [
          c.email,
          c.fullName,
          c.mobileNumber,
          c.status,
          yesNo(c.emailVerified),
          yesNo(c.marketingConsent),
          c.signupMethod,
          c.source,
          when(c.signupDate),
          when(c.lastLoginAt),
          c.loginCount,
          c.totalOrders,
          csvRupees(c.totalSpent),
          c.preferredCategories.join('; '),
          when(c.createdAt),
          when(c.updatedAt),
        ],
      );
    },
  );

  app.get(
    '/api/admin/customers/marketing-export.csv',
    {
      schema: {
        tags,
        summary: `Export for Marketing: active customers with a verified email who opted in; columns ${MARKETING_EXPORT_COLUMNS.join(', ')}`,
      },
    },
    async (_request, reply) => {
      return sendCsv(
        reply,
        'karigar-marketing',
        now(),
        MARKETING_EXPORT_COLUMNS,
        customersForExport(app.db, { marketing: true }),
        (c) => [
          c.email,
          c.fullName,
          c.mobileNumber,
          when(c.signupDate),
          when(c.lastLoginAt),
          c.loginCount,
          c.totalOrders,
          csvRupees(c.totalSpent),
          c.status,
          unsubscribe.link(app.config.publicUrl, c.id),
        ],
      );
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: "One customer's full profile",
        params: customerIdParamsSchema,
        response: { 200: z.object({ customer: customerDetailSchema }) },
      },
    },
    async (request) => ({
      customer: await detailOf(
        app.db,
        accounts,
        await customerOr404(app.db, accounts, request, request.params.id),
      ),
    }),
  );

  app.patch(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary:
          'Set a customer Active or Inactive (audit 3.1); suspend an account (its sessions end, its sign-in is refused) or lift it (audit 6.2)',
        params: customerIdParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerUpdatedSchema },
      },
    },
    async (request) => {
      const customer = await customerOr404(app.db, accounts, request, request.params.id);
      const { status, suspended } = request.body;
      if (suspended !== undefined && !customer.userId) {
        throw new AppError('CONFLICT', CUSTOMER_ADMIN_MESSAGES.noAccountToSuspend);
      }
      if (status) await setCustomerStatus(app.db, customer.id, status, new Date());
      if (suspended !== undefined) await accounts.setSuspended(app.db, customer.userId!, suspended);
      request.log.info(
        { adminId: request.sessionUser?.id, customerId: customer.id, status, suspended },
        'admin changed a customer',
      );
      const message =
        suspended === true
          ? CUSTOMER_ADMIN_MESSAGES.suspended
          : suspended === false
            ? CUSTOMER_ADMIN_MESSAGES.unsuspended
            : status === 'inactive'
              ? CUSTOMER_ADMIN_MESSAGES.markedInactive
              : CUSTOMER_ADMIN_MESSAGES.markedActive;
      return {
        customer: await detailOf(app.db, accounts, (await findCustomer(app.db, customer.id))!),
        message,
      };
    },
  );

  app.post(
    '/api/admin/customers/:id/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: "End every session of the customer's account, on every device (review L10)",
        params: customerIdParamsSchema,
        response: { 200: signedOutEverywhereSchema },
      },
    },
    async (request) => {
      const customer = await customerOr404(app.db, accounts, request, request.params.id);
      if (!customer.userId) throw new AppError('CONFLICT', CUSTOMER_ADMIN_MESSAGES.noAccount);
      const sessionsEnded = await accounts.endEverySession(app.db, customer.userId);
      // The audit log has the row (decision 037); the request log keeps the count for operators.
      request.log.info(
        { adminId: request.sessionUser?.id, customerId: customer.id, sessionsEnded },
        'admin ended every session of a customer',
      );
      return { message: CUSTOMER_ADMIN_MESSAGES.signedOutEverywhere, sessionsEnded };
    },
  );

  app.get(
    '/api/admin/customers/:id/logins',
    {
      schema: {
        tags,
        summary: `One customer's ${LOGIN_HISTORY_LIMIT} most recent sign-in attempts`,
        params: customerIdParamsSchema,
        response: { 200: loginHistorySchema },
      },
    },
    async (request) => {
      const customer = await customerOr404(app.db, accounts, request, request.params.id);
      return { items: await recentLogins(app.db, LOGIN_HISTORY_LIMIT, customer.email) };
    },
  );
};
