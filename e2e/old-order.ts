import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THIS_SHOP_DIR } from './shops.ts';

/**
 * The order months old that issue 19's journey looks for: placed by e2e/place-old-order.ts before the e2e
 * server starts (its phone is new each run), described in this file for the tests.
 */
export const OLD_ORDER_FILE = join(THIS_SHOP_DIR, 'old-order.json');

/** How long ago it was placed: past the admin list's 3-month window, so only a search finds it. */
export const OLD_ORDER_DAYS_AGO = 125;

export interface OldOrder {
  id: string;
  orderNumber: string;
  phone: string;
  address: string;
  /** paise: a COD order, so the courier collects this. */
  total: number;
  createdAt: string;
}

export const oldOrder = (): OldOrder => JSON.parse(readFileSync(OLD_ORDER_FILE, 'utf8')) as OldOrder;
