/**
 * Email templates: each is `(input, settings, publicUrl) => MailMessage`, HTML plus plain text,
 * ready for `enqueueMail(tx, message)` or `app.mailer.send(message)`. Settings come from
 * `readStoreSettings(db)` (or `app.mailer.templateContext()`), the URL from `config.publicUrl`.
 */
export {
  accountCodeEmail,
  emailChangeCodeEmail,
  emailChangedEmail,
  existingAccountEmail,
  passwordResetCodeEmail,
  signInCodeEmail,
  signUpCodeEmail,
  welcomeEmail,
} from './account.ts';
export { type ApprovedCommentForMail, blogCommentApprovedEmail } from './blog.ts';
export {
  type CartReminderForMail,
  cartReminderEmail,
  type RememberedPieceForMail,
} from './cart-recovery.ts';
export { codConfirmationEmail, codConfirmationUrl } from './cod-confirmation.ts';
export { esc } from './layout.ts';
export { type OrderForMail, orderForMail, orderPageUrl, trackOrderUrl } from './order-for-mail.ts';
export {
  isNotifiedStatus,
  NOTIFIED_STATUSES,
  type NotifiedStatus,
  orderConfirmationEmail,
  orderPartReturnEmail,
  orderRefundEmail,
  orderStatusEmail,
  storeCustomerCancelledEmail,
  storeNewOrderEmail,
  storeOrderBurstEmail,
} from './orders.ts';
export {
  type StoreMailContext,
  storeLowStockEmail,
  storeNewReviewEmail,
  storePaymentFailedEmail,
} from './owner-alerts.ts';
export { paymentLinkEmail } from './payment-link.ts';
export {
  type ReturnForMail,
  returnAcceptedEmail,
  returnDeclinedEmail,
  returnReportedEmail,
  storeReturnReportedEmail,
} from './return-requests.ts';
export { type ReviewRequestForMail, reviewRequestEmail } from './reviews.ts';
export { staffInvitationEmail, staffRevokedEmail } from './staff.ts';
export { backInStockEmail, type PieceForMail, storeLikeThisEmail } from './stock-requests.ts';
export { TEST_MAIL_SUBJECT_PREFIX, TEST_ORDER_NOTICE, testOrderConfirmationEmail } from './test-order.ts';
