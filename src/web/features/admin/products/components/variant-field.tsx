import type { ComponentProps } from 'react';
import { FieldFrame, inputClass } from '#web/components/ui/form/field-parts.tsx';

type VariantFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The schema's or the server's message for this field, already in the page's language. */
  error?: string | undefined;
  fieldClassName?: string;
};

/** A labelled text input of the variant grid with its error line (controlled, outside react-hook-form). */
export function VariantField({
  id,
  label,
  value,
  onValue,
  error,
  fieldClassName,
  ...input
}: VariantFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={fieldClassName}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={`${inputClass} min-h-11`}
        />
      )}
    </FieldFrame>
  );
}

/** Rupees as typed: a decimal keyboard on phones. */
export const RUPEES = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
