import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { clampQuantity, MIN_QUANTITY, parseQuantity } from '#web/lib/quantity.ts';

interface QuantitySelectorProps {
  value: number;
  onValueChange: (value: number) => void;
  /** The stock, or 999 when it is unknown. The buttons stop here; a larger typed value is the caller's to refuse. */
  max: number;
  /** The input's id, for a `<label htmlFor>`. */
  id?: string;
  disabled?: boolean;
  /** Marks the input invalid (e.g. more than the stock was typed). */
  invalid?: boolean;
  /** id of a message describing the value (the 'Only n available' hint). */
  describedBy?: string;
  /** `lg` matches large buttons (48 px), e.g. beside the product page's Add to Cart. */
  size?: 'default' | 'lg';
  className?: string;
}

const stepButton =
  'grid place-items-center text-foreground transition-colors hover:bg-sand disabled:pointer-events-none disabled:opacity-40';

/** − [ n ] + : whole numbers from 1; the buttons stay within [1, max]. */
export function QuantitySelector({
  value,
  onValueChange,
  max,
  id,
  disabled = false,
  invalid = false,
  describedBy,
  size = 'default',
  className,
}: QuantitySelectorProps) {
  const box = size === 'lg' ? 'size-12' : 'size-11';
  // What is typed, kept apart from the value so the field can be empty for a moment while typing.
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  return (
    <div
      className={clsx(
        'inline-flex items-center overflow-hidden rounded-control border bg-surface',
        invalid ? 'border-danger' : 'border-border',
        disabled && 'opacity-55',
        className,
      )}
    >
      <button
        type="button"
        className={clsx(stepButton, box)}
        aria-label="Decrease quantity"
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => onValueChange(clampQuantity(value - 1, max))}
      >
        <Minus aria-hidden="true" size={18} strokeWidth={1.75} />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={max}
        step={1}
        value={draft}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = parseQuantity(event.target.value);
          if (parsed !== null) onValueChange(parsed);
        }}
        onBlur={() => setDraft(String(value))}
        className={clsx(
          'w-14 [appearance:textfield] border-x border-border bg-transparent text-center text-base font-semibold tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'lg' ? 'h-12' : 'h-11',
        )}
      />
      <button
        type="button"
        className={clsx(stepButton, box)}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onValueChange(clampQuantity(value + 1, max))}
      >
        <Plus aria-hidden="true" size={18} strokeWidth={1.75} />
      </button>
    </div>
  );
}
