import { clsx } from 'clsx';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { axisName, isColourAxis, valueLabel, valueState } from '#shared/catalog/variants.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import type { VariantChoice } from '../hooks/use-variant-choice.ts';

interface VariantPickerProps {
  product: Product;
  choice: VariantChoice;
}

/**
 * The product page's option values (decision 066, docs/product.md §3.5): one group of buttons per axis, the chosen
 * value pressed (`aria-pressed`) and named beside the axis. A value that makes no offered combination with the other
 * choices is marked 'Unavailable', one whose combinations are all sold out 'Sold out'; both can still be chosen (so
 * another axis can be changed next), and Add to Cart then refuses. Plain buttons: a tap before the page is live is
 * held and handed over (decision 050).
 */
export function VariantPicker({ product, choice }: VariantPickerProps) {
  const axes = product.options ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="variant-picker">
      {axes.map((axis, index) => (
        <AxisGroup key={axis.name} product={product} choice={choice} index={index} />
      ))}
    </div>
  );
}

function AxisGroup({ product, choice, index }: VariantPickerProps & { index: number }) {
  const { lang, t } = useI18n();
  const axis = product.options![index]!;
  const chosen = axis.values.find((v) => v.label === choice.chosen[index]);
  const colour = isColourAxis(axis);
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 p-0 text-sm font-semibold">
        {axisName(axis, lang)}
        {chosen && <span className="font-normal text-muted">: {valueLabel(chosen, lang)}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {axis.values.map((value) => {
          const state = valueState(product.variants ?? [], choice.chosen, index, value.label);
          const pressed = choice.chosen[index] === value.label;
          const note =
            state === 'unavailable'
              ? t('variant.unavailable')
              : state === 'sold-out'
                ? t('variant.soldOut')
                : null;
          return (
            <button
              key={value.label}
              type="button"
              aria-pressed={pressed}
              data-state={state}
              onClick={() => choice.choose(index, value.label)}
              className={clsx(
                'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-control border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foreground',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface hover:border-primary',
                state !== 'available' && !pressed && 'text-muted',
                state === 'unavailable' && 'border-dashed',
              )}
            >
              {colour && value.swatch && (
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 rounded-full border border-border"
                  style={{ backgroundColor: value.swatch }}
                />
              )}
              <span className={clsx(state !== 'available' && 'line-through decoration-1')}>
                {valueLabel(value, lang)}
              </span>
              {note && <span className="sr-only">({note})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
