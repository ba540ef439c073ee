import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed parse ('confirmPassword' → 'Passwords do not match.'). */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
