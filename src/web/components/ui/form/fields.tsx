import { Eye, EyeOff } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, type ReactNode, useEffect, useId, useState } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { cn } from '#web/lib/cn.ts';
import { FieldError, FieldFrame, inputClass } from './field-parts.tsx';
import { errorMessageOf } from './server-errors.ts';

/*
 * The kit's fields: each takes the form from context (inside <Form>), registers its `name`, and shows its
 * label, description and error, tied together for screen readers.
 */

/** The error message of one field of the surrounding form (re-renders only when that field's error changes). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errorMessageOf(get(errors, name));
}

interface FieldBase {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** The outer box's classes (grid spans, widths). */
  className?: string;
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'>;

interface TextFieldProps extends FieldBase, InputProps {
  /** Rewrites what is typed before the form sees it (digits only, a length cap). */
  filter?: (value: string) => string;
  /** Something inside the input's right edge (the show-password button). */
  trailing?: ReactNode;
  /** The input's own classes (a large code font). */
  controlClassName?: string;
  /** Another element that describes the input all along (a countdown beside a code field). */
  describedBy?: string;
}

/** A one-line input: text, email, tel, number, or a password with `PasswordField`. */
export function TextField({
  name,
  label,
  description,
  className,
  filter,
  trailing,
  controlClassName,
  describedBy,
  onChange,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (filter) event.target.value = filter(event.target.value);
    onChange?.(event);
    return field.onChange(event);
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      description={description}
      className={className}
      describedBy={describedBy}
    >
      {(aria) => (
        <div className="relative">
          <input
            type="text"
            {...input}
            {...aria}
            {...field}
            onChange={change}
            className={cn(inputClass, trailing ? 'pr-12' : undefined, controlClassName)}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  showLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & {
  label: string;
  /** The toggle's name in the page's language (default: 'Show ' and the label). */
  showLabel?: string;
}) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={showLabel ?? `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-control text-muted hover:text-foreground"
        >
          <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
        </button>
      }
    />
  );
}

interface TextAreaFieldProps
  extends FieldBase,
    Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'className' | 'value' | 'defaultValue'> {
  /** The textarea's own classes (a code font, a minimum height). */
  controlClassName?: string;
}

/** A multi-line text box. */
export function TextAreaField({
  name,
  label,
  description,
  className,
  controlClassName,
  rows = 3,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name);
  return (
    <FieldFrame id={id} label={label} error={error} description={description} className={className}>
      {(aria) => (
        <textarea
          rows={rows}
          {...textarea}
          {...aria}
          {...field}
          onChange={(event) => {
            onChange?.(event);
            return field.onChange(event);
          }}
          className={cn(inputClass, 'resize-y py-2.5', controlClassName)}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends FieldBase {
  /** The `<option>`s, the empty choice first where there is one. */
  children: ReactNode;
}

/** A native select in the house style (the platform's own picker). */
export function SelectField({ name, label, description, className, children }: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} error={error} description={description} className={className}>
      {(aria) => (
        <NativeSelect {...aria} {...register(name)}>
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** A line under the box (why it cannot be changed, what it does). */
  description?: ReactNode;
  /** 'switch': an on/off pill (admin); 'checkbox': a plain box. */
  variant?: 'checkbox' | 'switch';
  disabled?: boolean;
  /** Called with the new state after the form has it. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A checkbox or switch bound to a boolean. Controlled, so a disabled box still sends its value (a native
 * disabled input would drop out of the form's values).
 */
export function CheckboxField({
  name,
  label,
  description,
  variant = 'checkbox',
  disabled,
  onCheckedChange,
}: CheckboxFieldProps) {
  const descriptionId = useId();
  const { field } = useController({ name });
  const checked = Boolean(field.value);
  const input = {
    ref: field.ref,
    name: field.name,
    type: 'checkbox',
    checked,
    disabled,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.target.checked);
      onCheckedChange?.(event.target.checked);
    },
    'aria-describedby': description ? descriptionId : undefined,
  } as const;
  const box =
    variant === 'switch' ? (
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-60">
        <span className="relative inline-flex shrink-0">
          <input
            {...input}
            role="switch"
            aria-checked={checked}
            className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-foreground/20 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-foreground"
          />
          <span
            aria-hidden="true"
            className="absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-sm transition-transform peer-checked:translate-x-5"
          />
        </span>
        {label}
      </label>
    ) : (
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input {...input} className="size-5 accent-primary disabled:opacity-60" />
        {label}
      </label>
    );
  if (!description) return box;
  return (
    <div className="flex flex-col gap-1">
      {box}
      <p id={descriptionId} className="text-sm text-muted">
        {description}
      </p>
    </div>
  );
}

interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly string[];
  /** What a choice reads as, when not its value (the page's language). */
  optionLabel?: (option: string) => string;
}

/**
 * A short list of choices as a row of radio pills (Home, Work, Other). The chosen one is marked by its radio, border
 * and tint; its text stays dark (terracotta on the tint fell just under 4.5:1 on a white card).
 */
export function RadioGroupField({ name, legend, options, optionLabel }: RadioGroupFieldProps) {
  const errorId = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-foreground/20 px-4 font-semibold transition-colors has-checked:border-primary has-checked:bg-primary/8 has-focus-visible:outline-2 has-focus-visible:outline-foreground"
          >
            <input type="radio" value={option} {...register(name)} className="size-4 accent-primary" />
            {optionLabel ? optionLabel(option) : option}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

interface ControlledFieldProps<T> {
  name: string;
  /** The control: its id (for its label and for focus on an error), value, change handler and error. */
  render: (props: { id: string; value: T; onChange: (value: T) => void; error?: string }) => ReactNode;
}

/** A field whose control is not one native input (an image picker): the kit gives it value, id and error. */
export function ControlledField<T>({ name, render }: ControlledFieldProps<T>) {
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const { ref } = field;
  // The first field with an error takes the focus: here, the control's element with this id.
  useEffect(() => ref({ focus: () => document.getElementById(id)?.focus() }), [ref, id]);
  return render({ id, value: field.value as T, onChange: field.onChange, error });
}
