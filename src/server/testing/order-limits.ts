/** Checkout limits far above what any test places (docs/product.md §9.7 has the production ones). */
export const TEST_ORDER_LIMITS = {
  ORDER_LIMIT_PER_CLIENT: '100000',
  ORDER_LIMIT_PER_BUYER: '100000',
  UNPAID_ONLINE_ORDERS_PER_BUYER: '100000',
  ORDER_BURST_NOTICE_AT: '100000',
};
