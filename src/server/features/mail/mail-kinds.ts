/** What each outbox row is for: the admin list shows it, and a few rules depend on it. */
export const MAIL_KINDS = {
  signUpCode: 'signup-code',
  passwordResetCode: 'password-reset-code',
  /** The code that proves a new address before an account's email changes to it. */
  emailChangeCode: 'email-change-code',
  /** The code that signs a verified account in without its password. */
  signInCode: 'sign-in-code',
  /** The code that confirms erasure, a first password or an email change on an account without a password. */
  accountCode: 'account-code',
  /** The notice to the old address that the account's email changed. */
  emailChanged: 'email-changed',
  welcome: 'welcome',
  existingAccount: 'existing-account',
  orderConfirmation: 'order-confirmation',
  /** To the buyer of a COD order that waits for their confirmation, and its one reminder (decision 087). */
  codConfirmation: 'cod-confirmation',
  /** To a buyer the owner made an order for: its summary and the payment link (decision 074). */
  paymentLink: 'payment-link',
  storeNewOrder: 'store-new-order',
  storeOrderBurst: 'store-order-burst',
  /** To the store: a customer cancelled an order from My Orders (audit D-M4). */
  storeOrderCancelled: 'store-order-cancelled',
  /** The owner's alerts (issue 44 point 5), each switchable in Store settings. */
  storePaymentFailed: 'store-payment-failed',
  storeLowStock: 'store-low-stock',
  storeNewReview: 'store-new-review',
  /** To the owner: a shopper asks for a piece like a sold one-of-a-kind one (decision 073). */
  storeLikeThis: 'store-like-this',
  /** To a shopper who asked: the piece is back in stock (decision 073). */
  backInStock: 'back-in-stock',
  /** To a shopper with marketing consent: the cart they left, 1 h and 24 h after (decision 075). */
  cartReminder: 'cart-reminder',
  /** To the owner: a buyer reported a problem with a delivered order (decision 084). */
  storeReturnReported: 'store-return-reported',
  orderStatus: 'order-status',
  blogCommentApproved: 'blog-comment-approved',
  /** 'How did you find your order?': links to review its products, some days after delivery. */
  reviewRequest: 'review-request',
  /** The order confirmation with sample data, from the Mail tools (POST /api/admin/mail/test-order). */
  testOrderConfirmation: 'test-order-confirmation',
  /** Sent by an admin through POST /api/send-email. */
  adminMessage: 'admin-message',
  /** The link that lets one person join the admin team (decision 037): a one-time secret. */
  staffInvitation: 'staff-invitation',
  /** To a team member whose access the admin removed. */
  staffRevoked: 'staff-revoked',
} as const;

export type MailKind = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS];

const ONE_TIME_CODES: ReadonlySet<string> = new Set([
  MAIL_KINDS.signUpCode,
  MAIL_KINDS.passwordResetCode,
  MAIL_KINDS.emailChangeCode,
  MAIL_KINDS.signInCode,
  MAIL_KINDS.accountCode,
  MAIL_KINDS.staffInvitation,
]);

/**
 * Mail carrying a one-time code: never logged, and its body is removed from the outbox once it is
 * settled (the auth tables keep codes hashed; the outbox must not keep them readable), so it is
 * never resent either. Retried only while the code is still useful (`ONE_TIME_CODE_ATTEMPTS`).
 */
export function isOneTimeCode(kind: string): boolean {
  return ONE_TIME_CODES.has(kind);
}

/**
 * Tries for a code mail: at once, then after 30 s, 1 min and 2 min (the last 3.5 min after the
 * request), so a code that arrives still has most of its 10 minutes. (better-auth does not tell
 * the person when sending fails, so a transient SMTP failure must not lose the code.)
 */
export const ONE_TIME_CODE_ATTEMPTS = 4;

export const SCRUBBED_BODY = '(removed once sent: this email carried a one-time code)';

/**
 * Retention (security review L11): order mail holds the buyer's name, address and phone, so the
 * outbox keeps a settled email's text for 30 days (time enough to resend a failed one or answer a
 * "did you send it?"), then only who got what and when; rows go after a year.
 */
export const OUTBOX_BODY_RETENTION_DAYS = 30;
export const OUTBOX_ROW_RETENTION_DAYS = 365;
export const RETIRED_BODY = `(removed after ${OUTBOX_BODY_RETENTION_DAYS} days: kept only who received what, and when)`;

/** The store's new-order notice follows the customer's confirmation after 2 seconds (docs/product.md §4.3). */
export const STORE_NOTICE_DELAY_MS = 2_000;
