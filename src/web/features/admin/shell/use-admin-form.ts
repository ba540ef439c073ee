import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '#web/features/auth/lib/field-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';

type Values = Record<string, unknown>;

/**
 * An admin form on a shared zod schema: `toBody` turns what is typed (rupees, text) into the API body (paise,
 * numbers), the server's own schema checks it, so the messages are the server's. Errors show from the first
 * submit on and then follow every change; the server's 400 `fields` land on the same fields (keys like
 * `images.2.url` on `images`).
 */
export function useAdminForm<V extends Values, Out>(
  schema: z.ZodType<Out>,
  toBody: (values: V) => unknown,
  initial: V | (() => V),
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: V) => {
    const result = schema.safeParse(toBody(next));
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: fieldErrorsOf<keyof V & string>(result.error) };
  };

  const idOf = (name: keyof V & string) => `${formId}-${name}`;

  function focusFirst(found: Record<string, string | undefined>) {
    const first = Object.keys(values).find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  }

  /** The API body, or null with every error shown and the first field with one focused. */
  function validate(): Out | null {
    setSubmitted(true);
    const { data, errors: found } = check(values);
    setErrors(found);
    if (data === null) focusFirst(found);
    return data;
  }

  /** Put a 400's field errors on the fields; false when the error names none of them. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const known = Object.entries(error.fields)
      .map(([key, message]) => [key.split('.')[0]!, message] as const)
      .filter(([key]) => key in values);
    if (!known.length) return false;
    const found = Object.fromEntries(known) as FieldErrors<keyof V & string>;
    setErrors((current) => ({ ...current, ...found }));
    focusFirst(found);
    return true;
  }

  /**
   * The form's submit handler: check, send, then start again from `resetTo` (an add form) or, when the server
   * refuses, put its field errors on the fields (the caller's mutation says the rest in a toast).
   */
  function handleSubmit(send: (body: Out) => Promise<unknown>, resetTo?: V) {
    return (event: FormEvent) => {
      event.preventDefault();
      const body = validate();
      if (body === null) return;
      send(body).then(
        () => resetTo && reset(resetTo),
        (error: unknown) => showServerErrors(error),
      );
    };
  }

  /** Id, value, change handler and error of a text field: spread into TextInputField or TextAreaField. */
  function text<K extends keyof V & string>(name: K) {
    return {
      id: idOf(name),
      value: String(values[name] ?? ''),
      onChange: (value: string) => set(name, value as V[K]),
      error: errors[name],
    };
  }

  function reset(next: V) {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, set, idOf, text, validate, handleSubmit, showServerErrors, reset };
}
