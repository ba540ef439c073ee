import { Pencil } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { useCheckoutT } from '../i18n.ts';
import { CHECKOUT_FIELDS } from '../lib/checkout-form.ts';

/** The address's fields (the email is its own section). */
export const DELIVERY_FIELDS = CHECKOUT_FIELDS.filter((field) => field !== 'email');

/**
 * Audit D-m18: a chosen saved address shows once, as its card in the list. The form it fills (docs/product.md
 * §4.1) folds away behind "Edit this address" until the buyer asks for it, or one of its fields has a problem;
 * choosing another address folds it again. Never remounted: an edit turns the chosen address into a new one as
 * the buyer types.
 */
export function ChosenAddressFold({
  chosenId,
  children,
}: {
  /** The saved address in use; null or undefined: a new address, never folded. */
  chosenId: string | null | undefined;
  children: ReactNode;
}) {
  const t = useCheckoutT();
  const fields = useRef<HTMLDivElement>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const { errors } = useFormState({ name: DELIVERY_FIELDS });
  const hidden =
    typeof chosenId === 'string' && openedFor !== chosenId && !DELIVERY_FIELDS.some((field) => errors[field]);
  const open = () => {
    setOpenedFor(chosenId ?? null);
    requestAnimationFrame(() => fields.current?.querySelector('input')?.focus());
  };
  return (
    <>
      {hidden && (
        <Button variant="secondary" size="sm" className="self-start" onClick={open}>
          <Pencil aria-hidden="true" strokeWidth={1.75} />
          {t('checkout.editAddress')}
        </Button>
      )}
      <div ref={fields} hidden={hidden}>
        {children}
      </div>
    </>
  );
}
