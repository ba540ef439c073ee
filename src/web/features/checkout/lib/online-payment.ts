import type { OrderDetail } from '#shared/orders/order.schemas.ts';
import { confirmationHref, sandboxPaymentHref } from '#web/config/order-links.ts';
import { paymentApi } from '#web/features/orders/api/orders-api.ts';

/*
 * Opening the payment gateway for a pending online order: the sandbox's own page locally, Razorpay
 * Checkout (its script loaded only now, only for Razorpay) when keys are configured. Without a payment
 * session (the gateway was down), the confirmation page offers 'Complete payment' again later.
 */

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptPromise: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptPromise ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/**
 * Sends the shopper to pay `order` and, through `go`, to where they land afterwards. Rejects when Razorpay's
 * script cannot be loaded (the caller says so and leaves the order pending).
 */
export async function startOnlinePayment(
  order: OrderDetail,
  token: string | null | undefined,
  go: (href: string) => void,
): Promise<void> {
  const session = order.payment;
  if (!session) {
    go(confirmationHref(order.id, token));
    return;
  }
  if (session.provider === 'sandbox') {
    go(sandboxPaymentHref(session.paymentId, token));
    return;
  }
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: session.keyId,
    amount: session.amount,
    currency: session.currency,
    order_id: session.providerOrderId,
    name: 'Karigar',
    description: `Order ${order.orderNumber}`,
    prefill: { name: order.customer.fullName, email: order.customer.email, contact: order.customer.phone },
    theme: { color: '#b4532a' },
    handler: (response: RazorpayResponse) => {
      paymentApi.verifyRazorpay(order.id, response).then(
        () => go(confirmationHref(order.id, token)),
        () => go(confirmationHref(order.id, token, 'failed')),
      );
    },
    modal: { ondismiss: () => go(confirmationHref(order.id, token, 'cancelled')) },
  });
  checkout.on('payment.failed', () => undefined);
  checkout.open();
}
