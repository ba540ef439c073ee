import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver from one of the shared zod schemas (the server checks the same schema, so the messages match).
 * `toBody` turns what is typed (rupees, comma-separated tags) into the API body the schema checks; the submit
 * handler then gets the parsed body (trimmed, in paise). Only the type of zod is imported here: the schema
 * comes from the form's own module, so a form without a schema (checkout) pulls no zod.
 */
export function schemaResolver<V extends FieldValues, Out>(
  schema: z.ZodType<Out, FieldValues>,
  toBody?: (values: V) => FieldValues,
  reword?: (message: string) => string,
): Resolver<V, unknown, Out> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, Out>;
  return async (values, context, options) => {
    const result = await resolve(toBody ? toBody(values) : values, context, options as never);
    if (reword) rewordErrors(result.errors, reword);
    return result as Awaited<ReturnType<Resolver<V, unknown, Out>>>;
  };
}

function rewordErrors(errors: object, reword: (message: string) => string) {
  for (const [key, error] of Object.entries(errors)) {
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = reword(error.message);
    rewordErrors(error, reword);
  }
}

type SchemaFormOptions<V extends FieldValues, Out> = Omit<UseFormProps<V, unknown, Out>, 'resolver'> & {
  toBody?: (values: V) => FieldValues;
  /** Says a schema message in this form's terms (the contract's paise as the rupees the form takes). */
  reword?: (message: string) => string;
};

/**
 * The house form: react-hook-form on a shared zod schema. Errors show from the first submit on and then follow
 * every keystroke; not on blur, as an error line appearing when a field loses focus moves the submit button
 * away between mousedown and click, and the click is lost. The first field with an error takes the focus.
 */
export function useSchemaForm<V extends FieldValues, Out>(
  schema: z.ZodType<Out, FieldValues>,
  { toBody, reword, ...options }: SchemaFormOptions<V, Out>,
) {
  return useForm<V, unknown, Out>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: schemaResolver<V, Out>(schema, toBody, reword),
  });
}
