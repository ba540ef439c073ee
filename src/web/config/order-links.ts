import { paths } from '#web/config/paths.ts';

/** /order-confirmation/:id?token=…[&payment=failed]: the guest's link carries the order's token. */
export function confirmationHref(
  orderId: string,
  token: string | null | undefined,
  payment?: 'failed' | 'cancelled',
): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  if (payment) query.set('payment', payment);
  const qs = query.toString();
  return `${paths.orderConfirmation.href(orderId)}${qs ? `?${qs}` : ''}`;
}

/** The sandbox gateway's page for a payment (the token brings a guest back to the order). */
export function sandboxPaymentHref(paymentId: string, token: string | null | undefined): string {
  return `${paths.sandboxPayment.href(paymentId)}${token ? `?${new URLSearchParams({ token })}` : ''}`;
}

/** /track-order?order=CT… (shareable). */
export function trackHref(orderNumber: string): string {
  return `${paths.trackOrder.href()}?${new URLSearchParams({ order: orderNumber })}`;
}
