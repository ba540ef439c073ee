import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ADDRESS_TYPES, addressInputSchema, type SavedAddress } from '#shared/addresses/address.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/features/auth/components/form-fields.tsx';
import { type FieldErrors, fieldErrorsOf } from '#web/features/auth/lib/field-errors.ts';
import { cn } from '#web/lib/cn.ts';
import type { AddressBody } from '../api/addresses-api.ts';
import { serverFieldErrors } from '../hooks/use-addresses.ts';
import { INDIAN_STATES } from '../lib/indian-states.ts';

/*
 * The Add and Edit form (spec §2): full name, phone, address, city, state, pincode, type, 'Set as default
 * address'. Checked with the server's own schema (this module loads with the address page only, never in the
 * storefront bundle), so the messages are the server's; the server's field errors show the same way.
 */

type Values = AddressBody;
type TextName = Exclude<keyof Values, 'type' | 'isDefault'>;

const EMPTY: Values = {
  type: 'Home',
  name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  isDefault: false,
};

/** Form order, for focusing the first field with an error. */
const ORDER = ['name', 'phone', 'address', 'city', 'state', 'pincode', 'type'] as const;

function check(values: Values) {
  const result = addressInputSchema.safeParse(values);
  return result.success
    ? { body: result.data as AddressBody, errors: {} }
    : { body: null, errors: fieldErrorsOf<keyof Values>(result.error) };
}

interface AddressFormProps {
  /** The address being edited; none when adding. */
  address?: SavedAddress;
  /**
   * The default cannot be unticked here: on the current default (another address must take it over), and on
   * the first address (it becomes the default anyway).
   */
  defaultLocked: 'current-default' | 'first-address' | null;
  /** Sends the body; rejects with the server's error (its field errors are shown inline). */
  onSubmit: (body: AddressBody) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}

export function AddressForm({ address, defaultLocked, onSubmit, onCancel, submitLabel }: AddressFormProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    ...(address && {
      type: address.type,
      name: address.name,
      phone: address.phone,
      address: address.address,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    }),
    isDefault: Boolean(address?.isDefault) || defaultLocked !== null,
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  const idOf = (name: keyof Values) => `${formId}-${name}`;

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Errors show from the first submit on, then follow every keystroke.
    if (submitted) setErrors(check(next).errors);
  }

  function focusFirst(found: FieldErrors<keyof Values>) {
    const first = ORDER.find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const { body, errors: found } = check(values);
    setErrors(found);
    if (!body) {
      focusFirst(found);
      return;
    }
    setPending(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirst(fields);
      }
      setPending(false);
    }
  }

  const text = (name: TextName, label: string, props: TextInputProps = {}) => (
    <TextInput
      id={idOf(name)}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => set(name, value)}
      {...props}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {text('name', 'Full Name', { autoComplete: 'name', maxLength: 100 })}
      {text('phone', 'Phone Number', {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        maxLength: 16,
        hint: '10-digit mobile number, for the delivery partner',
      })}
      {text('address', 'Address', {
        multiline: true,
        autoComplete: 'street-address',
        maxLength: 300,
        placeholder: 'House number, street, area',
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
        {text('state', 'State', {
          autoComplete: 'address-level1',
          maxLength: 100,
          list: `${formId}-states`,
        })}
      </div>
      <datalist id={`${formId}-states`}>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state} />
        ))}
      </datalist>
      {text('pincode', 'Pincode', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: 6,
        className: 'sm:max-w-[calc(50%-0.5rem)]',
      })}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Address Type</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-foreground/20 px-4 font-semibold transition-colors has-checked:border-primary has-checked:bg-primary/8 has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-foreground"
            >
              <input
                type="radio"
                name={`${formId}-type`}
                id={type === values.type ? idOf('type') : undefined}
                value={type}
                checked={values.type === type}
                onChange={() => set('type', type)}
                className="size-4 accent-primary"
              />
              {type}
            </label>
          ))}
        </div>
        <FieldError id={`${idOf('type')}-error`}>{errors.type}</FieldError>
      </fieldset>

      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={values.isDefault}
            disabled={defaultLocked !== null}
            onChange={(event) => set('isDefault', event.target.checked)}
            aria-describedby={defaultLocked ? `${formId}-default-hint` : undefined}
            className="size-5 accent-primary disabled:opacity-60"
          />
          Set as default address
        </label>
        {defaultLocked && (
          <p id={`${formId}-default-hint`} className="text-sm text-muted">
            {defaultLocked === 'first-address'
              ? 'Your first address becomes your default.'
              : 'This is your default address. To change it, set another address as default.'}
          </p>
        )}
      </div>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface TextInputProps {
  type?: 'text' | 'tel';
  inputMode?: 'text' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  list?: string;
  multiline?: boolean;
  className?: string;
}

function TextInput({
  id,
  label,
  value,
  error,
  onChange,
  hint,
  multiline,
  className,
  ...props
}: TextInputProps & {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  let input: ReactNode;
  if (multiline) {
    const { autoComplete, maxLength, placeholder } = props;
    input = (
      <textarea
        {...shared}
        rows={2}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, 'resize-y py-2.5')}
      />
    );
  } else {
    input = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        {...props}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      <FieldError id={errorId}>{error}</FieldError>
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
