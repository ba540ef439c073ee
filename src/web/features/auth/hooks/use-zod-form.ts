import { type ChangeEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '../lib/field-errors.ts';

type Values = Record<string, string>;

/**
 * A small controlled form on a shared zod schema (the server validates with the same one, so the messages
 * match). Errors show after the first submit, or for a field once it has been left with something in it;
 * from then on they follow every keystroke. The server's `fields` can be put in with `setErrors`.
 */
export function useZodForm<V extends Values, Out>(
  schema: z.ZodType<Out, V>,
  initial: V,
  filters: Partial<Record<keyof V, (value: string) => string>> = {},
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [checked, setChecked] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsFor = (next: V): FieldErrors<keyof V & string> => {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  /** Recheck the fields that show their errors; the others stay quiet. */
  const refresh = (next: V, shown: Partial<Record<keyof V, boolean>>, all: boolean) => {
    const found = errorsFor(next);
    const visible: FieldErrors<keyof V & string> = {};
    for (const key of Object.keys(found) as (keyof V & string)[]) {
      if (all || shown[key]) visible[key] = found[key];
    }
    setErrors(visible);
  };

  function setValue(name: keyof V & string, raw: string) {
    const value = filters[name]?.(raw) ?? raw;
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || checked[name]) refresh(next, checked, submitted);
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function touch(name: keyof V & string) {
    if (submitted || values[name] === '') return;
    const shown = { ...checked, [name]: true };
    setChecked(shown);
    refresh(values, shown, false);
  }

  /** Check everything: the parsed values, or `null` with every error shown. */
  function validate(): Out | null {
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf(result.error));
    return null;
  }

  /** Props for one input: value, change/blur handlers and the accessible error wiring. */
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
      onBlur: () => touch(name),
    };
  }

  /** Put in errors from elsewhere (the server's `fields`): known fields only. */
  function setServerErrors(fields: Record<string, string> | undefined): boolean {
    if (!fields) return false;
    const known = Object.entries(fields).filter(([key]) => key in values);
    if (!known.length) return false;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known) }));
    return true;
  }

  return { values, errors, field, setValue, setValues, validate, setServerErrors };
}

export type FieldProps = ReturnType<ReturnType<typeof useZodForm>['field']>;
