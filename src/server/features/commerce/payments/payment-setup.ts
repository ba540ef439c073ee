import type { CheckoutPaymentMethod } from '#shared/constants/order-status.ts';
import type { CheckoutOptions, PaymentProviderName } from '#shared/orders/order.ts';
import type { Config } from '../../../env.ts';
import type { PaymentLinkProvider, PaymentProvider } from './providers/payment-provider.ts';
import { type RazorpayHttp, RazorpayProvider, razorpayFetchHttp } from './providers/razorpay.ts';
import { SandboxProvider } from './providers/sandbox.ts';

/**
 * Which gateway takes online payments:
 * - Razorpay when its keys are configured and PAYMENT_PROVIDER=razorpay (or in production);
 * - otherwise the sandbox, only when PAYMENT_PROVIDER=sandbox is chosen outside production (M7: never by default);
 * - else none: 'online' is refused and not offered.
 */
export interface PaymentSetup {
  /** The provider new online orders use; null when online payment is off. */
  active: PaymentProvider | null;
  sandbox: SandboxProvider | null;
  razorpay: RazorpayProvider | null;
  /** Who makes assisted orders' payment links: Razorpay when its keys are set, else the sandbox (decision 076). */
  links: (PaymentProvider & PaymentLinkProvider) | null;
  /** Minutes an online order may stay unpaid. */
  timeoutMinutes: number;
  /** The provider a stored payment row names (an order keeps its provider even if config changes). */
  byName(name: string): PaymentProvider | null;
  checkoutOptions(): CheckoutOptions;
}

export interface PaymentSetupOptions {
  /** Razorpay's HTTP client (tests pass a fake; default: fetch to RAZORPAY_API_URL). */
  razorpayHttp?: RazorpayHttp;
}

export function createPaymentSetup(config: Config, opts: PaymentSetupOptions = {}): PaymentSetup {
  const keys = config.payments.razorpay;
  const razorpay = keys
    ? new RazorpayProvider(keys, opts.razorpayHttp ?? razorpayFetchHttp(config.payments.razorpayApiUrl))
    : null;
  const sandbox =
    config.env !== 'production' && config.payments.provider === 'sandbox'
      ? new SandboxProvider(config.authSecret)
      : null;
  const useRazorpay = razorpay && (config.payments.provider === 'razorpay' || config.env === 'production');
  const active: PaymentProvider | null = useRazorpay ? razorpay : sandbox;
  return {
    active,
    sandbox,
    razorpay,
    links: razorpay ?? sandbox,
    timeoutMinutes: config.payments.timeoutMinutes,
    byName(name) {
      if (name === 'razorpay') return razorpay;
      if (name === 'sandbox') return sandbox;
      return null;
    },
    checkoutOptions() {
      const methods: CheckoutPaymentMethod[] = active ? ['cod', 'online'] : ['cod'];
      const provider = (active?.name ?? null) as PaymentProviderName | null;
      return {
        paymentMethods: methods,
        provider,
        ...(active?.keyId ? { razorpayKeyId: active.keyId } : {}),
      };
    },
  };
}
