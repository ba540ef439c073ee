import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '#shared/addresses/address.ts';
import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';
import { DELIVERY_MESSAGES, deliveryByText } from '#shared/delivery/delivery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/field-parts.tsx';
import { cn } from '#web/lib/cn.ts';
import { deliveryCheckQueryOptions } from '../api/delivery-api.ts';
import { useLastPincode } from '../hooks/use-last-pincode.ts';

/** 'Delivery by Thu, 28 Nov · Cash on delivery available', or why the shop cannot deliver there. */
export function deliveryLine(check: DeliveryCheck): string {
  if (!check.serviceable || !check.estimate)
    return check.message ?? DELIVERY_MESSAGES.unserviceable(check.pincode);
  const cod = check.cod.available
    ? DELIVERY_MESSAGES.codAvailable
    : (check.cod.reason ?? DELIVERY_MESSAGES.codOff);
  return `${deliveryByText(check.estimate)} · ${cod}`;
}

/**
 * The product page's "Check delivery" box (docs/product.md §3.5): a pincode, then by when it arrives and whether
 * COD is offered for this price. Painted by the server as a plain form (no form kit: the product page loads no
 * react-hook-form); checks after hydration; the answer's line is reserved so nothing moves. The pincode is
 * remembered for checkout.
 */
export function DeliveryCheckBox({ value }: { value: number }) {
  const id = useId();
  const [remembered, remember] = useLastPincode();
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pincode = typed ?? remembered;

  // A pincode remembered from an earlier visit is checked at once.
  useEffect(() => {
    if (remembered && !checked) setChecked(remembered);
  }, [remembered, checked]);

  const check = useQuery({ ...deliveryCheckQueryOptions(checked, value), enabled: checked !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) {
      setProblem(ADDRESS_MESSAGES.invalidPincode);
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
      line = deliveryLine(check.data);
      good = check.data.serviceable;
    } else if (check.isError) line = DELIVERY_MESSAGES.pincodeUnknown(checked);
    else line = 'Checking…';
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-border bg-surface p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <MapPin aria-hidden="true" className="size-4 text-primary" />
        Check delivery
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          Delivery pincode
        </label>
        <input
          id={`${id}-pin`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          value={pincode}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          aria-describedby={`${id}-result`}
          className={cn(inputClass, 'min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary">
          Check
        </Button>
      </form>
      <p
        id={`${id}-result`}
        role="status"
        className={cn('mt-2 min-h-[2.5rem] text-sm', good ? 'text-success' : 'text-muted')}
      >
        {line}
      </p>
    </section>
  );
}
