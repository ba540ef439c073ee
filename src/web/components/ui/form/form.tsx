import type { ComponentProps, ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { applyServerErrors, type ServerFieldOf } from './server-errors.ts';

interface FormProps<V extends FieldValues, Out>
  extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onError' | 'onInvalid' | 'noValidate'> {
  form: UseFormReturn<V, unknown, Out>;
  /** Gets the checked values (the parsed body); the form counts as submitting until its promise settles. */
  onSubmit: (values: Out) => unknown;
  /** The check failed: the errors are on the fields (and the first field with one is focused). */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** The submit failed and its error named none of the form's fields: say it (a toast, a message). */
  onError?: (error: unknown) => void;
  /** Which form field a server field key belongs to (default: the key's first segment). */
  serverFieldOf?: ServerFieldOf;
}

/**
 * A form of the kit: the browser's own checks off (the schema's messages are docs/product.md's), fields
 * reach the form through context, and a refused submit puts the server's field errors on the fields.
 */
export function Form<V extends FieldValues, Out>({
  form,
  onSubmit,
  onInvalid,
  onError,
  serverFieldOf,
  children,
  ...props
}: FormProps<V, Out>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(form, error, serverFieldOf)) onError?.(error);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** Shown before the label. */
  icon?: ReactNode;
  /** Shown before the label while the form submits (default: the icon). */
  pendingIcon?: ReactNode;
  /** The label while the form submits. */
  pendingLabel: ReactNode;
  /** Also pending for work the form does not await (a mutation started elsewhere). */
  pending?: boolean;
}

/** The form's submit button: disabled and busy while the submit runs. */
export function SubmitButton({
  icon,
  pendingIcon = icon,
  pendingLabel,
  pending,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || Boolean(pending);
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? pendingIcon : icon}
      {busy ? pendingLabel : children}
    </Button>
  );
}
