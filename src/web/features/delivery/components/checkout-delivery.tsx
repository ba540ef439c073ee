import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useDeliveryT } from '../i18n.ts';
import { deliveryLine } from './delivery-check-box.tsx';

/** Checkout's line under the address: by when, and whether COD is offered (the product page's words). */
export function CheckoutDeliveryLine({ check }: { check: DeliveryCheck | undefined }) {
  const t = useDeliveryT();
  const { locale } = useI18n();
  return (
    <p
      role="status"
      className={cn('min-h-5 text-sm', check?.serviceable ? 'text-success' : 'text-danger')}
      data-testid="checkout-delivery"
    >
      {check ? deliveryLine(check, t, locale) : null}
    </p>
  );
}

/**
 * The zone's and the COD fee, each its own line under the totals, and the amount to pay with them (the server
 * adds the same lines when the order is placed).
 */
export function DeliveryFeeLines({
  check,
  cod,
  orderValue,
}: {
  check: DeliveryCheck | undefined;
  cod: boolean;
  orderValue: number;
}) {
  const t = useDeliveryT();
  const { locale } = useI18n();
  if (!check?.serviceable) return null;
  const codFee = cod && check.cod.available ? check.cod.fee : 0;
  if (check.zoneFee === 0 && codFee === 0) return null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
      {check.zoneFee > 0 && (
        <>
          <dt className="text-muted">{t('delivery.zoneFee', { zone: check.zone ?? '' })}</dt>
          <dd className="text-right tabular-nums">{formatRupees(check.zoneFee, locale)}</dd>
        </>
      )}
      {codFee > 0 && (
        <>
          <dt className="text-muted">{t('delivery.codFee')}</dt>
          <dd className="text-right tabular-nums">{formatRupees(codFee, locale)}</dd>
        </>
      )}
      <dt className="font-semibold">{t('delivery.toPay')}</dt>
      <dd className="text-right font-semibold tabular-nums">
        {formatRupees(orderValue + check.zoneFee + codFee, locale)}
      </dd>
    </dl>
  );
}
