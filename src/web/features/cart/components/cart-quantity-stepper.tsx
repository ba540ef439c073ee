import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { personalisationText, withPersonalisation } from '#shared/catalog/personalisation.ts';
import { nameIn } from '#shared/catalog/product.ts';
import { describeLine, optionsIn } from '#shared/catalog/variants.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useUnitsCap } from '../hooks/use-units-cap.ts';
import { useCartT } from '../i18n.ts';
import { useCartAddT } from '../i18n-add.ts';
import { changeLineQuantity } from '../lib/cart-actions.ts';
import { type CartLine, isLineAvailable, lineLimit } from '../lib/cart-line.ts';

const stepButton =
  'grid size-11 place-items-center text-foreground transition-colors hover:bg-sand disabled:pointer-events-none disabled:opacity-40';

/**
 * − [ n ] + for a cart line. Unlike the product page's selector, − at 1 removes the line (docs/product.md §3.8: reducing the
 * quantity to 0 removes the item), and so does typing 0. + stops at the stock or the store's units cap (§9.7); a
 * flagged line, or one above the cap from before it was lowered, can only shrink. Typed whole numbers apply at once
 * (capped likewise).
 */
export function CartQuantityStepper({ line, className }: { line: CartLine; className?: string }) {
  const inputId = useId();
  const unitsCap = useUnitsCap();
  const t = useCartT();
  const tAdd = useCartAddT();
  const { lang } = useI18n();
  // The name in the page's language, for the buttons' labels and the removal toast.
  const named = {
    id: line.id,
    variantId: line.variantId,
    personalisation: line.personalisation,
    name: withPersonalisation(
      describeLine(nameIn(line, lang), optionsIn(line, lang)),
      personalisationText(line.personalisation, lang),
    ),
  };
  const max = isLineAvailable(line) ? Math.min(lineLimit(line), unitsCap) : line.quantity;
  // What is typed, apart from the quantity, so the field can be empty for a moment while typing.
  const [draft, setDraft] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setDraft(String(line.quantity));
  }

  // Leaving the field: 0 removes the line; anything else shows the quantity the cart holds (already applied).
  function commit(text: string) {
    if (/^0+$/.test(text.trim())) changeLineQuantity(named, 0, tAdd);
    else setDraft(String(line.quantity));
  }

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-control border border-border bg-surface',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('cart.decrease', { name: named.name })}
        onClick={() => changeLineQuantity(named, line.quantity - 1, tAdd)}
      >
        <Minus aria-hidden="true" size={18} strokeWidth={1.75} />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t('cart.quantityOf', { name: named.name })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          // Apply whole numbers from 1 at once; 0 and empty wait for the field to be left (no surprise removal).
          const value = event.target.value.trim();
          if (/^\d{1,6}$/.test(value) && Number(value) >= 1)
            changeLineQuantity(named, Math.min(Number(value), max), tAdd);
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-11 w-12 [appearance:textfield] border-x border-border bg-transparent text-center text-base font-semibold tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t('cart.increase', { name: named.name })}
        disabled={line.quantity >= max}
        onClick={() => changeLineQuantity(named, line.quantity + 1, tAdd)}
      >
        <Plus aria-hidden="true" size={18} strokeWidth={1.75} />
      </button>
    </div>
  );
}
