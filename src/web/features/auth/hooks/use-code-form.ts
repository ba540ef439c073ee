import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { otpSchema } from '#shared/auth/auth.schemas.ts';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useAuthMessages } from './use-auth-t.ts';

const codeFormSchema = z.object({ otp: otpSchema });
type CodeForm = z.input<typeof codeFormSchema>;

/**
 * A form holding one 6-digit code (`otp`). The code is checked on submit only: typing clears the last error
 * instead of re-checking a half-typed code. `refusedWith` starts it with the server's word on a code that was
 * refused later (the reset flow's password step sends the shopper back here).
 */
export function useCodeForm(refusedWith?: string) {
  const { say } = useAuthMessages();
  const [errors] = useState<FieldErrors<CodeForm> | undefined>(() =>
    refusedWith ? { otp: { type: 'server', message: refusedWith } } : undefined,
  );
  return useSchemaForm<CodeForm, z.output<typeof codeFormSchema>>(codeFormSchema, {
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
    errors,
    reword: say,
  });
}
