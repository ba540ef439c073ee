import { type ChangeEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '../lib/field-errors.ts';

type Values = Record<string, string>;

/**
 * A small controlled form on a shared zod schema (the server validates with the same one, so the messages
 * match). Errors show from the first submit on, and then follow every keystroke. Not on blur: an error line
 * appearing as a field loses focus moves the submit button away between mousedown and click, and the click is
 * lost. The server's `fields` can be put in with `setServerErrors`.
 */
export function useZodForm<V extends Values, Out>(
  schema: z.ZodType<Out, V>,
  initial: V,
  filters: Partial<Record<keyof V, (value: string) => string>> = {},
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsFor = (next: V): FieldErrors<keyof V & string> => {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  function setValue(name: keyof V & string, raw: string) {
    const value = filters[name]?.(raw) ?? raw;
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(errorsFor(next));
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** Move focus to the first field (in form order) that has an error, so it is read out and can be fixed. */
  function focusFirst(found: Record<string, string | undefined>) {
    const first = Object.keys(values).find((name) => found[name]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  /** Check everything: the parsed values, or `null` with every error shown and the first one focused. */
  function validate(): Out | null {
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = fieldErrorsOf<keyof V & string>(result.error);
    setErrors(found);
    focusFirst(found);
    return null;
  }

  /** Props for one input: value, change handler and the accessible error wiring. */
  function field(name: keyof V & string) {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      error,
      errorId: `${id}-error`,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    };
  }

  /** Put in errors from elsewhere (the server's `fields`): known fields only. */
  function setServerErrors(fields: Record<string, string> | undefined): boolean {
    if (!fields) return false;
    const known = Object.entries(fields).filter(([key]) => key in values);
    if (!known.length) return false;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    focusFirst(Object.fromEntries(known));
    return true;
  }

  return { values, errors, field, setValue, setValues, validate, setServerErrors };
}

export type FieldProps = ReturnType<ReturnType<typeof useZodForm>['field']>;
