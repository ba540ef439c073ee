import { useQuery } from '@tanstack/react-query';
import { MapPin, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { PINCODE_PATTERN } from '#shared/addresses/address.ts';
import type { DeliveryCheck, FestivalPromise } from '#shared/delivery/delivery.schemas.ts';
import { formatDeliveryDay } from '#shared/delivery/delivery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/field-parts.tsx';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { deliveryCheckQueryOptions, festivalQueryOptions } from '../api/delivery-api.ts';
import { codReason } from '../hooks/use-cod-reason.ts';
import { useLastPincode } from '../hooks/use-last-pincode.ts';
import { type DeliveryT, useDeliveryT } from '../i18n.ts';
import { deliveryTone } from '../lib/delivery-tone.ts';

/**
 * 'Delivery by Thu, 28 Nov · Cash on delivery available', or why the shop cannot deliver there, in the page's
 * language (`t`, `locale`).
 */
export function deliveryLine(check: DeliveryCheck, t: DeliveryT, locale: string): string {
  if (!check.serviceable || !check.estimate)
    return t('delivery.said.unserviceable', { pincode: check.pincode });
  const cod = check.cod.available ? t('delivery.codAvailable') : codReason(check.cod, t, locale);
  return `${t('delivery.by', { day: formatDeliveryDay(check.estimate.to, locale) })} · ${cod}`;
}

/** 'Order by Thu, 17 Dec to have it for Christmas', or that an order today may be too late for it. */
export function festivalLine(festival: FestivalPromise, t: DeliveryT, locale: string, lang: string): string {
  const name = lang === 'hi' && festival.nameHi ? festival.nameHi : festival.name;
  return festival.orderBy
    ? t('delivery.festivalOrderBy', { festival: name, day: formatDeliveryDay(festival.orderBy, locale) })
    : t('delivery.festivalTooLate', { festival: name, day: formatDeliveryDay(festival.date, locale) });
}

/**
 * The product page's "Check delivery" box (docs/product.md §3.5): a pincode, then by when it arrives and whether
 * COD is offered for this price. Painted by the server as a plain form (no form kit: the product page loads no
 * react-hook-form); checks after hydration; the answer's line is reserved so nothing moves. The pincode is
 * remembered for checkout. `product`: a made-to-order piece, whose making time the date counts (decision 070).
 * Under it, the shop's next festival and the last day to order for it: for the pincode once checked, else the
 * day that holds for every pincode (below the answer, so a line arriving late moves no control).
 */
export function DeliveryCheckBox({ value, product }: { value: number; product?: number | undefined }) {
  const id = useId();
  const [remembered, remember] = useLastPincode();
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pincode = typed ?? remembered;
  const t = useDeliveryT();
  const { locale, lang } = useI18n();

  // A pincode remembered from an earlier visit is checked at once.
  useEffect(() => {
    if (remembered && !checked) setChecked(remembered);
  }, [remembered, checked]);

  const check = useQuery({ ...deliveryCheckQueryOptions(checked, value, product), enabled: checked !== '' });
  const anywhere = useQuery(festivalQueryOptions(product));
  const festival = checked && check.data ? check.data.festival : anywhere.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) {
      setProblem(t('delivery.invalidPincode'));
      return;
    }
    setProblem(null);
    setChecked(pin);
    remember(pin);
  };

  let line: string | null = problem;
  let good = false;
  if (!line && checked) {
    if (check.data) {
      line = deliveryLine(check.data, t, locale);
      good = deliveryTone(check.data) === 'good';
    } else if (check.isError) line = t('delivery.said.pincodeUnknown', { pincode: checked });
    else line = t('delivery.checking');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-border bg-surface p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <MapPin aria-hidden="true" className="size-4 text-primary" />
        {t('delivery.checkDelivery')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          {t('delivery.pincodeLabel')}
        </label>
        <input
          id={`${id}-pin`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('delivery.enterPincode')}
          value={pincode}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-result`}
          className={cn(inputClass, 'min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary">
          {t('delivery.check')}
        </Button>
      </form>
      <p
        id={`${id}-result`}
        role="status"
        className={cn('mt-2 min-h-[2.5rem] text-sm', good ? 'text-success' : 'text-muted')}
      >
        {line}
      </p>
      {festival && (
        <p className="flex items-start gap-2 text-sm font-semibold text-foreground">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {festivalLine(festival, t, locale, lang)}
        </p>
      )}
    </section>
  );
}
