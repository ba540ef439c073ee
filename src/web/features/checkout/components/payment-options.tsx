import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CheckoutPaymentMethod as PaymentMethod } from '#shared/constants/order-status.ts';
import type { PaymentProviderName } from '#shared/orders/order.ts';
import { cn } from '#web/lib/cn.ts';
import { useCheckoutT } from '../i18n.ts';

interface PaymentOptionsProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  /** Pay Online shows only when a gateway is on. */
  onlineOffered: boolean;
  /** The gateway, named in Pay Online's note. */
  provider: PaymentProviderName | null | undefined;
  /** Why COD is not offered for this address and order (the shop's COD rules); COD is then greyed out. */
  codUnavailable?: string | undefined;
}

/** Cash on Delivery, and Pay Online when offered (docs/product.md §4.1: COD is the default). */
export function PaymentOptions({
  value,
  onChange,
  onlineOffered,
  provider,
  codUnavailable,
}: PaymentOptionsProps) {
  const t = useCheckoutT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('checkout.paymentMethod')}</legend>
      <PaymentOption
        value="cod"
        current={value}
        onChange={onChange}
        icon={<Banknote aria-hidden="true" />}
        label={t('checkout.cod')}
        note={codUnavailable ?? t('checkout.codNote')}
        disabled={Boolean(codUnavailable)}
      />
      {onlineOffered && (
        <PaymentOption
          value="online"
          current={value}
          onChange={onChange}
          icon={<CreditCard aria-hidden="true" />}
          label={t('checkout.payOnline')}
          note={t(provider === 'sandbox' ? 'checkout.payOnlineSandbox' : 'checkout.payOnlineRazorpay')}
        />
      )}
    </fieldset>
  );
}

function PaymentOption({
  value,
  current,
  onChange,
  icon,
  label,
  note,
  disabled = false,
}: {
  value: PaymentMethod;
  current: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  icon: ReactNode;
  label: string;
  note: string;
  disabled?: boolean;
}) {
  const checked = current === value && !disabled;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-control border p-3.5 transition-colors',
        checked ? 'border-primary bg-primary/5' : 'border-border hover:border-foreground/30',
        disabled && 'cursor-not-allowed opacity-60 hover:border-border',
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-primary"
      />
      <span className="text-primary [&_svg]:size-5 [&_svg]:stroke-[1.75]">{icon}</span>
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}
