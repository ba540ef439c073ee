import type { DeliveryRules } from '#shared/delivery/delivery.ts';
import type { ReturnWindow } from '#shared/orders/return-requests.ts';
import type { PolicyKind } from '#shared/pages/pages.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';

/**
 * What the policy templates say of this shop, from its settings and delivery rules, read when a page is
 * served: a template the owner has not replaced follows a change of fee or address at once (decision 077).
 */
export interface PolicyFacts {
  store: string;
  email: string;
  phone: string;
  /** City, region, country. */
  place: string;
  shippingFee: string;
  /** '' when every order pays the fee. */
  freeShippingFrom: string;
  minDays: number;
  maxDays: number;
  cod: { enabled: boolean; fee: string; min: string; max: string };
  /** The owner's "Report a problem" windows from delivery (decision 084). */
  returns: ReturnWindow;
}

const rupees = (paise: number) => formatRupees(paise);

export function policyFacts(
  settings: StoreSettings,
  rules: DeliveryRules,
  returns: ReturnWindow,
): PolicyFacts {
  return {
    store: settings.storeName,
    email: settings.contactEmail,
    phone: settings.contactPhone,
    place: [settings.city, settings.region, settings.country].filter(Boolean).join(', '),
    shippingFee: rupees(settings.shippingFee),
    freeShippingFrom: settings.freeShippingThreshold > 0 ? rupees(settings.freeShippingThreshold) : '',
    minDays: rules.defaultMinDays,
    maxDays: rules.defaultMaxDays,
    cod: {
      enabled: rules.codEnabled,
      fee: rules.codFee > 0 ? rupees(rules.codFee) : '',
      min: rules.codMinOrder > 0 ? rupees(rules.codMinOrder) : '',
      max: rules.codMaxOrder !== null ? rupees(rules.codMaxOrder) : '',
    },
    returns,
  };
}

export interface PageText {
  title: string;
  body: string;
}

export type Templates = Record<PolicyKind, (facts: PolicyFacts) => PageText>;

/** Markdown lines joined; `false` and '' entries (a rule the shop does not have) left out. */
export const lines = (...parts: Array<string | false>) => parts.filter((p) => p !== false).join('\n');
