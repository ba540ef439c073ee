import type { ShippingProviderName } from '#shared/shipping/shipping.ts';
import type { Config } from '../../../env.ts';
import type { ShippingProvider } from './providers/shipping-provider.ts';
import { ShiprocketProvider } from './providers/shiprocket.ts';

/**
 * How parcels are booked (SHIPPING_PROVIDER): `manual` has no provider (the owner books with a courier and types
 * its name and AWB, as before); `shiprocket` books through Shiprocket and hears its tracking webhook.
 */
export interface ShippingSetup {
  mode: ShippingProviderName;
  /** null in manual mode. */
  provider: ShippingProvider | null;
  /** What the aggregator's webhook must send in `x-api-key`; null: no webhook (404). */
  webhookToken: string | null;
}

/** Test seams: a shorter timeout, a clock for the token's age, or another provider altogether. */
export interface ShippingSetupOptions {
  timeoutMs?: number;
  now?: () => number;
  provider?: ShippingProvider;
}

export function createShippingSetup(config: Config, opts: ShippingSetupOptions = {}): ShippingSetup {
  const shiprocket = config.shipping.shiprocket;
  if (!shiprocket) return { mode: 'manual', provider: null, webhookToken: null };
  return {
    mode: 'shiprocket',
    provider:
      opts.provider ??
      new ShiprocketProvider({
        email: shiprocket.email,
        password: shiprocket.password,
        apiUrl: shiprocket.apiUrl,
        timeoutMs: opts.timeoutMs,
        now: opts.now,
      }),
    webhookToken: shiprocket.webhookToken,
  };
}
