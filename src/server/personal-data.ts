import { addressesPersonalData } from './features/addresses/addresses.service.ts';
import { auditPersonalData } from './features/audit/audit.service.ts';
import type { PersonalData } from './features/auth/privacy.service.ts';
import { blogPersonalData } from './features/blog/blog.service.ts';
import { cartRecoveryPersonalData } from './features/cart-recovery/cart-recovery.service.ts';
import { ordersPersonalData } from './features/commerce/orders.service.ts';
import { returnRequestsPersonalData } from './features/commerce/returns/return-requests.service.ts';
import { customersPersonalData } from './features/customers/customers.service.ts';
import { mailPersonalData } from './features/mail/mail.service.ts';
import { promotionsPersonalData } from './features/promotions/coupons.service.ts';
import { reviewsPersonalData } from './features/reviews/reviews.service.ts';
import { settingsPersonalData } from './features/settings/settings.service.ts';
import { staffPersonalData } from './features/staff/staff.service.ts';
import { stockRequestsPersonalData } from './features/stock-requests/stock-requests.service.ts';
import { testimonialsPersonalData } from './features/testimonials/testimonials.service.ts';
import { whatsAppPersonalData } from './features/whatsapp/whatsapp.service.ts';
import { wishlistPersonalData } from './features/wishlist/wishlist.service.ts';

/**
 * Every feature that keeps personal data, with its export and erasure (decision 034), handed to the privacy
 * core (features/auth/privacy.service.ts), which adds the account itself: exported first, deleted last. An
 * account's deletion runs them in this order: WhatsApp first (it finds the person's numbers through their
 * orders and addresses), then orders and coupon uses, which are detached and kept. The features import
 * nothing of auth: each hook matches the PersonalData shape. `personal-data.test.ts` fails when a table with
 * a user or email column is named by none.
 */
export const PERSONAL_DATA: readonly PersonalData[] = [
  whatsAppPersonalData,
  // Before the orders are detached: a report names its buyer's account.
  returnRequestsPersonalData,
  ordersPersonalData,
  promotionsPersonalData,
  addressesPersonalData,
  wishlistPersonalData,
  stockRequestsPersonalData,
  cartRecoveryPersonalData,
  blogPersonalData,
  reviewsPersonalData,
  customersPersonalData,
  mailPersonalData,
  auditPersonalData,
  staffPersonalData,
  testimonialsPersonalData,
  settingsPersonalData,
];
