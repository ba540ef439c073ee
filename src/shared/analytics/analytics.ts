import type { OrderStatus } from '../constants/order-status.ts';

/*
 * The admin's Analytics charts (issue 9 item 6, beyond the spec), zod-free for the admin bundle.
 * GET /api/admin/analytics. Days and weeks are India days (Asia/Kolkata); weeks start on Monday.
 * Revenue, orders per day and sales by category count placed orders that stand: not unpaid
 * (pending_payment), awaiting COD confirmation, cancelled or returned. Orders by status counts every order of the window.
 */

export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata';
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_WEEKS = 12;

export interface DailySales {
  /** YYYY-MM-DD (India) */
  date: string;
  orders: number;
  /** paise */
  revenue: number;
}

export interface StatusCount {
  status: OrderStatus;
  label: string;
  count: number;
}

export interface CategorySales {
  category: string;
  /** units sold */
  quantity: number;
  /** paise */
  revenue: number;
}

export interface WeeklySignups {
  /** Monday, YYYY-MM-DD (India) */
  weekStart: string;
  count: number;
}

export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to fetch data. Please try again.',
} as const;
