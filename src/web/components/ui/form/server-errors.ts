import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#web/lib/api-client.ts';

/** The server's field key (`images.2.url`, `customer.fullName`) → the form's field, or undefined. */
export type ServerFieldOf = (key: string) => string | undefined;

const topLevel: ServerFieldOf = (key) => key.split('.')[0];

/**
 * Put a 400's `fields` on the form's own fields (known ones only; a nested name such as `shipment.courier`
 * when its first segment is one of the form's) and focus the first of them in form order.
 * False when the error names none of them: the caller then says it as a toast or a message.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, never>, 'getValues' | 'setError' | 'setFocus'>,
  error: unknown,
  fieldOf: ServerFieldOf = topLevel,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const order = Object.keys(form.getValues());
  const rank = (name: string) => order.indexOf(name.split('.')[0]!);
  const found = new Map<string, string>();
  for (const [key, message] of Object.entries(error.fields)) {
    const name = fieldOf(key);
    if (name && rank(name) >= 0 && !found.has(name)) found.set(name, message);
  }
  if (!found.size) return false;
  for (const [name, message] of found) form.setError(name as Path<V>, { type: 'server', message });
  const [first] = [...found.keys()].sort((a, b) => rank(a) - rank(b));
  if (first) form.setFocus(first as Path<V>);
  return true;
}

/** The message of a field's error, or of the first error inside it (a list field such as `images`). */
export function errorMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as FieldError;
  if (typeof message === 'string' && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = errorMessageOf(inner);
    if (found) return found;
  }
  return undefined;
}
